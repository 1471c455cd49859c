import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember, multipart } from '../../test/factories';
import { activeSaver, counts } from '../../test/money-support';
import { atMoment, pawnContract, sendPawnRequest } from '../../test/pawn-support';
import { newTransRef, slipPayload, slipPicture } from '../../test/slip-image';
import { branchId } from '../../test/branch-support';

// The ways an attack test paid twice with one transfer, each closed where the payment is taken
// (payments/take-payment.ts, lib/slips/transfer.ts; docs/decisions.md "One transfer pays once").
// JN2567-0012's terms (test/pawn-support.ts) on 26 Nov 2569: one month's ต่อดอก is quoted 1,171.23 (15 % a year of its principal for the 30 days it buys).
atMoment(new Date('2026-11-26T03:00:00Z'));

describe('one transfer pays once, however the slip is written or dressed up', async () => {
  const app = await testApp();
  const staff = await createStaff(app);
  type Auth = Record<string, string>;
  const deposit = (auth: Auth, proof: Buffer, amount = '1500', key?: string) => {
    const b = multipart({ amount }, { proof });
    return app.inject({
      method: 'POST',
      url: '/api/saving/create-saving',
      payload: b.payload,
      headers: { ...b.headers, ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const slipRows = (paymentId: number) =>
    app.db
      .select()
      .from(schema.paymentSlips)
      .all()
      .filter((s) => s.kind === 'deposit' && s.paymentId === paymentId);
  const staffRow = async (id: number) =>
    (await app.inject({ url: '/api/admin/saving/transactions?kind=deposit&pageSize=100', cookies: staff.cookies }))
      .json()
      .data.find((d: { id: number }) => d.id === id);
  const refusedAsUsed = async (auth: Auth, png: Buffer) => {
    const before = counts(app);
    const res = await deposit(auth, png);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('SLIP_ALREADY_USED');
    expect(counts(app)).toBe(before);
  };

  it('takes a re-cased reference as the same transfer, and stores every reference upper-cased', async () => {
    const ref = `${newTransRef()}abc`;
    const first = await activeSaver(app);
    const res = await deposit(first.auth, (await slipPicture({ bank: '004', qrText: slipPayload('004', ref) })).png);
    expect(res.statusCode, res.body).toBe(200);
    expect(slipRows(res.json().id)[0]).toMatchObject({ bank: '004', transRef: ref.toUpperCase(), payload: slipPayload('004', ref) });
    const other = await activeSaver(app);
    await refusedAsUsed(other.auth, (await slipPicture({ qrText: slipPayload('004', ref.toUpperCase()) })).png);
    await refusedAsUsed(other.auth, (await slipPicture({ qrText: slipPayload('004', ref.toLowerCase()) })).png);
  });

  it('takes a bank code of 2, 3 or 4 digits as one bank: a used slip is refused, never "no QR read"', async () => {
    const ref = newTransRef();
    const first = await activeSaver(app);
    expect((await deposit(first.auth, (await slipPicture({ qrText: slipPayload('004', ref) })).png)).statusCode).toBe(200);
    const other = await activeSaver(app);
    for (const bank of ['04', '0004', '4']) await refusedAsUsed(other.auth, (await slipPicture({ qrText: slipPayload(bank, ref) })).png);
  });

  it('refuses a used slip’s QR pasted beside a fresh one, and writes nothing', async () => {
    const used = newTransRef();
    const first = await activeSaver(app);
    expect((await deposit(first.auth, (await slipPicture({ bank: '014', transRef: used })).png)).statusCode).toBe(200);
    const other = await activeSaver(app);
    await refusedAsUsed(other.auth, (await slipPicture({ bank: '004', secondQrText: slipPayload('014', used) })).png);
    // the member's own standing payment holds it just the same
    await refusedAsUsed(first.auth, (await slipPicture({ bank: '004', secondQrText: slipPayload('014', used) })).png);
  });

  it('accepts two fresh transfers in one picture flagged for staff, and neither can pay again later', async () => {
    const m = await activeSaver(app);
    const second = newTransRef();
    const slip = await slipPicture({ bank: '004', secondQrText: slipPayload('025', second) });
    const res = await deposit(m.auth, slip.png);
    expect(res.statusCode, res.body).toBe(200);
    expect(slipRows(res.json().id).map((r) => `${r.seq}:${r.active}`)).toEqual(['0:true', '1:true']);
    const row = await staffRow(res.json().id);
    expect(row.slipRead.flagged).toBe(true);
    const shown = [row.slipRead, ...row.slipRead.others].map((t: { transRef: string }) => t.transRef).sort();
    expect(shown).toEqual([slip.transRef, second].sort());
    const flagged = (
      await app.inject({ url: '/api/admin/saving/transactions?kind=deposit&slip=flagged&pageSize=100', cookies: staff.cookies })
    ).json();
    expect(flagged.data.map((d: { id: number }) => d.id)).toContain(res.json().id);
    const other = await activeSaver(app);
    await refusedAsUsed(other.auth, (await slipPicture({ bank: '025', transRef: second })).png);
    await refusedAsUsed(other.auth, (await slipPicture({ bank: '004', transRef: slip.transRef })).png);
    // A rejection lets both go for the member who sent them.
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/saving/transactions/${res.json().id}/reject`,
      cookies: staff.cookies,
      payload: { note: 'สองสลิปในรูปเดียว' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(slipRows(res.json().id).map((r) => r.active)).toEqual([false, false]);
    expect((await deposit(m.auth, (await slipPicture({ bank: '025', transRef: second })).png)).statusCode).toBe(200);
  });

  it('accepts a QR that decodes but is no slip the shop knows, flagged apart from "no QR", with its text for staff', async () => {
    const m = await activeSaver(app);
    const good = slipPayload('004', newTransRef());
    const badCrc = good.slice(0, -4) + (good.endsWith('0000') ? '1111' : '0000');
    for (const qrText of [badCrc, slipPayload('4X', newTransRef())]) {
      const res = await deposit(m.auth, (await slipPicture({ qrText })).png);
      expect(res.statusCode, res.body).toBe(200);
      expect((await staffRow(res.json().id)).slipRead).toMatchObject({ qr: 'unknown', payload: qrText, bank: null, flagged: true });
    }
    const none = await deposit(m.auth, (await slipPicture({ qrText: null })).png);
    expect((await staffRow(none.json().id)).slipRead).toMatchObject({ qr: 'none', payload: null, flagged: true });
  });

  it('answers the same Idempotency-Key with another slip of the same amount 409, and keeps the first slip', async () => {
    const m = await activeSaver(app);
    const first = await slipPicture();
    const sent = await deposit(m.auth, first.png, '800', 'key-two-slips');
    expect(sent.statusCode).toBe(200);
    const before = counts(app);
    const other = await deposit(m.auth, (await slipPicture()).png, '800', 'key-two-slips');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(counts(app)).toBe(before);
    // the same request again is the first answer
    const again = await deposit(m.auth, first.png, '800', 'key-two-slips');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(sent.json());
    // and a key of a deposit is no key for an instalment's or a withdrawal's amount either
    expect((await deposit(m.auth, first.png, '801', 'key-two-slips')).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('holds the same rules for an instalment and a pawn payment: the one flow takes them all', async () => {
    const m = await createVerifiedMember(app);
    const down = app.db
      .insert(schema.downRequests)
      .values({
        userId: m.user.id,
        branchId: branchId(app),
        status: 'approved',
        prodType: 'สร้อย',
        approvedAmountSatang: 50_000_00,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
      .returning()
      .get();
    const pay = (proof: Buffer, key: string) => {
      const b = multipart({ downId: String(down.id), amount: '1000' }, { proof });
      return app.inject({
        method: 'POST',
        url: '/api/down/submit-payment',
        payload: b.payload,
        headers: { ...b.headers, ...m.auth, 'idempotency-key': key },
      });
    };
    const slip = await slipPicture();
    expect((await pay(slip.png, 'inst-1')).statusCode).toBe(200);
    expect((await pay((await slipPicture()).png, 'inst-1')).json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const owner = await createVerifiedMember(app);
    const c = pawnContract(app, owner.user.customerId!);
    const used = await sendPawnRequest(
      app,
      owner.auth,
      { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' },
      { slip: (await slipPicture({ qrText: slipPayload('04', slip.transRef.toLowerCase()) })).png },
    );
    expect(used.statusCode, used.body).toBe(409);
    expect(used.json().code).toBe('SLIP_ALREADY_USED');
  });
});
