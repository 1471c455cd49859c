import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId } from '../../test/branch-support';
import { createStaff, createMember, createVerifiedMember } from '../../test/factories';
import { atMoment } from '../../test/pawn-support';
import { pickupBranch } from '../../test/pickup-support';
import { releaseExpired } from './expiry';

// Tuesday 1 December 2026, 10:00 in Bangkok. Branches open 09:00–17:00 but Sundays, 30-minute slots.
const NOW = new Date('2026-12-01T03:00:00Z');
atMoment(NOW);
/** A Bangkok 'YYYY-MM-DD HH:MM' as the ISO the API speaks. */
const at = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+07:00`)).toISOString();
const HOUR = 3_600_000;

describe('reservations', async () => {
  const app = await testApp();
  const HS = branchId(app, 'หาดสำราญ');
  const KW = branchId(app, 'เขาวิเศษ');
  pickupBranch(app, HS, 5);
  pickupBranch(app, KW, 5);
  const owner = await createStaff(app, 'owner');
  const hsStaff = await createStaff(app, 'staff', 'hs1', [HS]);
  const kwStaff = await createStaff(app, 'staff', 'kw1', [KW]);
  const member = await createVerifiedMember(app);
  const other = await createVerifiedMember(app);

  let n = 0;
  /** A product with `stock` at หาดสำราญ (no row at the other branches: not kept there). */
  const piece = (stock = 1) => {
    const p = app.db
      .insert(schema.products)
      .values({ code: `GN-R${++n}`, name: `สร้อย ${n}`, weight: 1, unit: 'บาท', makingChargeSatang: 80_000, catId: 1 })
      .returning()
      .get();
    app.db.insert(schema.productStock).values({ productId: p.id, branchId: HS, quantity: stock }).run();
    return p;
  };
  const reserveAs = (auth: Record<string, string>, code: string, start = at('2026-12-02', '10:00'), branch = HS) =>
    app.inject({ method: 'POST', url: '/api/reservations', headers: auth, payload: { code, branch_id: branch, start } });
  const live = () => app.db.select().from(schema.reservations).where(eq(schema.reservations.status, 'pending')).all();
  const staffPost = (cookies: Record<string, string>, id: number, what: 'confirm' | 'cancel', payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `/api/admin/reservations/${id}/${what}`, cookies, payload });

  it('reserves a piece in stock with a pickup slot at that branch', async () => {
    const p = piece();
    const res = await reserveAs(member.auth, p.code);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ code: p.code, name: p.name, branch_id: HS, branchName: 'หาดสำราญ', status: 'pending' });
    expect(r.start).toBe(at('2026-12-02', '10:00'));
    expect(r.holdUntil).toBe(new Date(Date.parse(at('2026-12-02', '10:30')) + 24 * HOUR).toISOString());
    const pickup = app.db.select().from(schema.pickups).where(eq(schema.pickups.id, r.pickupId)).get()!;
    expect(pickup).toMatchObject({ what: 'reservation', ref: r.id, branchId: HS, status: 'booked', userId: member.user.id });
    // It shows among the member's pickups and reservations, and no one else's.
    const pickups = (await app.inject({ url: '/api/pickups', headers: member.auth })).json();
    expect(pickups.map((x: { id: number }) => x.id)).toContain(pickup.id);
    expect((await app.inject({ url: '/api/reservations', headers: member.auth })).json()[0].id).toBe(r.id);
    expect((await app.inject({ url: '/api/reservations', headers: other.auth })).json()).toEqual([]);
  });

  it('never reserves a piece twice: two at once for the last piece, exactly one wins', async () => {
    const p = piece(1);
    const [a, b] = await Promise.all([reserveAs(member.auth, p.code), reserveAs(other.auth, p.code, at('2026-12-02', '11:00'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.statusCode === 409)!.json()).toMatchObject({
      code: 'ALREADY_RESERVED',
      message: expect.stringMatching(/[ก-๙]/),
    });
    expect(live().filter((r) => r.productCode === p.code)).toHaveLength(1);
    // The loser booked no slot either.
    expect(
      app.db
        .select()
        .from(schema.pickups)
        .where(eq(schema.pickups.what, 'reservation'))
        .all()
        .filter((x) => x.userId === other.user.id),
    ).toHaveLength(0);
  });

  it('the database itself refuses a second live reservation of a code', async () => {
    const p = piece(1);
    const row = { userId: member.user.id, productId: p.id, productCode: p.code, branchId: HS };
    app.db.insert(schema.reservations).values(row).run();
    expect(() => app.db.insert(schema.reservations).values(row).run()).toThrow(/UNIQUE/);
  });

  it('refuses where the piece is not in stock: none left, or not kept at that branch', async () => {
    const none = piece(0);
    const res = await reserveAs(member.auth, none.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_IN_STOCK');
    const elsewhere = piece(1);
    const there = await reserveAs(member.auth, elsewhere.code, at('2026-12-02', '10:00'), KW);
    expect(there.statusCode).toBe(409);
    expect(there.json().code).toBe('NOT_IN_STOCK');
    expect((await reserveAs(member.auth, 'NO-SUCH')).statusCode).toBe(404);
    expect(live().filter((r) => [none.code, elsewhere.code].includes(r.productCode))).toEqual([]);
  });

  it('asks for a verified member', async () => {
    const unverified = await createMember(app);
    const p = piece();
    expect((await reserveAs(unverified.auth, p.code)).statusCode).toBe(403);
    expect(live().filter((r) => r.productCode === p.code)).toEqual([]);
  });

  it('the member cancels their own before the pickup, releasing the piece and the slot; another member gets 404', async () => {
    const p = piece();
    const r = (await reserveAs(member.auth, p.code)).json();
    expect((await app.inject({ method: 'DELETE', url: `/api/reservations/${r.id}`, headers: other.auth })).statusCode).toBe(404);
    // The pickup alone cannot be cancelled: it belongs to the reservation.
    const viaPickup = await app.inject({ method: 'DELETE', url: `/api/pickups/${r.pickupId}`, headers: member.auth });
    expect(viaPickup.json().code).toBe('CANCEL_RESERVATION');
    const res = await app.inject({ method: 'DELETE', url: `/api/reservations/${r.id}`, headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(app.db.select().from(schema.pickups).where(eq(schema.pickups.id, r.pickupId)).get()!.status).toBe('cancelled');
    // The piece may be reserved again.
    expect((await reserveAs(other.auth, p.code)).statusCode).toBe(200);
  });

  it('staff of the branch confirm and cancel with a reason; another branch gets 403 OTHER_BRANCH and changes nothing', async () => {
    const p = piece();
    const r = (await reserveAs(member.auth, p.code)).json();
    const refused = await staffPost(kwStaff.cookies, r.id, 'confirm');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OTHER_BRANCH');
    expect((await staffPost(kwStaff.cookies, r.id, 'cancel', { reason: 'x' })).statusCode).toBe(403);
    const listKw = (await app.inject({ url: '/api/admin/reservations', cookies: kwStaff.cookies })).json();
    expect(listKw.map((x: { id: number }) => x.id)).not.toContain(r.id);
    const listHs = (await app.inject({ url: `/api/admin/reservations?branch_id=${HS}`, cookies: hsStaff.cookies })).json();
    expect(listHs.find((x: { id: number }) => x.id === r.id)).toMatchObject({ status: 'pending', userId: member.user.id });

    const ok = await staffPost(hsStaff.cookies, r.id, 'confirm');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', decidedBy: 'hs1' });
    expect((await staffPost(hsStaff.cookies, r.id, 'confirm')).json().code).toBe('ALREADY_DECIDED');
    expect((await staffPost(hsStaff.cookies, r.id, 'cancel', {})).statusCode).toBe(400);
    const cancelled = await staffPost(hsStaff.cookies, r.id, 'cancel', { reason: 'สินค้าชำรุด' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'สินค้าชำรุด' });
    expect(app.db.select().from(schema.pickups).where(eq(schema.pickups.id, r.pickupId)).get()!.status).toBe('cancelled');
    const audits = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'reservation')).all();
    expect(audits.map((a) => a.action)).toEqual(['approve', 'reject']);
  });

  it('is collected by the pickup day’s handover: the branch’s stock goes down by one', async () => {
    const p = piece(2);
    const r2 = (await reserveAs(member.auth, p.code)).json();
    const kw = await app.inject({
      method: 'POST',
      url: `/api/admin/pickups/${r2.pickupId}/handed-over`,
      cookies: kwStaff.cookies,
      payload: {},
    });
    expect(kw.statusCode).toBe(403);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/pickups/${r2.pickupId}/handed-over`,
      cookies: hsStaff.cookies,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(app.db.select().from(schema.reservations).where(eq(schema.reservations.id, r2.id)).get()!.status).toBe('collected');
    const stock = app.db
      .select()
      .from(schema.productStock)
      .where(and(eq(schema.productStock.productId, p.id), eq(schema.productStock.branchId, HS)))
      .get()!;
    expect(stock.quantity).toBe(1);
    // Collected, the piece may be reserved again (one is left).
    expect((await reserveAs(other.auth, p.code)).statusCode).toBe(200);
  });

  it('is released on time when not collected by its slot end plus the grace (fake clock)', async () => {
    const p = piece();
    const r = (await reserveAs(member.auth, p.code, at('2026-12-03', '10:00'))).json();
    const holdUntil = Date.parse(r.holdUntil);
    expect(holdUntil).toBe(Date.parse(at('2026-12-03', '10:30')) + 24 * HOUR);
    // The earlier tests' reservations (tomorrow's slots) are past their grace by then; this one is not.
    await releaseExpired(app, new Date(holdUntil - 1000));
    expect(app.db.select().from(schema.reservations).where(eq(schema.reservations.id, r.id)).get()!.status).toBe('pending');
    expect((await releaseExpired(app, new Date(holdUntil + 1000))).released).toBe(1);
    expect(app.db.select().from(schema.reservations).where(eq(schema.reservations.id, r.id)).get()!.status).toBe('expired');
    expect(app.db.select().from(schema.pickups).where(eq(schema.pickups.id, r.pickupId)).get()!.status).toBe('cancelled');
  });

  it('the grace is the owner’s, audited; staff may read it but not set it', async () => {
    const put = (cookies: Record<string, string>, graceHours: number) =>
      app.inject({ method: 'PUT', url: '/api/admin/reservations/settings', cookies, payload: { graceHours } });
    expect((await put(hsStaff.cookies, 2)).statusCode).toBe(403);
    const res = await put(owner.cookies, 2);
    expect(res.json()).toEqual({ graceHours: 2, deposit: 0, depositRule: 'refund' });
    expect((await app.inject({ url: '/api/reservations/terms', headers: member.auth })).json()).toEqual({
      graceHours: 2,
      deposit: 0,
      depositRule: 'refund',
    });
    expect(app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'reservation_settings')).all()).toHaveLength(1);
    const p = piece();
    const r = (await reserveAs(member.auth, p.code, at('2026-12-04', '10:00'))).json();
    expect(r.holdUntil).toBe(new Date(Date.parse(at('2026-12-04', '10:30')) + 2 * HOUR).toISOString());
    await put(owner.cookies, 24);
  });

  it('holds at most 5 live reservations per member (no deposit is asked), and writes nothing past them', async () => {
    const busy = await createVerifiedMember(app);
    for (let i = 0; i < 5; i++) expect((await reserveAs(busy.auth, piece().code, at('2026-12-03', `1${i}:00`))).statusCode).toBe(200);
    const before = app.db.select().from(schema.reservations).all().length;
    const sixth = await reserveAs(busy.auth, piece().code, at('2026-12-03', '15:00'));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_RESERVATIONS', message: expect.stringContaining('ไม่เกิน 5 ชิ้น') });
    expect(app.db.select().from(schema.reservations).all()).toHaveLength(before);
  });
});
