import type { ReactNode } from 'react';
import { ConfigProvider, App as AntApp } from 'antd';
// The ES module: the CommonJS antd/locale/* entry arrives wrapped under Vite 8 and antd falls back to English.
import thTH from 'antd/es/locale/th_TH';
import { theme } from '../theme';

/**
 * The Thai locale, the shop's theme and the message/modal host for the screens built with antd (forms,
 * tables, tabs). The layout, home, /shop and /about are plain elements and never load antd: its runtime
 * was most of the first visit's script time on a phone (README Decisions). Routes wrap the screens that
 * need it (`antdScreen` in routes.tsx).
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={thTH} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
