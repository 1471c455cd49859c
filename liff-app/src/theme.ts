import type { ThemeConfig } from 'antd';

/** Gold on warm white; Thai fonts first so Thai renders with proper vowels and tone marks. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#8c6209',
    colorLink: '#8a6108',
    borderRadius: 10,
    fontFamily: "'Sarabun', 'Noto Sans Thai', 'Loma', 'Garuda', 'Tlwg Typo', system-ui, sans-serif",
    controlHeight: 44,
  },
};
