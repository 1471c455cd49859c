import { ConfigProvider, App as AntApp } from 'antd';
import thTH from 'antd/locale/th_TH';
import { Routes } from './routes';
import { theme } from './theme';
import { Layout } from './components/layout/Layout';

export function App() {
  return (
    <ConfigProvider locale={thTH} theme={theme}>
      <AntApp>
        <Layout>
          <Routes />
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}
