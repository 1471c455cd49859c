import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId, branchRow } from '../../test/branch-support';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { lineTestConfig } from '../../test/fake-line';
import { expectVerifiedMemberOnly } from '../../test/money-support';
import { atMoment, pawnContract, pawnCounts, sendPawnRequest } from '../../test/pawn-support';
import { slipPicture } from '../../test/slip-image';

// 26 Nov 2569, 10:00 in Bangkok: 21 days after JN2567-0012's terms were sold (5 Nov).
const NOW = new Date('2026-11-26T03:00:00Z');

describe('paying a pawn contract in the app', async () => {
  atMoment(NOW);
  const app = await testApp({ line: lineTestConfig('http://127.0.0.1:9', { channelAccessToken: 'token', liffId: '2000000000-abcd' }) });
  const staff = await createStaff(app, 'staff', 'somchai');
  const owner = await createStaff(app, 'owner');
  const member = async () => {
    const m = await createVerifiedMember(app);
    app.db
      .update(schema.users)
      .set({ lineUserId: `U${String(m.user.id).padStart(32, 'a')}` })
      .where(eq(schema.users.id, m.user.id))
      .run();
    return m;
  };
  const quote = (auth: Record<string, string>, jnId: string, query: string) =>
    app.inject({ url: `/api/pawn/quote/${jnId}?${query}`, headers: auth });
  const staffPost = (url: string, payload: unknown = {}) =>
    app.inject({ method: 'POST', url, cookies: staff.cookies, payload: payload as object });
  const queue = async (query = 'status=pending') =>
    (await app.inject({ url: `/api/admin/pawn/requests?${query}`, cookies: staff.cookies })).json();
  const contractOf = async (auth: Record<string, string>, jnId: string) =>
    ((await app.inject({ url: '/api/pawn/get-pawn', headers: auth })).json() as { jn_id: string }[]).find(
      (c) => c.jn_id === jnId,
    ) as Record<string, unknown>;

  it('quotes ต่อดอก, ลดต้น and ไถ่ถอน with their breakdown, and the ceiling where it bites', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const interest = await quote(m.auth, c.jnId, 'kind=interest&months=1');
    expect(interest.statusCode, interest.body).toBe(200);
    expect(interest.json()).toMatchObject({
      jn_id: c.jnId,
      kind: 'interest',
      day: '2026-11-26',
      // 1,237.51 a month is above 15 % a year: the 30 days it buys cost at most 1,171.23 (docs/decisions.md "Pawn: the law").
      amount: 1171.23,
      months: 1,
      newDueDate: '2027-05-14',
      breakdown: {
        netTotal: 95000.5,
        principal: 95000.5,
        monthlyInterest: 1237.51,
        monthRule: 'whole',
        payInterest: 1171.23,
        payPrincipal: 0,
        principalAfter: 95000.5,
      },
      ceiling: { date: '2027-05-14', bites: true, cut: 66.28 },
      redemptionLimit: '2029-11-05',
    });
    // The choices offered: a year at most, each with the due date it gives (month ends clamped as the server does).
    expect(interest.json().extensions).toHaveLength(12);
    expect(interest.json().extensions.slice(0, 2)).toEqual([
      { months: 1, dueDate: '2027-05-14' },
      { months: 2, dueDate: '2027-06-14' },
    ]);
    // The figure: 96,188.01 was above the law; 95,820.36 is the most it allows 21 days on.
    const redeem = (await quote(m.auth, c.jnId, 'kind=redeem')).json();
    expect(redeem).toMatchObject({
      amount: 95820.36,
      ceiling: { days: 21, limit: 95820.36, bites: true, cut: 417.65 },
      breakdown: { daysSinceSale: 21, monthsCounted: 1, interestCharged: 1237.51, interestOwed: 819.86 },
    });
    const principal = (await quote(m.auth, c.jnId, 'kind=principal&principal=5000')).json();
    expect(principal).toMatchObject({ amount: 5819.86, breakdown: { payInterest: 819.86, payPrincipal: 5000, principalAfter: 90000.5 } });
    // The list shows the same figures.
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({
      monthly_interest: 1237.51,
      interest_owed: 819.86,
      redeem_today: 95820.36,
      ceiling_bites: true,
      pay: 'open',
    });

    for (const [query, code] of [
      ['kind=interest&months=37', 400],
      ['kind=principal', 400],
      ['kind=principal&principal=95000.50', 400],
      ['kind=principal&principal=1.234', 400],
      ['kind=refund', 400],
    ] as const) {
      expect((await quote(m.auth, c.jnId, query)).statusCode, query).toBe(code);
    }
  });

  it('takes a ต่อดอก request with its slip, one at a time, and answers a retry with the same request', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const slip = (await slipPicture({ amount: '1,171.23' })).png;
    const res = await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' }, { key: 'k-1', slip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      jn_id: c.jnId,
      kind: 'interest',
      status: 'pending',
      amount: 1171.23,
      interest: 1171.23,
      principal: 0,
      months: 1,
      newDueDate: '2027-05-14',
      receipt: null,
    });
    const again = await sendPawnRequest(
      app,
      m.auth,
      { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' },
      { key: 'k-1', slip },
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(res.json().id);

    // A second request on the same contract waits for the first.
    const before = pawnCounts(app);
    const second = await sendPawnRequest(app, m.auth, {
      jn_id: c.jnId,
      kind: 'redeem',
      amount: '95820.36',
      branch_id: branchId(app, 'นาวง'),
      pickup_date: '2026-11-28',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PAWN_REQUEST_PENDING', message: expect.stringContaining('รอร้านตรวจสอบ') });
    expect((await quote(m.auth, c.jnId, 'kind=redeem')).json().code).toBe('PAWN_REQUEST_PENDING');
    expect(pawnCounts(app)).toBe(before);
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({ pay: 'pending' });
  });

  it('refuses an amount that is not today’s quote, and a slip already used, writing nothing', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const before = pawnCounts(app);
    const wrong = await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1187.51' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'QUOTE_CHANGED', message: expect.stringContaining('1,171.23 บาท') });
    const slip = await slipPicture();
    const other = await member();
    const theirs = pawnContract(app, other.customer.id);
    expect(
      (await sendPawnRequest(app, other.auth, { jn_id: theirs.jnId, kind: 'interest', months: 1, amount: '1171.23' }, { slip: slip.png }))
        .statusCode,
    ).toBe(200);
    const reused = await sendPawnRequest(
      app,
      m.auth,
      { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' },
      { slip: slip.png },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('SLIP_ALREADY_USED');
    // Only the other member's request was written.
    expect(JSON.parse(pawnCounts(app)).pawn_requests).toBe(JSON.parse(before).pawn_requests + 1);
  });

  it('answers a forged jn_id of another member with 404, before the slip is read', async () => {
    const owner2 = await member();
    const theirs = pawnContract(app, owner2.customer.id);
    const stranger = await member();
    const before = pawnCounts(app);
    expect((await quote(stranger.auth, theirs.jnId, 'kind=interest&months=1')).statusCode).toBe(404);
    const res = await sendPawnRequest(app, stranger.auth, { jn_id: theirs.jnId, kind: 'interest', months: 1, amount: '1171.23' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('ไม่พบสัญญาขายฝากนี้');
    expect((await sendPawnRequest(app, stranger.auth, { jn_id: 'NOPE-1', kind: 'redeem', amount: '1' })).statusCode).toBe(404);
    expect(pawnCounts(app)).toBe(before);
  });

  it("lists only the member's own requests, whatever jn_id they ask for", async () => {
    const owner2 = await member();
    const theirs = pawnContract(app, owner2.customer.id);
    const id = (await sendPawnRequest(app, owner2.auth, { jn_id: theirs.jnId, kind: 'interest', months: 1, amount: '1171.23' })).json().id;
    const stranger = await member();
    const list = async (auth: Record<string, string>, query = '') =>
      (await app.inject({ url: `/api/pawn/requests${query}`, headers: auth })).json();
    expect(await list(owner2.auth)).toEqual([expect.objectContaining({ id, jn_id: theirs.jnId })]);
    expect(await list(stranger.auth)).toEqual([]);
    expect(await list(stranger.auth, `?jn_id=${theirs.jnId}`)).toEqual([]);
  });

  it('asks the member to contact the shop once a contract is past its due date by more than the grace', async () => {
    const m = await member();
    const late = pawnContract(app, m.customer.id, { dueDate: '2026-11-18' }); // 8 days late, grace 7
    const within = pawnContract(app, m.customer.id, { dueDate: '2026-11-19' }); // 7 days late
    const res = await quote(m.auth, late.jnId, 'kind=interest&months=1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAWN_CONTACT_SHOP', message: 'สัญญานี้เลยกำหนดชำระเกิน 7 วัน ชำระผ่านแอปไม่ได้ กรุณาติดต่อร้าน' });
    expect(await contractOf(m.auth, late.jnId)).toMatchObject({ pay: 'contact', days_overdue: 8 });
    expect((await quote(m.auth, within.jnId, 'kind=interest&months=1')).json()).toMatchObject({ newDueDate: '2026-12-19' });
    // The owner gives more grace: the late one may be paid.
    const set = await app.inject({
      method: 'PUT',
      url: '/api/admin/pawn/settings',
      cookies: owner.cookies,
      payload: { monthRule: 'whole', graceDays: 10 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await quote(m.auth, late.jnId, 'kind=interest&months=1')).statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/api/admin/pawn/settings',
      cookies: owner.cookies,
      payload: { monthRule: 'whole', graceDays: 7 },
    });
  });

  it('approving ต่อดอก moves the due date, adds the payment and sends the e-receipt in LINE', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const slip = await slipPicture({ bank: '014', amount: '2,381.51' });
    const id = (
      await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 2, amount: '2381.51' }, { slip: slip.png })
    ).json().id;

    const waiting = (await queue()).data.find((r: { id: number }) => r.id === id);
    expect(waiting).toMatchObject({
      jn_id: c.jnId,
      username: m.user.username,
      customerName: m.customer.name,
      amount: 2381.51,
      dueDate: '2027-04-14',
      resultingDueDate: '2027-06-14',
      quote: { amount: 2381.51, newDueDate: '2027-06-14' },
      slipRead: { qr: 'read', bank: '014', transRef: slip.transRef, bankName: expect.stringContaining('ไทยพาณิชย์') },
      proof: expect.stringMatching(/^\/api\/images\//),
    });

    // The owner names the clerk as members will read it: the receipt says who received the money, never the login name.
    const named = await app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${staff.staff.id}/display-name`,
      cookies: owner.cookies,
      payload: { displayName: '  สมชาย   ใจงาม (สาขานาวง) ' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ username: 'somchai', displayName: 'สมชาย ใจงาม (สาขานาวง)' });
    const ok = await staffPost(`/api/admin/pawn/requests/${id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({
      due_date: '2027-06-14',
      jn_Status: 'ต่อดอก',
      Net_Total: 95000.5,
      principal: 95000.5,
    });
    // As the app asks: the slip as a signed URL.
    const paid = await app.inject({ url: `/api/pawn/get-pawn/${c.jnId}?images=url`, headers: m.auth });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual([
      {
        pay_date: '2026-11-26',
        Total: 2381.51,
        pay_type: 'โอนผ่านแอป',
        proof: expect.stringMatching(/^\/api\/images\//),
        principal: 0,
        kind: 'interest',
      },
    ]);

    const asked = await app.inject({ url: `/api/pawn/requests?jn_id=${c.jnId}&images=url`, headers: m.auth });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mine] = asked.json();
    expect(mine).toMatchObject({ status: 'approved', newDueDate: '2027-06-14', proof: expect.stringMatching(/^\/api\/images\//) });
    expect(mine.receipt).toEqual({
      number: `PW-${String(id).padStart(6, '0')}`,
      issuedAt: expect.any(String),
      shopName: 'ร้านทอง',
      staffName: 'สมชาย ใจงาม (สาขานาวง)',
      jn_id: c.jnId,
      kind: 'interest',
      payDate: '2026-11-26',
      amount: 2381.51,
      interest: 2381.51,
      principal: 0,
      months: 2,
      principalAfter: 95000.5,
      dueDate: '2027-06-14',
      branch: null,
      pickupDate: null,
    });
    const message = app.db
      .select()
      .from(schema.lineNotifications)
      .where(eq(schema.lineNotifications.dedupeKey, `pawn-request-approved:${id}`))
      .get()!;
    const text = (message.message as { text: string }[])[0]!.text;
    expect(text).toContain(`ใบรับเงินขายฝาก เลขที่ PW-${String(id).padStart(6, '0')}`);
    expect(text).not.toContain('somchai');
    expect(text).toContain('ต่อดอก 2 เดือน');
    expect(text).toContain('กำหนดชำระ 14 มิ.ย. 2570');
    expect(text).toContain('ผู้รับเงิน สมชาย ใจงาม (สาขานาวง)');
    expect(text).toContain(`https://liff.line.me/2000000000-abcd/repurchase/${c.jnId}`);
    const audit = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'pawn_request')).all().at(-1)!;
    expect(audit).toMatchObject({ action: 'approve', entityId: String(id), staffId: staff.staff.id });

    // Decided once: a second approval is refused.
    expect((await staffPost(`/api/admin/pawn/requests/${id}/approve`)).json().code).toBe('ALREADY_DECIDED');
    // The next quote counts the interest paid: the contract may be paid again.
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({ pay: 'open', interest_owed: 0 });
  });

  it('rejecting keeps the contract as it was, tells the member why, and lets them send the slip again', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const slip = await slipPicture();
    const id = (
      await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' }, { slip: slip.png })
    ).json().id;
    expect((await staffPost(`/api/admin/pawn/requests/${id}/reject`, {})).statusCode).toBe(400);
    const res = await staffPost(`/api/admin/pawn/requests/${id}/reject`, { note: 'ยอดในสลิปไม่ตรง' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({ due_date: '2027-04-14', jn_Status: 'ปกติ', pay: 'open' });
    expect((await app.inject({ url: `/api/pawn/get-pawn/${c.jnId}`, headers: m.auth })).json()).toEqual([]);
    const [mine] = (await app.inject({ url: `/api/pawn/requests?jn_id=${c.jnId}`, headers: m.auth })).json();
    expect(mine).toMatchObject({ status: 'rejected', note: 'ยอดในสลิปไม่ตรง', receipt: null });
    const message = app.db
      .select()
      .from(schema.lineNotifications)
      .where(eq(schema.lineNotifications.dedupeKey, `pawn-request-rejected:${id}`))
      .get()!;
    expect((message.message as { text: string }[])[0]!.text).toContain('เหตุผล: ยอดในสลิปไม่ตรง');
    // The transfer was let go: the same member may send it again.
    expect(
      (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' }, { slip: slip.png }))
        .statusCode,
    ).toBe(200);
  });

  it('ลดต้น lowers the principal from that day, the sale price stays, and the monthly interest follows', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const id = (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'principal', principal: '45000.50', amount: '45820.36' })).json()
      .id;
    expect((await staffPost(`/api/admin/pawn/requests/${id}/approve`)).statusCode).toBe(200);
    // 118,751 × 5,000,000 / 9,500,050 = 62,500 satang (rounded down), and the fee of 50.
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({
      Net_Total: 95000.5,
      principal: 50000,
      monthly_interest: 675,
      interest_owed: 0,
      redeem_today: 50000,
    });
    const [mine] = (await app.inject({ url: `/api/pawn/requests?jn_id=${c.jnId}`, headers: m.auth })).json();
    expect(mine.receipt).toMatchObject({
      kind: 'principal',
      amount: 45820.36,
      interest: 819.86,
      principal: 45000.5,
      principalAfter: 50000,
      dueDate: '2027-04-14',
    });
    const [payment] = (await app.inject({ url: `/api/admin/pawn/contracts/${c.jnId}/payments`, cookies: staff.cookies })).json();
    expect(payment).toMatchObject({ Total: 45820.36, principal: 45000.5, request_id: id, pay_type: 'โอนผ่านแอป' });
  });

  it('ไถ่ถอน takes a branch and a day, waits for pickup once approved, and is redeemed when handed over', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const ask = { jn_id: c.jnId, kind: 'redeem', amount: '95820.36' };
    const nawong = branchId(app, 'นาวง');
    const closed = app.db
      .insert(schema.branches)
      .values({ ...branchRow('ปิดแล้ว', 'CL'), closedAt: '2026-01-01T00:00:00Z' })
      .returning()
      .get().id;
    const noPickups = app.db
      .insert(schema.branches)
      .values({ ...branchRow('ไม่รับของ', 'NP'), takesPickups: false })
      .returning()
      .get().id;
    for (const [extra, code] of [
      [{}, 'BRANCH_REQUIRED'],
      [{ branch_id: nawong }, 'PICKUP_DATE_REQUIRED'],
      [{ branch_id: nawong, pickup_date: '2026-11-26' }, 'BAD_PICKUP_DATE'],
      [{ branch_id: nawong, pickup_date: '2027-01-01' }, 'BAD_PICKUP_DATE'],
      // A branch that does not exist, one closed to new business, one that takes no pickups.
      [{ branch_id: 999, pickup_date: '2026-11-28' }, 'BAD_BRANCH'],
      [{ branch_id: closed, pickup_date: '2026-11-28' }, 'BAD_BRANCH'],
      [{ branch_id: noPickups, pickup_date: '2026-11-28' }, 'NO_PICKUPS'],
      [{ branch_id: 'นาวง', pickup_date: '2026-11-28' }, 'VALIDATION'],
    ] as const) {
      const res = await sendPawnRequest(app, m.auth, { ...ask, ...extra });
      expect(res.json().code, JSON.stringify(extra)).toBe(code);
    }
    expect(
      (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23', branch_id: nawong })).json()
        .code,
    ).toBe('PICKUP_NOT_REDEEM');

    const id = (await sendPawnRequest(app, m.auth, { ...ask, branch_id: branchId(app, 'หาดสำราญ'), pickup_date: '2026-11-28' })).json().id;
    expect((await staffPost(`/api/admin/pawn/requests/${id}/picked-up`)).json().code).toBe('ALREADY_DECIDED');
    expect((await staffPost(`/api/admin/pawn/requests/${id}/approve`)).statusCode).toBe(200);
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({ jn_Status: 'รอรับสินค้าคืน', is_open: false, pay: 'pickup', redeem_today: null });
    const counts = (await app.inject({ url: '/api/admin/pending-counts', cookies: staff.cookies })).json();
    expect(counts.pawnPickups).toBeGreaterThanOrEqual(1);
    const [mine] = (await app.inject({ url: `/api/pawn/requests?jn_id=${c.jnId}`, headers: m.auth })).json();
    expect(mine.receipt).toMatchObject({
      kind: 'redeem',
      amount: 95820.36,
      principal: 95000.5,
      interest: 819.86,
      dueDate: null,
      branch: 'หาดสำราญ',
      pickupDate: '2026-11-28',
    });
    expect(mine).toMatchObject({ branch_id: branchId(app, 'หาดสำราญ'), branch: 'หาดสำราญ' });
    expect((await quote(m.auth, c.jnId, 'kind=interest&months=1')).json().code).toBe('PAWN_AWAITING_PICKUP');

    expect((await staffPost(`/api/admin/pawn/requests/${id}/picked-up`)).statusCode).toBe(200);
    expect(await contractOf(m.auth, c.jnId)).toMatchObject({ jn_Status: 'ไถ่ถอนแล้ว', pay: 'closed' });
    expect((await staffPost(`/api/admin/pawn/requests/${id}/picked-up`)).json().code).toBe('ALREADY_DECIDED');
  });

  it('only a redemption is handed over', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    const id = (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' })).json().id;
    await staffPost(`/api/admin/pawn/requests/${id}/approve`);
    const before = pawnCounts(app);
    const res = await staffPost(`/api/admin/pawn/requests/${id}/picked-up`);
    expect(res.json()).toMatchObject({ code: 'NOT_A_REDEMPTION' });
    expect(pawnCounts(app)).toBe(before);
  });

  it('an approval never moves a due date past 3 years from the sale, whatever happened since the request', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id, { dueDate: '2029-09-05' });
    const res = await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 2, amount: '2381.51' });
    expect(res.statusCode, res.body).toBe(200);
    // Staff moved the due date on meanwhile (the form allows up to the limit): two more months would pass it.
    app.db.update(schema.pawnContracts).set({ dueDate: '2029-10-05' }).where(eq(schema.pawnContracts.jnId, c.jnId)).run();
    const before = pawnCounts(app);
    const refused = await staffPost(`/api/admin/pawn/requests/${res.json().id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DUE_PAST_LIMIT', message: expect.stringContaining('5 พ.ย. 2572') });
    expect(pawnCounts(app)).toBe(before);
    expect((await quote(m.auth, c.jnId, 'kind=interest&months=2')).statusCode).toBe(409);
  });

  it('the queue filters by state, kind and contract, and is for staff', async () => {
    const all = await queue('pageSize=100');
    expect(all.total).toBeGreaterThan(5);
    expect(
      (await queue('status=approved&kind=redeem&pageSize=100')).data.every(
        (r: { status: string; kind: string }) => r.status === 'approved' && r.kind === 'redeem',
      ),
    ).toBe(true);
    const m = await member();
    expect((await app.inject({ url: '/api/admin/pawn/requests', headers: m.auth })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/admin/pawn/settings',
          cookies: staff.cookies,
          payload: { monthRule: 'half', graceDays: 3 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('is for verified members only', async () => {
    const m = await member();
    const c = pawnContract(app, m.customer.id);
    await expectVerifiedMemberOnly(app, () => ({ url: `/api/pawn/quote/${c.jnId}?kind=redeem` }));
    await expectVerifiedMemberOnly(app, () => ({ url: '/api/pawn/requests' }));
  });
});
