import { describe, expect, it } from 'vitest';
import { forgetReturnUnless, rememberReturn, RETURN_MAX_AGE_MS, safeReturnPath, takeReturn } from './return-to';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    size: () => m.size,
  };
}

describe('safeReturnPath', () => {
  it('takes a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/repurchase')).toBe('/repurchase');
    expect(safeReturnPath('/shop?cat=2#top')).toBe('/shop?cat=2#top');
  });
  it('refuses other sites, the sign-in pages, home and anything odd', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'repurchase',
      '',
      '/signin',
      '/signin?x=1',
      '/signup',
      '/line',
      '/',
      '/a\nb',
      `/${'x'.repeat(600)}`,
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('the sign-in detour', () => {
  const t0 = 1_700_000_000_000;

  it('returns to the remembered page once', () => {
    const s = memory();
    rememberReturn(s, '/repurchase', t0);
    expect(takeReturn(s, t0 + 60_000)).toBe('/repurchase');
    expect(takeReturn(s, t0 + 60_000)).toBeUndefined();
  });

  it('forgets a detour older than half an hour, and never keeps a bad path', () => {
    const s = memory();
    rememberReturn(s, '/downing', t0);
    expect(takeReturn(s, t0 + RETURN_MAX_AGE_MS + 1)).toBeUndefined();
    expect(s.size()).toBe(0);
    rememberReturn(s, '//evil.example', t0);
    expect(s.size()).toBe(0);
  });

  it("survives sign-up and LINE's callback, and the remembered page itself", () => {
    const s = memory();
    rememberReturn(s, '/gold-bank?tab=1', t0);
    for (const page of ['/gold-bank', '/signin', '/signup', '/line']) forgetReturnUnless(s, page);
    expect(takeReturn(s, t0)).toBe('/gold-bank?tab=1');
  });

  it('is forgotten when the visitor goes elsewhere', () => {
    const s = memory();
    rememberReturn(s, '/repurchase', t0);
    forgetReturnUnless(s, '/shop');
    expect(takeReturn(s, t0)).toBeUndefined();
  });

  it('reads a damaged entry as nothing and lives with a storage that throws', () => {
    const s = memory();
    s.setItem('returnTo', '{not json');
    expect(takeReturn(s, t0)).toBeUndefined();
    s.setItem('returnTo', JSON.stringify({ path: '//evil.example', at: t0 }));
    expect(takeReturn(s, t0)).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberReturn(broken, '/saving', t0)).not.toThrow();
    expect(takeReturn(broken, t0)).toBeUndefined();
    expect(() => forgetReturnUnless(broken, '/shop')).not.toThrow();
  });
});
