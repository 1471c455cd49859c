import type { ThemeConfig } from 'antd';

/** The shop's gold, dark enough for white text on buttons (WCAG AA); Thai-capable fonts first. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#946b00',
    colorLink: '#946b00',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans Thai', 'Sarabun', 'Loma', 'Garuda', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
