import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { ProConfigProvider, thTHIntl } from '@ant-design/pro-components';
// The ES module: the CommonJS antd/locale/* entry arrives wrapped under Vite 8, and antd silently falls back to English.
import thTH from 'antd/es/locale/th_TH';
import './lib/date';
import { SessionProvider } from './auth/session';
import { RequireAuth } from './auth/RequireAuth';
import { RequireAccess } from './auth/RequireAccess';
import { AdminLayout } from './layouts/AdminLayout';
import { pageRoutes } from './routes';
import { setMessageApi } from './services/feedback';
import SigninPage from './pages/signin';
import NotFound from './pages/not-found';
import { HOME_PATH } from './access';
import { theme } from './theme';

/** Hands antd's context-aware message API to the request helper. */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

const pageFallback = <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;

const router = createBrowserRouter(
  [
    {
      path: '/signin',
      element: (
        <RequireAuth>
          <SigninPage />
        </RequireAuth>
      ),
    },
    {
      path: '/',
      element: (
        <RequireAuth>
          <AdminLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...pageRoutes().map((route) => {
          const { path, page: Page } = route;
          return {
            path,
            element: (
              <RequireAccess route={route}>
                <Suspense fallback={pageFallback}>{Page ? <Page /> : null}</Suspense>
              </RequireAccess>
            ),
          };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  return (
    <ConfigProvider locale={thTH} theme={theme}>
      {/* Pro components keep their own strings: without this they fall back to Chinese placeholders. */}
      <ProConfigProvider intl={thTHIntl}>
        <AntApp>
          <FeedbackBridge />
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </AntApp>
      </ProConfigProvider>
    </ConfigProvider>
  );
}
