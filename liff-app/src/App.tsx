import { Routes } from './routes';
import { Layout } from './components/layout/Layout';

export function App() {
  return (
    <Layout>
      <Routes />
    </Layout>
  );
}
