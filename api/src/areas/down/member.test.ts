import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember, multipart, pngImage } from '../../test/factories';
import { counts, expectVerifiedMemberOnly, ISO, SIGNED_URL } from '../../test/money-support';
import { branchId } from '../../test/branch-support';

describe('savings type 2 (down) routes', async () => {
  const app = await testApp();
  const slip = await pngImage();
  const front = await pngImage(50, 30, { r: 9, g: 9, b: 9 });
  const back = await pngImage(50, 30, { r: 8, g: 8, b: 8 });
  type Auth = Record<string, string>;
  const ask = (auth: Auth) => app.inject({ method: 'POST', url: '/api/down/down-request', headers: auth, payload: {} });
  const list = async (auth: Auth) => (await app.inject({ url: '/api/down/get-req', headers: auth })).json();
  const send = (
    url: string,
    auth: Auth,
    fields: Record<string, string | number | undefined>,
    files: Record<string, Buffer | undefined>,
    extra: Auth = {},
  ) => {
    const b = multipart(fields, files);
    return app.inject({ method: 'POST', url, payload: b.payload, headers: { ...b.headers, ...auth, ...extra } });
  };
  const pay = (auth: Auth, fields: Record<string, string | number | undefined>, proof: Buffer | null = slip, extra: Auth = {}) =>
    send('/api/down/submit-payment', auth, fields, { proof: proof ?? undefined }, extra);
  const done = (
    auth: Auth,
    downId: number | string,
    files: Record<string, Buffer | undefined> = { idCardImage: front, idCardImageBack: back },
  ) => send('/api/down/done-request', auth, { downId }, files);
  const setStatus = (id: number, status: schema.DownStatus, extra: Partial<typeof schema.downRequests.$inferInsert> = {}) =>
    app.db
      .update(schema.downRequests)
      .set({ status, ...extra })
      .where(eq(schema.downRequests.id, id))
      .run();

  /** A member with an approved request, as staff would leave it. */
  async function approvedMember() {
    const m = await createVerifiedMember(app);
    const id = (await ask(m.auth)).json().id as number;
    setStatus(id, 'approved', {
      prodType: 'สร้อยคอ 2 สลึง',
      approvedAmountSatang: 24_500_00,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    return { ...m, downId: id };
  }

  it('creates a pending request and lists it in the contract shape', async () => {
    const m = await createVerifiedMember(app);
    expect(await list(m.auth)).toEqual({ data: [] });
    const res = await ask(m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ยื่นคำขออนุมัติสำเร็จ', id: expect.any(Number) });
    expect(await list(m.auth)).toEqual({
      data: [
        {
          down_id: res.json().id,
          DateColumn: expect.stringMatching(ISO),
          Status: 'รออนุมัติ',
          statusCode: 'pending',
          Prod_type: null,
          ApprovedAmount: null,
          StartDate: null,
          EndDate: null,
          ...{ Asked: null, Paid: 0, PendingPaid: 0, Remaining: null, NextInstalment: null, Note: null },
          branch_id: branchId(app, 'นาวง'),
          branch: 'นาวง',
        },
      ],
    });
  });

  it('keeps the contract at the branch chosen when asking, else the home branch; never a closed or unknown one', async () => {
    const asking = (auth: Auth, payload: object) => app.inject({ method: 'POST', url: '/api/down/down-request', headers: auth, payload });
    const khao = branchId(app, 'เขาวิเศษ');
    const m = await createVerifiedMember(app);
    const refused = await createVerifiedMember(app);
    const before = counts(app);
    expect((await asking(refused.auth, { branch_id: 999 })).json().code).toBe('BAD_BRANCH');
    expect((await asking(refused.auth, { branch_id: 'เขาวิเศษ' })).statusCode).toBe(400);
    expect(counts(app)).toBe(before);
    expect((await asking(m.auth, { branch_id: khao, note: 'สร้อยคอ 1 บาท' })).statusCode).toBe(200);
    expect((await list(m.auth)).data[0]).toMatchObject({ branch_id: khao, branch: 'เขาวิเศษ' });
    const home = await createVerifiedMember(app);
    app.db
      .update(schema.users)
      .set({ homeBranchId: branchId(app, 'หาดสำราญ') })
      .where(eq(schema.users.id, home.user.id))
      .run();
    expect((await ask(home.auth)).statusCode).toBe(200);
    expect((await list(home.auth)).data[0]).toMatchObject({ branch: 'หาดสำราญ' });
  });

  it('takes the product the member wants, by a product of the shop and/or in their words', async () => {
    const product = app.db.insert(schema.products).values({ code: 'GN-777', weight: 1, unit: 'บาท', catId: 1 }).returning().get();
    const m = await createVerifiedMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/down/down-request',
      headers: m.auth,
      payload: { productId: product.id, note: '  ลายสี่เสา ยาว 24 นิ้ว ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(m.auth)).data[0].Asked).toBe('GN-777 (1 บาท) · ลายสี่เสา ยาว 24 นิ้ว');
    const row = app.db.select().from(schema.downRequests).where(eq(schema.downRequests.id, res.json().id)).get()!;
    expect(row).toMatchObject({ askedProductId: product.id, askedNote: 'ลายสี่เสา ยาว 24 นิ้ว' });

    // A product that does not exist, or a field the call does not take, changes nothing.
    const other = await createVerifiedMember(app);
    for (const payload of [{ productId: 999_999 }, { productId: 'GN-777' }, { note: 'x'.repeat(301) }, { product: 1 }]) {
      const before = counts(app);
      const bad = await app.inject({ method: 'POST', url: '/api/down/down-request', headers: other.auth, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(counts(app)).toBe(before);
    }
    const words = await app.inject({
      method: 'POST',
      url: '/api/down/down-request',
      headers: other.auth,
      payload: { note: 'กำไลลายมังกร 2 สลึง' },
    });
    expect(words.statusCode).toBe(200);
    expect((await list(other.auth)).data[0].Asked).toBe('กำไลลายมังกร 2 สลึง');
  });

  it('refuses a second request while one is open, and allows one after rejection or closing', async () => {
    const m = await createVerifiedMember(app);
    const first = (await ask(m.auth)).json().id;
    for (const status of ['pending', 'approved', 'closing'] as const) {
      setStatus(first, status);
      const before = counts(app);
      const again = await ask(m.auth);
      expect(again.statusCode, status).toBe(409);
      expect(again.json()).toMatchObject({ code: 'DOWN_REQUEST_OPEN' });
      expect(counts(app)).toBe(before);
    }
    setStatus(first, 'rejected');
    const second = (await ask(m.auth)).json().id;
    setStatus(second, 'closed');
    const third = await ask(m.auth);
    expect(third.statusCode).toBe(200);
    expect((await list(m.auth)).data.map((r: { down_id: number; Status: string }) => [r.down_id, r.Status])).toEqual([
      [third.json().id, 'รออนุมัติ'],
      [second, 'ปิดสัญญา'],
      [first, 'ไม่อนุมัติ'],
    ]);
  });

  it("shows the shop's reason on a request it did not approve", async () => {
    const m = await createVerifiedMember(app);
    const id = (await ask(m.auth)).json().id;
    const staff = await createStaff(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/down/requests/${id}/reject`,
      cookies: staff.cookies,
      payload: { note: 'สินค้าที่ขอหมดแล้ว' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(m.auth)).data[0]).toMatchObject({ down_id: id, Status: 'ไม่อนุมัติ', statusCode: 'rejected', Note: 'สินค้าที่ขอหมดแล้ว' });
  });

  it('lists approved amounts in baht', async () => {
    const m = await approvedMember();
    expect((await list(m.auth)).data).toEqual([
      {
        down_id: m.downId,
        DateColumn: expect.stringMatching(ISO),
        Status: 'อนุมัติ',
        statusCode: 'approved',
        Prod_type: 'สร้อยคอ 2 สลึง',
        ApprovedAmount: 24500,
        StartDate: '2025-01-01',
        EndDate: '2025-12-31',
        Asked: null,
        Paid: 0,
        PendingPaid: 0,
        Remaining: 24500,
        // 12 monthly instalments of 2,041.67 (the first rounded up), the first due a month after the start.
        NextInstalment: { dueDate: '2025-02-01', amount: 2041.67, daysOverdue: expect.any(Number) },
        Note: null,
        branch_id: branchId(app, 'นาวง'),
        branch: 'นาวง',
      },
    ]);
  });

  it('sums the contract: paid counts approved instalments; the next instalment counts what was sent', async () => {
    const m = await approvedMember();
    const paid = (await pay(m.auth, { downId: m.downId, amount: '3000' }, await pngImage(30, 30, { r: 200, g: 50, b: 10 }))).json().id;
    await pay(m.auth, { downId: m.downId, amount: '1000' }, await pngImage(30, 30, { r: 10, g: 90, b: 220 }));
    app.db.update(schema.downPayments).set({ status: 'approved' }).where(eq(schema.downPayments.id, paid)).run();
    const [c] = (await list(m.auth)).data;
    expect(c).toMatchObject({ Paid: 3000, PendingPaid: 1000, Remaining: 21500 });
    // 4,000 sent covers the first instalment (2,041.67) and part of the second (cumulative 4,083.34).
    expect(c.NextInstalment).toMatchObject({ dueDate: '2025-03-01', amount: 83.34 });
    setStatus(m.downId, 'closing');
    expect((await list(m.auth)).data[0].NextInstalment).toBeNull();
  });

  it('takes payments on an approved request and shows them in detail, newest first', async () => {
    const m = await approvedMember();
    const p1 = await pay(m.auth, { downId: m.downId, amount: '1000' });
    expect(p1.statusCode, p1.body).toBe(200);
    expect(p1.json()).toEqual({ message: 'ทำรายการสำเร็จ', id: expect.any(Number) });
    // Each transfer has its own slip: the same slip twice is refused (lib/money-input.test.ts).
    const p2 = await pay(m.auth, { downId: String(m.downId), amount: '2500.75' }, await pngImage(64, 48, { r: 9, g: 9, b: 9 }));
    app.db.update(schema.downPayments).set({ status: 'approved', note: 'ได้รับแล้ว' }).where(eq(schema.downPayments.id, p1.json().id)).run();

    const detail = await app.inject({ url: `/api/down/detail/${m.downId}`, headers: m.auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual([
      {
        id: p2.json().id,
        transfer_time: expect.stringMatching(ISO),
        amount: 2500.75,
        status: 'รออนุมัติ',
        statusCode: 'pending',
        note: null,
        proof: expect.any(String),
      },
      {
        id: p1.json().id,
        transfer_time: expect.stringMatching(ISO),
        amount: 1000,
        status: 'อนุมัติ',
        statusCode: 'approved',
        note: 'ได้รับแล้ว',
        proof: expect.any(String),
      },
    ]);
    const urls = (await app.inject({ url: `/api/down/detail/${m.downId}?images=url`, headers: m.auth })).json();
    expect(urls[0].proof).toMatch(SIGNED_URL);
    expect((await app.inject(urls[0].proof)).statusCode).toBe(200);
  });

  it('refuses payments that are bad or not on an approved request of the member, changing nothing', async () => {
    const m = await approvedMember();
    const other = await approvedMember();
    const pending = await createVerifiedMember(app);
    const pendingId = (await ask(pending.auth)).json().id;
    const cases: [string, Auth, Record<string, string | number | undefined>, Buffer | null, number][] = [
      ['amount 1.234', m.auth, { downId: m.downId, amount: '1.234' }, slip, 400],
      ['amount -5', m.auth, { downId: m.downId, amount: '-5' }, slip, 400],
      ['amount abc', m.auth, { downId: m.downId, amount: 'abc' }, slip, 400],
      ['amount 0', m.auth, { downId: m.downId, amount: '0' }, slip, 400],
      ['no amount', m.auth, { downId: m.downId }, slip, 400],
      ['missing slip', m.auth, { downId: m.downId, amount: '100' }, null, 400],
      ['text file as slip', m.auth, { downId: m.downId, amount: '100' }, Buffer.from('not an image at all'), 415],
      ['bad downId', m.auth, { downId: 'abc', amount: '100' }, slip, 400],
      ['unknown downId', m.auth, { downId: 999999, amount: '100' }, slip, 404],
      ["another member's downId", m.auth, { downId: other.downId, amount: '100' }, slip, 404],
      ['a pending request', pending.auth, { downId: pendingId, amount: '100' }, slip, 409],
    ];
    for (const [what, auth, fields, proof, status] of cases) {
      const before = counts(app);
      const res = await pay(auth, fields, proof);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().message, what).toBeTypeOf('string');
      expect(counts(app), what).toBe(before);
    }
  });

  it('records a payment once per Idempotency-Key', async () => {
    const m = await approvedMember();
    const key = { 'idempotency-key': 'down-pay-1' };
    const first = await pay(m.auth, { downId: m.downId, amount: '300' }, slip, key);
    const before = counts(app);
    const again = await pay(m.auth, { downId: m.downId, amount: '300' }, slip, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(counts(app)).toBe(before);
    expect((await pay(m.auth, { downId: m.downId, amount: '301' }, slip, key)).statusCode).toBe(409);
  });

  it("hides another member's request detail as not found", async () => {
    const a = await approvedMember();
    const b = await createVerifiedMember(app);
    await pay(a.auth, { downId: a.downId, amount: '100' });
    const res = await app.inject({ url: `/api/down/detail/${a.downId}`, headers: b.auth });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/down/detail/999999', headers: b.auth })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/down/detail/abc', headers: b.auth })).statusCode).toBe(400);
    expect(await list(b.auth)).toEqual({ data: [] });
  });

  it('asks to close an approved contract once, moving it to รอปิดสัญญา with the close request', async () => {
    const m = await approvedMember();
    const res = await done(m.auth, m.downId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'ทำรายการสำเร็จ', id: expect.any(Number) });
    expect((await list(m.auth)).data[0].Status).toBe('รอปิดสัญญา');
    const close = app.db.select().from(schema.downCloseRequests).where(eq(schema.downCloseRequests.id, res.json().id)).get()!;
    expect(close).toMatchObject({
      downId: m.downId,
      userId: m.user.id,
      status: 'pending',
      idCardImage: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    for (const status of ['closing', 'closed'] as const) {
      setStatus(m.downId, status);
      const before = counts(app);
      const again = await done(m.auth, m.downId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'DOWN_ALREADY_CLOSING' });
      expect(counts(app)).toBe(before);
    }
    // No more payments once closing.
    expect((await pay(m.auth, { downId: m.downId, amount: '100' })).statusCode).toBe(409);
  });

  it('refuses to close without both ID images, for a pending request, or for someone else', async () => {
    const m = await approvedMember();
    const other = await approvedMember();
    const pending = await createVerifiedMember(app);
    const pendingId = (await ask(pending.auth)).json().id;
    const cases: [string, Auth, number, Record<string, Buffer | undefined>, number][] = [
      ['no back image', m.auth, m.downId, { idCardImage: front }, 400],
      ['no images', m.auth, m.downId, {}, 400],
      ['text as image', m.auth, m.downId, { idCardImage: Buffer.from('text'), idCardImageBack: back }, 415],
      ['unknown downId', m.auth, 999999, { idCardImage: front, idCardImageBack: back }, 404],
      ["another member's downId", m.auth, other.downId, { idCardImage: front, idCardImageBack: back }, 404],
      ['a pending request', pending.auth, pendingId, { idCardImage: front, idCardImageBack: back }, 409],
    ];
    for (const [what, auth, downId, files, status] of cases) {
      const before = counts(app);
      const res = await done(auth, downId, files);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(counts(app), what).toBe(before);
    }
  });

  it('is for verified members only', async () => {
    const m = await approvedMember();
    await expectVerifiedMemberOnly(app, () => ({ method: 'POST', url: '/api/down/down-request', payload: {} }));
    await expectVerifiedMemberOnly(app, () => ({ url: '/api/down/get-req' }));
    await expectVerifiedMemberOnly(app, () => ({ url: `/api/down/detail/${m.downId}` }));
    await expectVerifiedMemberOnly(app, () => {
      const b = multipart({ downId: m.downId, amount: '100' }, { proof: slip });
      return { method: 'POST', url: '/api/down/submit-payment', payload: b.payload, headers: b.headers };
    });
    await expectVerifiedMemberOnly(app, () => {
      const b = multipart({ downId: m.downId }, { idCardImage: front, idCardImageBack: back });
      return { method: 'POST', url: '/api/down/done-request', payload: b.payload, headers: b.headers };
    });
  });
});
