import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId } from '../../test/branch-support';
import { multipart, pngImage } from '../../test/factories';
import { goldHarness } from '../../test/gold-support';
import { atMoment } from '../../test/pawn-support';
import { pickupBranch } from '../../test/pickup-support';
import { reconcileGoldLedger } from './reconcile';

// Taking a catalogue ornament against grams (docs/decisions.md "Gold account: an ornament for grams").
// Tuesday 1 December 2026, 10:00 in Bangkok: branches open 09:00–17:00 but Sundays, 30-minute slots.
atMoment(new Date('2026-12-01T03:00:00Z'));
const at = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+07:00`)).toISOString();
const SLOT = at('2026-12-02', '10:00');

describe('an ornament for grams', async () => {
  const app = await testApp();
  const gold = await goldHarness(app);
  const HS = branchId(app, 'หาดสำราญ');
  pickupBranch(app, HS, 5);
  // 40,000 baht a baht-weight: 40,000 baht buys exactly one baht-weight of bar gold, 15.2440 g.
  await gold.setPrice(40_000, 39_900);
  afterEach(() => expect(reconcileGoldLedger(app.db)).toEqual([]));

  let n = 0;
  /** A 96.5 % piece of `weight` `unit` with a ค่ากำเหน็จ of 800 baht, one in stock at หาดสำราญ. */
  const piece = (weight = 1, unit = 'บาท') => {
    const p = app.db
      .insert(schema.products)
      .values({ code: `GX-${++n}`, name: `แหวน ${n}`, weight, unit, makingChargeSatang: 80_000, catId: 1 })
      .returning()
      .get();
    app.db.insert(schema.productStock).values({ productId: p.id, branchId: HS, quantity: 1 }).run();
    return p;
  };
  let shade = 0;
  const exchange = async (auth: Record<string, string>, code: string, fields: Record<string, string> = {}, key?: string) => {
    const body = multipart(
      {
        code,
        branch_id: String(HS),
        start: SLOT,
        amount: '800',
        bank: 'พร้อมเพย์',
        accountName: 'สมาชิก ทดสอบ',
        accountNumber: '0812345678',
        ...fields,
      },
      { proof: await pngImage(64, 48, { r: 200, g: 10 + (shade++ % 200), b: 90 }) },
    );
    return app.inject({
      method: 'POST',
      url: '/api/gold-account/ornaments',
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...(key && { 'idempotency-key': key }) },
    });
  };
  const quote = (auth: Record<string, string>, code: string) =>
    app.inject({ url: `/api/gold-account/ornament-quote?code=${code}`, headers: auth });
  const pickupOf = (id: number) =>
    app.db
      .select()
      .from(schema.pickups)
      .where(and(eq(schema.pickups.what, 'gold-ornament'), eq(schema.pickups.ref, id)))
      .get();
  const stockOf = (productId: number) =>
    app.db
      .select()
      .from(schema.productStock)
      .where(and(eq(schema.productStock.productId, productId), eq(schema.productStock.branchId, HS)))
      .get()?.quantity;
  const messages = (userId: number) => app.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.userId, userId)).all();

  it('quotes the piece: baht-weight for baht-weight, the ค่ากำเหน็จ, the branches that have it', async () => {
    const m = await gold.funded('40000');
    const p = piece();
    const res = await quote(m.auth, p.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: p.code,
      name: p.name,
      weight: '1 บาท',
      ornamentGrams: '15.1600',
      grams: '15.2440',
      availableGrams: '15.2440',
      enough: true,
      workmanship: 800,
      branchIds: [HS],
    });
  });

  it('with enough grams: reserves them, books the pickup, holds the piece; approval hands it over', async () => {
    const m = await gold.funded('40000');
    const p = piece();
    const res = await exchange(m.auth, p.code);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ kind: 'ornament', status: 'pending', grams: '15.2440', amount: 800, productCode: p.code });
    expect((await gold.account(m.auth)).availableGrams).toBe('0.0000');
    expect(pickupOf(r.id)).toMatchObject({ branchId: HS, status: 'booked', startAt: SLOT, userId: m.user.id });
    // The piece is held: no second exchange and no reservation of it.
    const other = await gold.funded('40000');
    expect((await exchange(other.auth, p.code)).json().code).toBe('PIECE_TAKEN');
    const reserve = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: other.auth,
      payload: { code: p.code, branch_id: HS, start: SLOT },
    });
    expect(reserve.statusCode).toBe(409);
    expect(reserve.json().code).toBe('ALREADY_RESERVED');
    // The queue shows it with its piece.
    const queue = (await app.inject({ url: '/api/admin/gold-account/transactions?kind=ornament', cookies: gold.staff.cookies })).json();
    expect(queue.data.find((t: { id: number }) => t.id === r.id)).toMatchObject({ productCode: p.code, grams: '15.2440' });

    const ok = await gold.decide(r.id, 'approve');
    expect(ok.statusCode, ok.body).toBe(200);
    const a = await gold.account(m.auth);
    expect(a.grams).toBe('0.0000');
    expect(a.ledger[0]).toMatchObject({ kind: 'ornament', grams: '-15.2440', amount: -800, price: 40_000 });
    expect(pickupOf(r.id)?.status).toBe('handed_over');
    expect(stockOf(p.id)).toBe(0);
    expect(messages(m.user.id).map((x) => x.dedupeKey)).toContain(`gold-approved:${r.id}`);
  });

  it('refuses a piece the free grams do not cover, and a wrong ค่ากำเหน็จ, writing nothing', async () => {
    const m = await gold.funded('20000');
    const p = piece();
    const q = (await quote(m.auth, p.code)).json();
    expect(q).toMatchObject({ enough: false, grams: '15.2440', availableGrams: '7.6220' });
    const short = await exchange(m.auth, p.code);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'NOT_ENOUGH_GOLD', message: expect.stringContaining('7.6220') });
    const half = piece(2, 'สลึง');
    const wrong = await exchange(m.auth, half.code, { amount: '799.99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_WORKMANSHIP');
    expect((await gold.account(m.auth)).requests.filter((r: { kind: string }) => r.kind === 'ornament')).toEqual([]);
    expect(pickupOf(0)).toBeUndefined();
    // Half a baht-weight fits: 7.6220 g of the account's bar gold.
    const fits = await exchange(m.auth, half.code);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().grams).toBe('7.6220');
  });

  it('its pickup moves only within the branch holding the piece', async () => {
    const NW = branchId(app, 'นาวง');
    pickupBranch(app, NW, 5);
    const m = await gold.funded('40000');
    const r = (await exchange(m.auth, piece().code)).json();
    const id = pickupOf(r.id)!.id;
    const move = (branch: number, start: string) =>
      app.inject({ method: 'PUT', url: `/api/pickups/${id}`, headers: m.auth, payload: { branch_id: branch, start } });
    const elsewhere = await move(NW, at('2026-12-02', '11:00'));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('RESERVATION_BRANCH');
    expect(pickupOf(r.id)).toMatchObject({ branchId: HS, startAt: SLOT });
    expect((await move(HS, at('2026-12-02', '11:00'))).statusCode).toBe(200);
  });

  it('a rejection releases the grams, the piece and the slot, and returns the ค่ากำเหน็จ to the named account', async () => {
    const m = await gold.funded('40000');
    const p = piece();
    const r = (await exchange(m.auth, p.code)).json();
    const no = await gold.decide(r.id, 'reject');
    expect(no.statusCode, no.body).toBe(200);
    // The refund: the QR for exactly the ค่ากำเหน็จ to the member's PromptPay.
    expect(no.json()).toMatchObject({ status: 'rejected', bank: 'พร้อมเพย์', accountNumber: '0812345678' });
    expect(no.json().payoutPromptpay).toMatch(/^000201.*5406800\.00/);
    expect((await gold.account(m.auth)).availableGrams).toBe('15.2440');
    expect(pickupOf(r.id)?.status).toBe('cancelled');
    expect(stockOf(p.id)).toBe(1);
    const news = messages(m.user.id).find((x) => x.dedupeKey === `gold-rejected:${r.id}`);
    expect(news?.text).toContain('คืนค่ากำเหน็จ 800 บาท');
    // The piece can be taken again.
    expect((await exchange(m.auth, p.code)).statusCode).toBe(200);
  });

  it('two exchanges at once that together exceed the free grams: exactly one reserved', async () => {
    const m = await gold.funded('40000');
    const [a, b] = [piece(), piece()];
    const answers = await Promise.all([exchange(m.auth, a.code), exchange(m.auth, b.code)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await gold.account(m.auth)).availableGrams).toBe('0.0000');
  });

  it('one piece to two members at once: exactly one takes it', async () => {
    const [m1, m2] = [await gold.funded('40000'), await gold.funded('40000')];
    const p = piece();
    const answers = await Promise.all([exchange(m1.auth, p.code), exchange(m2.auth, p.code)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
  });

  it('the same Idempotency-Key answers the first exchange again', async () => {
    const m = await gold.funded('40000');
    const p = piece();
    const body = multipart(
      { code: p.code, branch_id: String(HS), start: SLOT, amount: '800', bank: 'พร้อมเพย์', accountName: 'ก', accountNumber: '0812345678' },
      { proof: await pngImage(64, 48, { r: 3, g: 3, b: 3 }) },
    );
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/gold-account/ornaments',
        payload: body.payload,
        headers: { ...body.headers, ...m.auth, 'idempotency-key': 'orn-1' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('an unknown piece is 404 and a slot at a branch without it 409', async () => {
    const m = await gold.funded('40000');
    expect((await quote(m.auth, 'NO-SUCH')).statusCode).toBe(404);
    const p = piece();
    const KW = branchId(app, 'เขาวิเศษ');
    pickupBranch(app, KW, 5);
    const res = await exchange(m.auth, p.code, { branch_id: String(KW) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_IN_STOCK');
  });
});
