import { ConfigProvider, App as AntApp } from 'antd';
// The ES module: the CommonJS antd/locale/* entry arrives wrapped under Vite 8 and antd falls back to English.
import thTH from 'antd/es/locale/th_TH';
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
