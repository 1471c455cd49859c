import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { createStaff, multipart, pngImage } from '../test/factories';
import { activeSaver, counts } from '../test/money-support';
import { pawnContract, sendPawnRequest } from '../test/pawn-support';
import { addDays, bangkokToday } from './dates';
import { branchId } from '../test/branch-support';

// The rules every member money request shares (lib/money-input): the shop's minimums and one slip, one transfer.
describe('member money requests: minimums and repeated slips', async () => {
  const app = await testApp();
  // The minimums are a rule that moves money: the owner's (plain staff are refused below).
  const { staff, cookies } = await createStaff(app, 'owner');
  let colour = 0;
  // Colours far apart: slips are re-encoded (lossy WebP) before hashing, so near-identical pictures may match.
  const freshSlip = () => (colour++, pngImage(40, 30, { r: (colour * 37) % 256, g: (colour * 91) % 256, b: (colour * 53) % 256 }));
  const send = (url: string, auth: Record<string, string>, fields: Record<string, string | number>, proof: Buffer, key?: string) => {
    const body = multipart(fields, { proof });
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...(key && { 'idempotency-key': key }) },
    });
  };
  const deposit = (auth: Record<string, string>, amount: string, proof: Buffer, key?: string) =>
    send('/api/saving/create-saving', auth, { amount }, proof, key);
  async function contract() {
    const m = await activeSaver(app);
    const down = app.db
      .insert(schema.downRequests)
      .values({ userId: m.user.id, branchId: branchId(app), status: 'approved', approvedAmountSatang: 2_000_000 })
      .returning()
      .get();
    return { ...m, downId: down.id };
  }
  const pay = (m: { auth: Record<string, string>; downId: number }, amount: string, proof: Buffer) =>
    send('/api/down/submit-payment', m.auth, { downId: m.downId, amount }, proof);
  const rules = async () => (await app.inject('/api/content/money-rules')).json();

  it('are 100 baht for a deposit and an instalment until staff change them', async () => {
    expect(await rules()).toMatchObject({ minDeposit: 100, minInstalment: 100 });
    const m = await contract();
    const before = counts(app);
    const small = await deposit(m.auth, '99.99', await freshSlip());
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'BELOW_MINIMUM', message: 'ยอดฝากขั้นต่ำ 100 บาท' });
    const smallPay = await pay(m, '50', await freshSlip());
    expect(smallPay.json()).toMatchObject({ code: 'BELOW_MINIMUM', message: 'ยอดชำระขั้นต่ำ 100 บาท' });
    expect(counts(app)).toBe(before);
    expect((await deposit(m.auth, '100', await freshSlip())).statusCode).toBe(200);
    expect((await pay(m, '100', await freshSlip())).statusCode).toBe(200);
  });

  it('follow what the owner sets, each change audited; a member or a plain staff account cannot set them', async () => {
    const m = await contract();
    const member = await app.inject({ method: 'PUT', url: '/api/content/money-rules', payload: { minDeposit: 1 }, headers: m.auth });
    expect(member.statusCode).toBe(403);
    const clerk = await createStaff(app, 'staff');
    const byStaff = await app.inject({
      method: 'PUT',
      url: '/api/content/money-rules',
      payload: { minDeposit: 1 },
      cookies: clerk.cookies,
    });
    expect(byStaff.json()).toMatchObject({ code: 'OWNER_ONLY' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/content/money-rules',
      payload: { minDeposit: 500, minInstalment: 1000.5 },
      cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ minDeposit: 500, minInstalment: 1000.5 });
    expect(await rules()).toMatchObject({ minDeposit: 500, minInstalment: 1000.5 });
    expect((await deposit(m.auth, '499', await freshSlip())).json().message).toBe('ยอดฝากขั้นต่ำ 500 บาท');
    expect((await pay(m, '1000', await freshSlip())).json().message).toBe('ยอดชำระขั้นต่ำ 1,000.50 บาท');
    const audit = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'money_rules')).all();
    expect(audit.at(-1)).toMatchObject({
      staffId: staff.id,
      before: { minDeposit: 100 },
      after: { minDeposit: 500, minInstalment: 1000.5 },
    });
    // One left out keeps what is saved; bad values change nothing.
    await app.inject({ method: 'PUT', url: '/api/content/money-rules', payload: { minInstalment: 100 }, cookies });
    expect(await rules()).toMatchObject({ minDeposit: 500, minInstalment: 100 });
    for (const payload of [{ minDeposit: 0 }, { minDeposit: 1.005 }, { minDeposit: 'ร้อย' }]) {
      expect(
        (await app.inject({ method: 'PUT', url: '/api/content/money-rules', payload, cookies })).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(await rules()).toMatchObject({ minDeposit: 500, minInstalment: 100 });
    await app.inject({ method: 'PUT', url: '/api/content/money-rules', payload: { minDeposit: 100 }, cookies });
  });

  it('refuse the same slip twice from one member, across deposits and instalments, while the first stands', async () => {
    const m = await contract();
    const slip = await freshSlip();
    expect((await deposit(m.auth, '500', slip)).statusCode).toBe(200);
    const before = counts(app);
    const again = await deposit(m.auth, '700', slip);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SLIP_ALREADY_USED',
      message: 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว ไม่สามารถใช้ซ้ำได้ กรุณาแนบสลิปของการโอนครั้งนี้',
    });
    expect((await pay(m, '500', slip)).json().code).toBe('SLIP_ALREADY_USED');
    expect(counts(app)).toBe(before);
  });

  it('take a rejected slip again (the amount corrected), and another member’s slip (staff see the match)', async () => {
    const m = await contract();
    const slip = await freshSlip();
    const first = await deposit(m.auth, '500', slip);
    app.db
      .update(schema.savingTransactions)
      .set({ status: 'rejected', note: 'ยอดไม่ตรงสลิป' })
      .where(eq(schema.savingTransactions.id, first.json().id))
      .run();
    expect((await deposit(m.auth, '550', slip)).statusCode).toBe(200);
    const other = await contract();
    expect((await deposit(other.auth, '550', slip)).statusCode).toBe(200);
  });

  it('flag for staff the later use of a slip, across members and across deposits and instalments', async () => {
    const a = await contract();
    const b = await contract();
    const slip = await freshSlip();
    const first = (await deposit(a.auth, '500', slip)).json().id;
    const repeat = (await deposit(b.auth, '500', slip)).json().id;
    const instalment = (await pay(b, '500', await freshSlip())).json().id;
    const clean = (await deposit(b.auth, '600', await freshSlip())).json().id;
    const third = (await pay(a, '500', slip)).statusCode;
    expect(third).toBe(409); // a's own second use is refused outright
    const rows = (await app.inject({ url: '/api/admin/saving/transactions?kind=deposit&pageSize=100', cookies })).json().data as {
      id: number;
      slipMatch: unknown;
    }[];
    const byId = new Map(rows.map((r) => [r.id, r.slipMatch]));
    expect(byId.get(first)).toBeNull();
    expect(byId.get(repeat)).toEqual({
      kind: 'deposit',
      id: first,
      downId: null,
      jnId: null,
      amount: 500,
      username: a.user.username,
      createdAt: expect.any(String),
    });
    expect(byId.get(clean)).toBeNull();
    const detail = (await app.inject({ url: `/api/admin/saving/transactions/${repeat}`, cookies })).json();
    expect(detail.slipMatch).toMatchObject({ kind: 'deposit', id: first });
    const pays = (await app.inject({ url: '/api/admin/down/payments?pageSize=100', cookies })).json().data as {
      id: number;
      slipMatch: unknown;
    }[];
    expect(pays.find((p) => p.id === instalment)!.slipMatch).toBeNull();
    // A third member's instalment with the same slip: taken, and flagged against the first deposit.
    const c = await contract();
    const crossed = (await pay(c, '500', slip)).json().id;
    const after = (await app.inject({ url: '/api/admin/down/payments?pageSize=100', cookies })).json().data as {
      id: number;
      slipMatch: unknown;
    }[];
    expect(after.find((p) => p.id === crossed)!.slipMatch).toMatchObject({ kind: 'deposit', id: first });
    // A deposit whose slip first paid an instalment names that instalment's contract and amount.
    const slip2 = await freshSlip();
    const paid = (await pay(c, '750.25', slip2)).json().id;
    const late = (await deposit(a.auth, '750.25', slip2)).json().id;
    const deposits = (await app.inject({ url: '/api/admin/saving/transactions?kind=deposit&pageSize=100', cookies })).json().data as {
      id: number;
      slipMatch: unknown;
    }[];
    expect(deposits.find((d) => d.id === late)!.slipMatch).toEqual({
      kind: 'instalment',
      id: paid,
      downId: c.downId,
      jnId: null,
      amount: 750.25,
      username: expect.any(String),
      createdAt: expect.any(String),
    });

    // A pawn payment with the first deposit's picture: taken, and flagged against it in the pawn queue; the
    // member's own second use of a picture across flows is refused.
    // 1,000 a month on 95,000.50 is below 15 % a year: a month of ต่อดอก costs 1,000 whatever today's month.
    const dates = { jnDate: addDays(bangkokToday(), -20), dueDate: addDays(bangkokToday(), 140), rateInSatang: 100_000, feeSatang: 0 };
    const pawnPay = (m: typeof c, proof: Buffer) =>
      sendPawnRequest(
        app,
        m.auth,
        { jn_id: pawnContract(app, m.customer.id, dates).jnId, kind: 'interest', months: 1, amount: '1000.00' },
        { slip: proof },
      );
    expect((await pawnPay(c, slip2)).json().code).toBe('SLIP_ALREADY_USED');
    const pawnId = (await pawnPay(await contract(), slip)).json().id;
    const queue = (await app.inject({ url: '/api/admin/pawn/requests?pageSize=100', cookies })).json().data as {
      id: number;
      slipMatch: unknown;
      slipRead: { flagged: boolean };
    }[];
    const row = queue.find((r) => r.id === pawnId)!;
    expect(row.slipMatch).toMatchObject({ kind: 'deposit', id: first, jnId: null });
    expect(row.slipRead.flagged).toBe(true);
    const flagged = (await app.inject({ url: '/api/admin/pawn/requests?slip=flagged&pageSize=100', cookies })).json().data as {
      id: number;
    }[];
    expect(flagged.map((r) => r.id)).toContain(pawnId);
  });

  it("mask for staff a closed member's name in another member's slip match; the owner sees it", async () => {
    const clerk = await createStaff(app, 'staff');
    const gone = await contract();
    const open = await contract();
    const slip = await freshSlip();
    const first = (await deposit(gone.auth, '500', slip)).json().id;
    // Closed after the deposit (its rows are kept, restricted: docs/operations.md "Personal data").
    app.db.update(schema.users).set({ closedAt: new Date().toISOString() }).where(eq(schema.users.id, gone.user.id)).run();
    const repeat = (await deposit(open.auth, '500', slip)).json().id;
    const instalment = (await pay(open, '500', slip)).statusCode;
    expect(instalment).toBe(409); // the open member's own second use
    const third = await contract();
    const crossed = (await pay(third, '500', slip)).json().id;
    const fourth = await contract();
    // 1,000 a month on 95,000.50 is below 15 % a year: a month of ต่อดอก costs 1,000 whatever today's month.
    const dates = { jnDate: addDays(bangkokToday(), -20), dueDate: addDays(bangkokToday(), 140), rateInSatang: 100_000, feeSatang: 0 };
    const pawnId = (
      await sendPawnRequest(
        app,
        fourth.auth,
        { jn_id: pawnContract(app, fourth.customer.id, dates).jnId, kind: 'interest', months: 1, amount: '1000.00' },
        { slip },
      )
    ).json().id;
    const matches = async (who: Record<string, string>) => {
      const get = async (url: string) => (await app.inject({ url, cookies: who })).json();
      const find = (rows: { id: number; slipMatch: { id: number; username: string | null } | null }[], id: number) =>
        rows.find((r) => r.id === id)!.slipMatch;
      return [
        find((await get('/api/admin/saving/transactions?kind=deposit&pageSize=100')).data, repeat),
        (await get(`/api/admin/saving/transactions/${repeat}`)).slipMatch,
        find((await get('/api/admin/down/payments?pageSize=100')).data, crossed),
        find((await get('/api/admin/pawn/requests?pageSize=100')).data, pawnId),
      ];
    };
    const name = gone.user.username!;
    for (const m of await matches(clerk.cookies)) {
      expect(m).toMatchObject({ kind: 'deposit', id: first, amount: 500 });
      expect(m!.username).not.toContain(name);
      expect(m!.username).toMatch(/\*\*\*$/);
    }
    for (const m of await matches(cookies)) expect(m).toMatchObject({ id: first, username: name });
    // The open member's own row is untouched for staff.
    const row = (await app.inject({ url: `/api/admin/saving/transactions/${repeat}`, cookies: clerk.cookies })).json();
    expect(row.username).toBe(open.user.username);
  });

  it('replay a retry with the same Idempotency-Key instead of calling it a second slip', async () => {
    const m = await contract();
    const slip = await freshSlip();
    const first = await deposit(m.auth, '300', slip, 'retry-key-1');
    const retry = await deposit(m.auth, '300', slip, 'retry-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
  });
});
