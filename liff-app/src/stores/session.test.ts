import { afterAll, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@goldshop/api/contract';

/** The logout button (docs/product.md "Sessions") ends the session on the server too, through the typed client. */
describe('signOut', () => {
  const store = new Map<string, string>([['accessToken', 'the-token']]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'ออกจากระบบแล้ว' }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  afterAll(() => vi.unstubAllGlobals());

  it('calls the sign-out call with the bearer token, and clears the token at once', async () => {
    const { useSession } = await import('./session');
    useSession.getState().signOut();
    expect(useSession.getState().token).toBeNull();
    expect(store.has('accessToken')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(accountCalls.signout.path);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer the-token');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const { useSession } = await import('./session');
    useSession.getState().signIn('second-token');
    fetch.mockClear();
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    useSession.getState().signOut();
    expect(useSession.getState().token).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
  });
});
