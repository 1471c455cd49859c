import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember, multipart } from '../../test/factories';
import { activeSaver, counts } from '../../test/money-support';
import { slipPicture, slipVariants } from '../../test/slip-image';
import { branchId } from '../../test/branch-support';

// One transfer pays once, whoever sends it and in whichever flow (docs/decisions.md "Payments").
describe('transfer slips: read on the server, used once anywhere in the shop', async () => {
  const app = await testApp();
  const staff = await createStaff(app);
  type Auth = Record<string, string>;
  const send = (url: string, auth: Auth, fields: Record<string, string>, proof: Buffer, key?: string) => {
    const b = multipart(fields, { proof });
    return app.inject({
      method: 'POST',
      url,
      payload: b.payload,
      headers: { ...b.headers, ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const deposit = (auth: Auth, proof: Buffer, amount = '1500', key?: string) =>
    send('/api/saving/create-saving', auth, { amount }, proof, key);
  const slipRow = (kind: 'deposit' | 'instalment', paymentId: number) =>
    app.db
      .select()
      .from(schema.paymentSlips)
      .all()
      .find((s) => s.kind === kind && s.paymentId === paymentId);
  const staffDeposits = async (q = '') =>
    (await app.inject({ url: `/api/admin/saving/transactions?kind=deposit${q}`, cookies: staff.cookies })).json();

  async function instalmentPayer() {
    const m = await createVerifiedMember(app);
    const down = app.db
      .insert(schema.downRequests)
      .values({
        userId: m.user.id,
        branchId: branchId(app),
        status: 'approved',
        prodType: 'สร้อยคอ',
        approvedAmountSatang: 50_000_00,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
      .returning()
      .get();
    return { ...m, downId: down.id };
  }

  it('stores the sending bank and transRef with the deposit, and staff read them by the bank’s Thai name', async () => {
    const m = await activeSaver(app);
    const slip = await slipPicture({ bank: '004' });
    const res = await deposit(m.auth, slip.png);
    expect(res.statusCode, res.body).toBe(200);
    expect(slipRow('deposit', res.json().id)).toMatchObject({
      qr: 'read',
      bank: '004',
      transRef: slip.transRef,
      active: true,
      check: 'off',
      userId: m.user.id,
    });
    const row = (await staffDeposits()).data.find((d: { id: number }) => d.id === res.json().id);
    expect(row.slipRead).toEqual({
      qr: 'read',
      bank: '004',
      bankName: 'ธนาคารกสิกรไทย',
      transRef: slip.transRef,
      payload: null,
      others: [],
      check: 'off',
      checkNote: null,
      checkAmount: null,
      earlier: null,
      flagged: false,
    });
  });

  it('refuses the same transfer from another member, in any variant of the picture, and changes nothing', async () => {
    const first = await activeSaver(app);
    const slip = await slipPicture({ bank: '014' });
    expect((await deposit(first.auth, slip.png)).statusCode).toBe(200);
    const other = await activeSaver(app);
    for (const [name, variant] of Object.entries(await slipVariants(slip.png))) {
      const before = counts(app);
      const res = await deposit(other.auth, variant);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ code: 'SLIP_ALREADY_USED', message: 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว ไม่สามารถใช้ซ้ำได้ กรุณาแนบสลิปของการโอนครั้งนี้' });
      // never whose: neither the member nor the amount is named
      expect(res.body).not.toContain(String(first.user.username));
      expect(counts(app), name).toBe(before);
    }
  });

  it('refuses a transfer already paying a deposit when sent as an instalment, by the same member or another', async () => {
    const m = await instalmentPayer();
    app.db
      .insert(schema.savingAccounts)
      .values({ userId: m.user.id, status: 'active', branchId: branchId(app) })
      .run();
    const slip = await slipPicture({ bank: '002' });
    expect((await deposit(m.auth, slip.png)).statusCode).toBe(200);
    const variants = await slipVariants(slip.png);
    const same = await send('/api/down/submit-payment', m.auth, { downId: String(m.downId), amount: '1500' }, variants['half size']!);
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('SLIP_ALREADY_USED');
    const other = await instalmentPayer();
    const res = await send(
      '/api/down/submit-payment',
      other.auth,
      { downId: String(other.downId), amount: '1500' },
      variants['cropped margins']!,
    );
    expect(res.json().code).toBe('SLIP_ALREADY_USED');
    expect(app.db.select().from(schema.downPayments).where(eq(schema.downPayments.userId, other.user.id)).all()).toEqual([]);
  });

  it('reads instalment slips too, and staff see them in the instalment queue', async () => {
    const m = await instalmentPayer();
    const slip = await slipPicture({ bank: '025' });
    const res = await send('/api/down/submit-payment', m.auth, { downId: String(m.downId), amount: '2000' }, slip.png);
    expect(res.statusCode, res.body).toBe(200);
    const page = (await app.inject({ url: `/api/admin/down/payments?downId=${m.downId}`, cookies: staff.cookies })).json();
    expect(page.data[0].slipRead).toMatchObject({
      qr: 'read',
      bank: '025',
      bankName: 'ธนาคารกรุงศรีอยุธยา',
      transRef: slip.transRef,
      flagged: false,
    });
  });

  it('replays a retry with the same Idempotency-Key instead of calling it a reused slip', async () => {
    const m = await activeSaver(app);
    const slip = await slipPicture();
    const first = await deposit(m.auth, slip.png, '700', 'key-slip-1');
    const again = await deposit(m.auth, slip.png, '700', 'key-slip-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('lets the member send a rejected slip again, corrected, but never another member', async () => {
    const m = await activeSaver(app);
    const slip = await slipPicture({ bank: '006' });
    const wrong = await deposit(m.auth, slip.png, '1000');
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/saving/transactions/${wrong.json().id}/reject`,
      cookies: staff.cookies,
      payload: { note: 'ยอดไม่ตรงกับสลิป' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(slipRow('deposit', wrong.json().id)!.active).toBe(false);
    const stranger = await activeSaver(app);
    expect((await deposit(stranger.auth, slip.png, '1500')).json().code).toBe('SLIP_ALREADY_USED');
    const corrected = await deposit(m.auth, (await slipVariants(slip.png))['JPEG quality 60']!, '1500');
    expect(corrected.statusCode, corrected.body).toBe(200);
    // staff see the earlier, rejected use of the same transfer
    const row = (await staffDeposits()).data.find((d: { id: number }) => d.id === corrected.json().id);
    expect(row.slipRead).toMatchObject({
      transRef: slip.transRef,
      earlier: { kind: 'deposit', id: wrong.json().id, status: 'rejected' },
      flagged: true,
    });
    // and the transfer is held again
    expect((await deposit(m.auth, slip.png, '1500')).json().code).toBe('SLIP_ALREADY_USED');
  });

  it('accepts a picture without a slip QR and flags it for staff; the flagged filter finds it', async () => {
    const m = await activeSaver(app);
    const noQr = await deposit(m.auth, (await slipPicture({ qrText: null, amount: '333.00' })).png, '333');
    const url = await deposit(m.auth, (await slipPicture({ qrText: 'https://example.com/not-a-slip' })).png, '334');
    const clean = await deposit(m.auth, (await slipPicture()).png, '335');
    for (const r of [noQr, url, clean]) expect(r.statusCode).toBe(200);
    const flagged = (await staffDeposits('&slip=flagged&pageSize=100')).data.map((d: { id: number }) => d.id);
    expect(flagged).toEqual(expect.arrayContaining([noQr.json().id, url.json().id]));
    expect(flagged).not.toContain(clean.json().id);
    const row = (await staffDeposits('&pageSize=100')).data.find((d: { id: number }) => d.id === noQr.json().id);
    expect(row.slipRead).toMatchObject({ qr: 'none', bank: null, transRef: null, flagged: true });
    expect((await app.inject({ url: '/api/admin/saving/transactions?slip=other', cookies: staff.cookies })).statusCode).toBe(400);
  });

  it('keeps a slip row for ever: what it is cannot be changed or deleted, even by hand', async () => {
    const s = app.db.select().from(schema.paymentSlips).get()!;
    expect(() => app.sqlite.prepare('update payment_slips set trans_ref = ? where id = ?').run('X', s.id)).toThrow(/never changes/);
    expect(() => app.sqlite.prepare('delete from payment_slips where id = ?').run(s.id)).toThrow(/kept/);
    // two standing payments can never hold one transfer, whatever path wrote them
    const other = app.db
      .select()
      .from(schema.paymentSlips)
      .all()
      .find((r) => r.qr === 'read' && r.active && r.id !== s.id)!;
    expect(() =>
      app.sqlite
        .prepare('insert into payment_slips (kind, payment_id, user_id, image, qr, bank, trans_ref) values (?, ?, ?, ?, ?, ?, ?)')
        .run('deposit', 999_999, other.userId, other.image, 'read', other.bank, other.transRef),
    ).toThrow(/UNIQUE/);
  });
});
