import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';

// Every admin route, so a new one cannot slip in without a role check being tested.
const staffRoutes: [string, string][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/pending-counts'],
  ['GET', '/api/admin/verifications'],
  ['GET', '/api/admin/verifications/1'],
  ['POST', '/api/admin/verifications/1/approve'],
  ['POST', '/api/admin/verifications/1/reject'],
  ['GET', '/api/admin/members'],
  ['POST', '/api/admin/members/1/suspend'],
  ['POST', '/api/admin/members/1/reinstate'],
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/customers/1'],
  ['PUT', '/api/admin/customers/1'],
  ['GET', '/api/admin/saving/accounts'],
  ['POST', '/api/admin/saving/accounts/1/approve'],
  ['POST', '/api/admin/saving/accounts/1/reject'],
  ['GET', '/api/admin/saving/total'],
  ['GET', '/api/admin/saving/transactions'],
  ['GET', '/api/admin/saving/transactions/1'],
  ['POST', '/api/admin/saving/transactions/1/approve'],
  ['POST', '/api/admin/saving/transactions/1/reject'],
  ['POST', '/api/admin/saving/transactions/1/fulfilment'],
  ['POST', '/api/admin/saving/transactions/1/payout'],
  ['GET', '/api/admin/down/requests'],
  ['POST', '/api/admin/down/requests/1/approve'],
  ['POST', '/api/admin/down/requests/1/reject'],
  ['GET', '/api/admin/down/payments'],
  ['POST', '/api/admin/down/payments/1/approve'],
  ['POST', '/api/admin/down/payments/1/reject'],
  ['GET', '/api/admin/down/closes'],
  ['GET', '/api/admin/down/closes/1'],
  ['POST', '/api/admin/down/closes/1/complete'],
  ['POST', '/api/admin/down/closes/1/reject'],
  ['GET', '/api/admin/pawn/contracts'],
  ['POST', '/api/admin/pawn/contracts'],
  ['PUT', '/api/admin/pawn/contracts/JN1'],
  ['GET', '/api/admin/pawn/contracts/JN1/payments'],
  ['POST', '/api/admin/pawn/contracts/JN1/payments'],
  ['GET', '/api/admin/pawn/due-soon'],
  ['POST', '/api/admin/pawn/import/contracts'],
  ['POST', '/api/admin/pawn/import/payments'],
  ['POST', '/api/admin/me/password'],
  ['GET', '/api/admin/audit-log'],
];
const ownerRoutes: [string, string][] = [
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff'],
  ['POST', '/api/admin/staff/1/disable'],
  ['POST', '/api/admin/staff/1/enable'],
  ['POST', '/api/admin/staff/1/reset-password'],
];

describe('admin role rules', async () => {
  const app = await testApp();
  const member = await createMember(app, { verificationStatus: 2 });
  const staff = await createStaff(app, 'staff');
  const call = (method: string, url: string, extra: object = {}) => app.inject({ method: method as 'GET', url, ...extra });

  it.each([...staffRoutes, ...ownerRoutes])('%s %s: no cookie is 401, a member bearer is 403', async (method, url) => {
    const none = await call(method, url);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTypeOf('string');
    expect((await call(method, url, { headers: member.auth })).statusCode).toBe(403);
  });

  it.each(ownerRoutes)('%s %s: staff (not owner) is 403', async (method, url) => {
    const res = await call(method, url, { cookies: staff.cookies, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(403);
  });

  it('a forged or stale cookie is 401', async () => {
    expect((await call('GET', '/api/admin/dashboard', { cookies: { adminSession: 'nonsense' } })).statusCode).toBe(401);
  });

  it('a member token put in the admin cookie is refused', async () => {
    expect((await call('GET', '/api/admin/dashboard', { cookies: { adminSession: member.token } })).statusCode).toBe(403);
  });
});
