import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { branchId } from '../test/branch-support';
import { createStaff, createVerifiedMember, multipart } from '../test/factories';
import { nationalId, savingTx } from '../test/fixtures';
import { atMoment, pawnContract, sendPawnRequest } from '../test/pawn-support';

// Staff belong to branches (docs/access.md "Branches"): a staff member of นาวง lists, counts, opens and decides
// none of เขาวิเศษ's members' requests; the owner sees every branch and narrows with ?branch_id=.

// 26 Nov 2569, 10:00 in Bangkok: 21 days after the test contract's sale (5 Nov), its quote as the pawn tests know it.
const NOW = new Date('2026-11-26T03:00:00Z');

describe("a branch's work is its own staff's", async () => {
  atMoment(NOW);
  const app = await testApp();
  const nawong = branchId(app, 'นาวง');
  const khao = branchId(app, 'เขาวิเศษ');
  const atNawong = await createStaff(app, 'staff', 'nawongclerk', [nawong]);
  const atKhao = await createStaff(app, 'staff', 'khaoclerk', [khao]);
  const owner = await createStaff(app, 'owner');

  // A member of เขาวิเศษ with something in every queue: a savings account asked for, a deposit, a type 2
  // request, and a pawn payment sent from the app.
  const m = await createVerifiedMember(app);
  const account = app.db.insert(schema.savingAccounts).values({ userId: m.user.id, status: 'pending', branchId: khao }).returning().get();
  const deposit = await savingTx(app, m.user.id, 'deposit', 150_000);
  const down = app.db.insert(schema.downRequests).values({ userId: m.user.id, branchId: khao, status: 'pending' }).returning().get();
  const contract = pawnContract(app, m.customer.id, { branchId: khao });
  const sent = await sendPawnRequest(app, m.auth, { jn_id: contract.jnId, kind: 'interest', months: 1, amount: '1171.23' });
  expect(sent.statusCode, sent.body).toBe(200);
  const pawnRequestId = sent.json().id as number;

  const get = (url: string, who: { cookies: Record<string, string> }) => app.inject({ url, cookies: who.cookies });
  const post = (url: string, who: { cookies: Record<string, string> }, payload: object = {}) =>
    app.inject({ method: 'POST', url, cookies: who.cookies, payload });
  const ids = async (url: string, who: { cookies: Record<string, string> }, key = 'id') => {
    const res = await get(url, who);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    const body = res.json();
    return ((Array.isArray(body) ? body : body.data) as Record<string, unknown>[]).map((r) => r[key]);
  };
  const lists = async (who: { cookies: Record<string, string> }, query = '') => ({
    accounts: await ids(`/api/admin/saving/accounts?${query}`, who),
    deposits: await ids(`/api/admin/saving/transactions?${query}`, who),
    down: await ids(`/api/admin/down/requests?${query}`, who),
    contracts: await ids(`/api/admin/pawn/contracts?${query}`, who, 'jn_id'),
    pawnRequests: await ids(`/api/admin/pawn/requests?${query}`, who),
  });
  const theirs = {
    accounts: [account.id],
    deposits: [deposit.id],
    down: [down.id],
    contracts: [contract.jnId],
    pawnRequests: [pawnRequestId],
  };
  const none = { accounts: [], deposits: [], down: [], contracts: [], pawnRequests: [] };

  it("lists, counts and the dashboard hold only one's own branches", async () => {
    expect(await lists(atNawong)).toEqual(none);
    expect(await lists(atKhao)).toEqual(theirs);
    expect(await lists(owner)).toEqual(theirs);
    // The owner's filter narrows; a staff member's filter cannot widen past their branches.
    expect(await lists(owner, `branch_id=${nawong}`)).toEqual(none);
    expect(await lists(owner, `branch_id=${khao}`)).toEqual(theirs);
    expect(await lists(atNawong, `branch_id=${khao}`)).toEqual(none);

    const counts = async (who: { cookies: Record<string, string> }) => (await get('/api/admin/pending-counts', who)).json();
    expect(await counts(atNawong)).toMatchObject({ savingAccounts: 0, savingDeposits: 0, downRequests: 0, pawnRequests: 0 });
    expect(await counts(atKhao)).toMatchObject({ savingAccounts: 1, savingDeposits: 1, downRequests: 1, pawnRequests: 1 });

    const day = async (who: { cookies: Record<string, string> }) => (await get('/api/admin/dashboard', who)).json();
    const nawongDash = await day(atNawong);
    expect(nawongDash.branches.map((b: { name: string }) => b.name)).toEqual(['นาวง']);
    expect(nawongDash.branches[0].waiting).toBe(0);
    const ownerDash = await day(owner);
    expect(ownerDash.branches.map((b: { name: string }) => b.name)).toEqual(['นาวง', 'หาดสำราญ', 'เขาวิเศษ']);
    // Four of เขาวิเศษ's waiting: the account, the deposit, the type 2 request, the pawn payment.
    expect(ownerDash.branches.find((b: { id: number }) => b.id === khao).waiting).toBe(4);
  });

  it("another branch's item cannot be opened or decided: 403, nothing changes", async () => {
    const audits = () => app.db.select().from(schema.auditLog).all().length;
    const before = audits();
    const refusals = [
      await get(`/api/admin/saving/transactions/${deposit.id}`, atNawong),
      await post(`/api/admin/saving/accounts/${account.id}/approve`, atNawong),
      await post(`/api/admin/saving/transactions/${deposit.id}/approve`, atNawong),
      await post(`/api/admin/saving/transactions/${deposit.id}/reject`, atNawong, { note: 'ไม่ใช่สาขานี้' }),
      await post(`/api/admin/saving/accounts/${account.id}/branch`, atNawong, { branchId: nawong, reason: 'ดึงมาสาขาเรา' }),
      await post(`/api/admin/down/requests/${down.id}/reject`, atNawong, { note: 'ไม่ใช่สาขานี้' }),
      await post(`/api/admin/pawn/requests/${pawnRequestId}/approve`, atNawong),
      await get(`/api/admin/pawn/contracts/${contract.jnId}/payments`, atNawong),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'OTHER_BRANCH', message: expect.stringContaining('สาขาอื่น') });
    }
    expect(audits()).toBe(before);
    expect(app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, deposit.id)).get()!.status).toBe(
      'pending',
    );
    expect(app.db.select().from(schema.savingAccounts).where(eq(schema.savingAccounts.id, account.id)).get()!.branchId).toBe(khao);

    // The branch's own staff decide it.
    const approved = await post(`/api/admin/saving/accounts/${account.id}/approve`, atKhao);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it("a point-of-sale file with another branch's contract is refused by its line, and writes nothing", async () => {
    const file = (lines: string[]) =>
      multipart(
        {},
        {
          file: Buffer.from(
            ['jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date,branch,customer_name', ...lines].join('\n'),
          ),
        },
      );
    const row = (jnId: string, branch: string) => `${jnId},${card},2026-11-01,10000,125,0,ปกติ,2027-02-01,${branch},สมใจ ใจดี`;
    const card = nationalId();
    const before = app.db.select().from(schema.pawnContracts).all().length;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/pawn/import/contracts',
      cookies: atNawong.cookies,
      ...file([row('NW-1', 'นาวง'), row('KW-1', 'เขาวิเศษ')]),
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'OTHER_BRANCH', line: 3 });
    // A payment line for another branch's contract too.
    const payment = multipart(
      {},
      { file: Buffer.from(`jn_id,external_ref,pay_date,total,pay_type\n${contract.jnId},R-1,2026-11-20,100,cash`) },
    );
    const refusedPayment = await app.inject({
      method: 'POST',
      url: '/api/admin/pawn/import/payments',
      cookies: atNawong.cookies,
      ...payment,
    });
    expect(refusedPayment.statusCode, refusedPayment.body).toBe(403);
    expect(app.db.select().from(schema.pawnContracts).all().length).toBe(before);
    // The owner imports every branch's lines.
    const taken = await app.inject({
      method: 'POST',
      url: '/api/admin/pawn/import/contracts',
      cookies: owner.cookies,
      ...file([row('NW-1', 'นาวง'), row('KW-1', 'เขาวิเศษ')]),
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('where a staff member works is the owner’s to set, and holds from their next request', async () => {
    const set = (who: { cookies: Record<string, string> }, id: number, branchIds: number[]) =>
      app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/branches`, cookies: who.cookies, payload: { branchIds } });
    expect((await set(atNawong, atNawong.staff.id, [nawong, khao])).statusCode).toBe(403);
    expect((await set(owner, atNawong.staff.id, [999])).json()).toMatchObject({ code: 'UNKNOWN_BRANCH' });
    expect((await set(owner, owner.staff.id, [nawong])).statusCode).toBe(409);

    const res = await set(owner, atNawong.staff.id, [nawong, khao]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'nawongclerk', branchIds: [nawong, khao] });
    expect((await get('/api/auth/admin-me', atNawong)).json()).toMatchObject({ branchIds: [nawong, khao] });
    expect((await lists(atNawong)).down).toEqual([down.id]);
    const audit = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'staff')).all().at(-1)!;
    expect(audit).toMatchObject({ staffId: owner.staff.id, action: 'update' });

    await set(owner, atNawong.staff.id, [nawong]);
    expect((await lists(atNawong)).down).toEqual([]);
    expect((await get('/api/auth/admin-me', owner)).json()).toMatchObject({ branchIds: null });
  });
});
