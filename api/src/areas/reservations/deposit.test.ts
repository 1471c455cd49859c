import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId } from '../../test/branch-support';
import { createStaff, createVerifiedMember, multipart } from '../../test/factories';
import { atMoment } from '../../test/pawn-support';
import { pickupBranch } from '../../test/pickup-support';
import { slipPicture } from '../../test/slip-image';
import { depositRequired } from './deposit';
import { releaseExpired } from './expiry';

// A reservation's deposit (docs/decisions.md "Reservation deposits"): none by default; when the owner asks one it
// comes with the reservation through the one payment flow, and what becomes of it follows the rule promised then.

// Tuesday 1 December 2026, 10:00 in Bangkok. Branches open 09:00–17:00 but Sundays, 30-minute slots.
const NOW = new Date('2026-12-01T03:00:00Z');
atMoment(NOW);
const at = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+07:00`)).toISOString();

describe('reservation deposits', async () => {
  const app = await testApp();
  const HS = branchId(app, 'หาดสำราญ');
  pickupBranch(app, HS, 5);
  const owner = await createStaff(app, 'owner');
  const hsStaff = await createStaff(app, 'staff', 'hsd1', [HS]);
  const member = await createVerifiedMember(app);
  const other = await createVerifiedMember(app);

  let n = 0;
  const piece = () => {
    const p = app.db
      .insert(schema.products)
      .values({ code: `GN-D${++n}`, name: `แหวน ${n}`, weight: 1, unit: 'บาท', makingChargeSatang: 80_000, catId: 1 })
      .returning()
      .get();
    app.db.insert(schema.productStock).values({ productId: p.id, branchId: HS, quantity: 1 }).run();
    return p;
  };
  const setRules = (body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/admin/reservations/settings', cookies: owner.cookies, payload: { graceHours: 24, ...body } });
  const reserveJson = (code: string, auth = member.auth) =>
    app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: auth,
      payload: { code, branch_id: HS, start: at('2026-12-02', '10:00') },
    });
  let slot = 0;
  const reserveWithSlip = async (
    code: string,
    amount: string,
    png?: Buffer,
    opts: { auth?: Record<string, string>; key?: string } = {},
  ) => {
    const minutes = (slot++ % 14) * 30;
    const start = new Date(Date.parse(at('2026-12-03', '09:00')) + minutes * 60_000).toISOString();
    const form = multipart({ code, branch_id: HS, start, amount }, { proof: png ?? (await slipPicture({ amount })).png });
    return app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...(opts.auth ?? member.auth), ...form.headers, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
      payload: form.payload,
    });
  };
  const rowsOf = (code: string) => app.db.select().from(schema.reservations).where(eq(schema.reservations.productCode, code)).all();
  const depositOf = (reservationId: number) =>
    app.db.select().from(schema.reservationDeposits).where(eq(schema.reservationDeposits.reservationId, reservationId)).get();
  const cancelAsMember = (id: number) => app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers: member.auth });
  const messagesOf = (userId: number) => app.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.userId, userId)).all();

  it('asks none by default: JSON reserves as before, with no deposit', async () => {
    const terms = (await app.inject({ url: '/api/reservations/terms', headers: member.auth })).json();
    expect(terms).toMatchObject({ deposit: 0, depositRule: 'refund' });
    const p = piece();
    const res = await reserveJson(p.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deposit: 0, depositState: null, depositText: '' });
    // A slip sent while none is asked is refused, and writes nothing.
    const q = piece();
    const sent = await reserveWithSlip(q.code, '500');
    expect(sent.statusCode).toBe(400);
    expect(sent.json().code).toBe('NO_DEPOSIT');
    expect(rowsOf(q.code)).toEqual([]);
    expect((await cancelAsMember(res.json().id)).statusCode).toBe(200);
  });

  it('is the owner’s, bounded and audited; staff may not set it', async () => {
    const staffPut = await app.inject({
      method: 'PUT',
      url: '/api/admin/reservations/settings',
      cookies: hsStaff.cookies,
      payload: { graceHours: 24, deposit: 500, depositRule: 'keep' },
    });
    expect(staffPut.statusCode).toBe(403);
    expect((await setRules({ deposit: 100_001 })).statusCode).toBe(400);
    expect((await setRules({ deposit: -1 })).statusCode).toBe(400);
    expect((await setRules({ deposit: 10.005 })).statusCode).toBe(400);
    expect((await setRules({ depositRule: 'lose' })).statusCode).toBe(400);
    const res = await setRules({ deposit: 500, depositRule: 'refund' });
    expect(res.json()).toEqual({ graceHours: 24, deposit: 500, depositRule: 'refund' });
    const rows = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'reservation_settings')).all();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)!.after).toMatchObject({ deposit: 500 });
    const terms = (await app.inject({ url: '/api/reservations/terms', headers: member.auth })).json();
    expect(terms).toMatchObject({ deposit: 500, depositRule: 'refund' });
  });

  it('with a deposit set, JSON without a slip is refused in Thai and writes nothing', async () => {
    const p = piece();
    const pickupsBefore = app.db.select().from(schema.pickups).all().length;
    const res = await reserveJson(p.code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DEPOSIT_REQUIRED', message: expect.stringContaining('มัดจำ 500 บาท') });
    expect(rowsOf(p.code)).toEqual([]);
    expect(app.db.select().from(schema.pickups).all()).toHaveLength(pickupsBefore);
  });

  it('refuses an amount that is not the deposit exactly, before anything is written', async () => {
    const p = piece();
    for (const amount of ['499.99', '500.01', '1000']) {
      const res = await reserveWithSlip(p.code, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DEPOSIT_AMOUNT', message: expect.stringContaining('500 บาท') });
    }
    expect(rowsOf(p.code)).toEqual([]);
    expect(app.db.select().from(schema.paymentSlips).where(eq(schema.paymentSlips.kind, 'reservation')).all()).toEqual([]);
  });

  it('the right amount writes the reservation, its pickup, the deposit and the slip claim together', async () => {
    const p = piece();
    const slip = await slipPicture({ amount: '500' });
    const res = await reserveWithSlip(p.code, '500', slip.png, { key: 'dep-1' });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ code: p.code, status: 'pending', deposit: 500, depositRule: 'refund', depositState: 'held' });
    const row = rowsOf(p.code)[0]!;
    expect(row).toMatchObject({ depositSatang: 50_000, depositRule: 'refund', userId: member.user.id });
    expect(app.db.select().from(schema.pickups).where(eq(schema.pickups.id, row.pickupId!)).get()!.status).toBe('booked');
    const deposit = depositOf(row.id)!;
    expect(deposit).toMatchObject({ amountSatang: 50_000, state: 'held', userId: member.user.id });
    const claim = app.db.select().from(schema.paymentSlips).where(eq(schema.paymentSlips.kind, 'reservation')).all();
    expect(claim).toMatchObject([{ paymentId: deposit.id, transRef: slip.transRef }]);
    // The same request again under its key answers the first, writing nothing more.
    const again = await reserveWithSlip(p.code, '500', slip.png, { key: 'dep-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(r.id);
    expect(rowsOf(p.code)).toHaveLength(1);
  });

  it('a slip pays once: the same transfer for another piece is refused, whoever sends it, and nothing is written', async () => {
    const p = piece();
    const slip = await slipPicture({ amount: '500' });
    expect((await reserveWithSlip(p.code, '500', slip.png)).statusCode).toBe(200);
    const q = piece();
    const same = await reserveWithSlip(q.code, '500', slip.png, { auth: other.auth });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('SLIP_ALREADY_USED');
    // The same member with the same transfer in a fresh picture: refused too.
    const fresh = await slipPicture({ amount: '500', transRef: slip.transRef, bank: slip.bank, background: '#eeeeee' });
    expect((await reserveWithSlip(q.code, '500', fresh.png)).json().code).toBe('SLIP_ALREADY_USED');
    expect(rowsOf(q.code)).toEqual([]);
  });

  it('the member cancelling before the slot makes the deposit due back; staff record the refund once', async () => {
    const p = piece();
    const r = (await reserveWithSlip(p.code, '500')).json();
    expect((await cancelAsMember(r.id)).statusCode).toBe(200);
    expect(depositOf(r.id)!.state).toBe('refund_due');
    const mine = (await app.inject({ url: '/api/reservations', headers: member.auth })).json();
    expect(mine.find((x: { id: number }) => x.id === r.id)).toMatchObject({ depositState: 'refund_due', depositText: 'รอร้านคืนเงินมัดจำ' });
    const refund = (note: string) =>
      app.inject({ method: 'POST', url: `/api/admin/reservations/${r.id}/refund`, cookies: hsStaff.cookies, payload: { note } });
    expect((await refund('')).statusCode).toBe(400);
    const res = await refund('โอนคืน อ้างอิง 123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ depositState: 'refunded' });
    expect(depositOf(r.id)).toMatchObject({ state: 'refunded', refundedBy: hsStaff.staff.id, refundNote: 'โอนคืน อ้างอิง 123' });
    expect((await refund('อีกครั้ง')).json().code).toBe('NO_REFUND_DUE');
  });

  it('staff confirm and cancel with a reason: the member is told, the deposit is due back', async () => {
    const p = piece();
    const r = (await reserveWithSlip(p.code, '500')).json();
    const post = (what: string, payload: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: `/api/admin/reservations/${r.id}/${what}`, cookies: hsStaff.cookies, payload });
    // Staff deciding see the slip (a signed URL, never the picture's bytes to anyone else).
    const listed = (await app.inject({ url: '/api/admin/reservations', cookies: hsStaff.cookies })).json();
    expect(listed.find((x: { id: number }) => x.id === r.id).depositProof).toMatch(/^\/api\/images\/p\/[0-9a-f]{64}\.webp\?exp=/);
    expect((await post('confirm')).statusCode).toBe(200);
    expect((await post('cancel', { reason: 'สินค้าชำรุด' })).statusCode).toBe(200);
    expect(depositOf(r.id)!.state).toBe('refund_due');
    const texts = messagesOf(member.user.id).map((m) => m.text);
    expect(texts.some((t) => t.includes(`ร้านยืนยันการจองสินค้ารหัส ${p.code}`))).toBe(true);
    expect(texts.some((t) => t.includes('สินค้าชำรุด') && t.includes('ร้านจะคืนเงินมัดจำ 500 บาท'))).toBe(true);
  });

  it('collected at the counter, the deposit counts towards the price', async () => {
    const p = piece();
    const r = (await reserveWithSlip(p.code, '500')).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/pickups/${r.pickupId}/handed-over`,
      cookies: hsStaff.cookies,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(depositOf(r.id)!.state).toBe('applied');
    const mine = (await app.inject({ url: '/api/reservations', headers: member.auth })).json();
    expect(mine.find((x: { id: number }) => x.id === r.id)).toMatchObject({ status: 'collected', depositText: 'หักมัดจำเป็นค่าสินค้าแล้ว' });
  });

  it('a deposit owed back stays in the staff’s default list, tagged, until its refund is recorded', async () => {
    const p = piece();
    const r = (await reserveWithSlip(p.code, '500')).json();
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${r.id}/cancel`,
      cookies: hsStaff.cookies,
      payload: { reason: 'สินค้าชำรุด' },
    });
    expect(cancel.statusCode).toBe(200);
    type Row = { id: number; status: string; depositState: string | null };
    const list = async (q = '') => (await app.inject({ url: `/api/admin/reservations${q}`, cookies: hsStaff.cookies })).json() as Row[];
    const ids = (rows: Row[]) => rows.map((x) => x.id);
    // Closed, yet in the default view: the shop owes it back. Only live ones and refunds due are there.
    const open = await list();
    expect(open.find((x) => x.id === r.id)).toMatchObject({ status: 'cancelled', depositState: 'refund_due' });
    expect(open.every((x) => ['pending', 'confirmed'].includes(x.status) || x.depositState === 'refund_due')).toBe(true);
    expect(await list('?show=open')).toEqual(open);
    const owed = await list('?show=refund_due');
    expect(ids(owed)).toContain(r.id);
    expect(owed.every((x) => x.depositState === 'refund_due')).toBe(true);
    // Recorded: it leaves both, and is still among every reservation.
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${r.id}/refund`,
      cookies: hsStaff.cookies,
      payload: { note: 'โอนคืน อ้างอิง 456' },
    });
    expect(refund.statusCode).toBe(200);
    expect(ids(await list())).not.toContain(r.id);
    expect(ids(await list('?show=refund_due'))).not.toContain(r.id);
    expect((await list('?show=all')).find((x) => x.id === r.id)).toMatchObject({ depositState: 'refunded' });
    expect((await app.inject({ url: '/api/admin/reservations?show=closed', cookies: hsStaff.cookies })).statusCode).toBe(400);
  });

  it('the pickup day shows the deposit paid towards the piece, before and after the handover', async () => {
    const p = piece();
    const r = (await reserveWithSlip(p.code, '500')).json();
    const day = async () =>
      (await app.inject({ url: '/api/admin/pickups?date=2026-12-03', cookies: hsStaff.cookies })).json() as {
        id: number;
        what: string;
        depositPaid: number;
      }[];
    expect((await day()).find((x) => x.id === r.pickupId)).toMatchObject({ what: 'reservation', depositPaid: 500 });
    const handed = await app.inject({
      method: 'POST',
      url: `/api/admin/pickups/${r.pickupId}/handed-over`,
      cookies: hsStaff.cookies,
      payload: {},
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ status: 'handed_over', depositPaid: 500 });
    // A reservation made while no deposit was asked has none to take off.
    app.db.update(schema.shopSettings).set({ reservationDepositSatang: 0 }).run();
    const q = piece();
    const free = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: member.auth,
      payload: { code: q.code, branch_id: HS, start: at('2026-12-03', '16:00') },
    });
    expect(free.statusCode).toBe(200);
    expect((await day()).find((x) => x.id === free.json().pickupId)).toMatchObject({ depositPaid: 0 });
    app.db.update(schema.shopSettings).set({ reservationDepositSatang: 50_000 }).run();
  });

  it('is never above the piece’s price: a cheaper piece asks its price', () => {
    const priced = (ornamentSatang: number | null, pausedAt: string | null = null) =>
      ({
        priceRules: { get: () => ({ pausedAt }) },
        goldPrice: { inUse: () => (ornamentSatang === null ? null : { ornamentSatang }) },
      }) as never;
    // 1 สลึง (a quarter baht-weight) at 40,000 baht a baht-weight, 200 baht making: 10,200 baht.
    const small = { weight: 1, unit: 'สลึง', makingChargeSatang: 20_000 };
    app.db.update(schema.shopSettings).set({ reservationDepositSatang: 2_000_000 }).run();
    expect(depositRequired(priced(4_000_000), app.db, small).satang).toBe(1_020_000);
    // No price known, or prices paused: the owner's amount.
    expect(depositRequired(priced(null), app.db, small).satang).toBe(2_000_000);
    expect(depositRequired(priced(4_000_000, '2026-12-01T00:00:00Z'), app.db, small).satang).toBe(2_000_000);
    app.db.update(schema.shopSettings).set({ reservationDepositSatang: 50_000 }).run();
    expect(depositRequired(priced(4_000_000), app.db, small).satang).toBe(50_000);
  });

  it('expiry refunds or keeps as the rule promised when reserving, whatever the owner set since', async () => {
    await setRules({ deposit: 500, depositRule: 'refund' });
    const refunded = piece();
    const a = (await reserveWithSlip(refunded.code, '500')).json();
    await setRules({ deposit: 500, depositRule: 'keep' });
    const kept = piece();
    const b = (await reserveWithSlip(kept.code, '500')).json();
    expect(b.depositRule).toBe('keep');
    // The owner changes the rule again: neither promise moves.
    await setRules({ deposit: 500, depositRule: 'refund' });
    const after = Math.max(Date.parse(a.holdUntil), Date.parse(b.holdUntil)) + 1000;
    expect((await releaseExpired(app, new Date(after))).released).toBeGreaterThanOrEqual(2);
    expect(depositOf(a.id)!.state).toBe('refund_due');
    expect(depositOf(b.id)!.state).toBe('kept');
    const texts = messagesOf(member.user.id).map((m) => m.text);
    expect(texts.some((t) => t.includes(`การจองสินค้ารหัส ${kept.code}`) && t.includes('ร้านริบเงินมัดจำ 500 บาท'))).toBe(true);
    expect(texts.some((t) => t.includes(`การจองสินค้ารหัส ${refunded.code}`) && t.includes('ร้านจะคืนเงินมัดจำ'))).toBe(true);
    // A kept deposit is not refunded.
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${b.id}/refund`,
      cookies: hsStaff.cookies,
      payload: { note: 'x' },
    });
    expect(refund.json().code).toBe('NO_REFUND_DUE');
  });
});
