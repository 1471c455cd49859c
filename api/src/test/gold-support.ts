import { expect } from 'vitest';
import { createStaff, createVerifiedMember, multipart, pngImage } from './factories';
import { branchId } from './branch-support';
import type { testApp } from './app';

type App = Awaited<ReturnType<typeof testApp>>;
type Auth = Record<string, string>;

/**
 * The gold account driven over HTTP as members, staff and the owner do: the price the owner enters by hand (the
 * test app's upstream is unreachable), the service switched on, accounts opened and funded.
 */
export async function goldHarness(app: App) {
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app);
  let shade = 0;
  // Each slip a different picture: the same picture twice is refused as a repeated slip.
  const slip = () => pngImage(64, 48, { r: 10 + (shade++ % 200), g: 40, b: 60 });
  const setPrice = async (sellOut: number, buyback: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/gold-price/manual',
      cookies: owner.cookies,
      payload: { buy: sellOut, sell: buyback, compare_previous: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const offer = async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/content/gold-visible', cookies: owner.cookies, payload: { isVisible: 1 } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const deposit = async (auth: Auth, amount: string, key?: string) => {
    const body = multipart({ amount }, { proof: await slip() });
    return app.inject({
      method: 'POST',
      url: '/api/gold-account/deposits',
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...(key && { 'idempotency-key': key }) },
    });
  };
  const decide = (id: number, action: 'approve' | 'reject', cookies = staff.cookies) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/gold-account/transactions/${id}/${action}`,
      cookies,
      payload: action === 'reject' ? { note: 'สลิปไม่ชัด' } : {},
    });
  const account = async (auth: Auth) => {
    const res = await app.inject({ url: '/api/gold-account', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const saver = async () => {
    const m = await createVerifiedMember(app);
    const res = await app.inject({ method: 'POST', url: '/api/gold-account/open', headers: m.auth, payload: { branch_id: branchId(app) } });
    expect(res.statusCode, res.body).toBe(200);
    return m;
  };
  /** A member holding `amount` baht of gold bought and approved at the price in force. */
  const funded = async (amount: string) => {
    const m = await saver();
    const d = await deposit(m.auth, amount);
    expect(d.statusCode, d.body).toBe(200);
    expect((await decide(d.json().id, 'approve')).statusCode).toBe(200);
    return m;
  };
  await offer();
  return { owner, staff, setPrice, deposit, decide, account, saver, funded };
}
