import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeftOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';

/**
 * antd's icons named themselves after their English file name ("user", "lock", and "left" in every
 * pagination), which screen readers read out to Thai staff inside field labels and buttons. They are
 * decorative unless the caller names them (the icons package is patched: patches/@ant-design__icons*.patch).
 */
/** The icon's own element (its svg inside is always aria-hidden). */
const outer = (html: string) => html.slice(0, html.indexOf('>') + 1);

describe('antd icons in the console', () => {
  it('are hidden from screen readers and carry no English name', () => {
    for (const Icon of [UserOutlined, LockOutlined, LeftOutlined]) {
      const span = outer(renderToStaticMarkup(<Icon />));
      expect(span).toContain('aria-hidden="true"');
      expect(span).not.toMatch(/aria-label=/);
    }
  });

  it('keep a Thai name the caller gives them', () => {
    const span = outer(renderToStaticMarkup(<UserOutlined aria-label="บัญชีของฉัน" />));
    expect(span).toContain('aria-label="บัญชีของฉัน"');
    expect(span).not.toContain('aria-hidden');
  });
});
