import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId, branchRow } from '../../test/branch-support';
import { createStaff, multipart, pngImage } from '../../test/factories';
import { balanceOf, pendingWithdrawalsOf } from './ledger';
import { activeSaver, counts, expectVerifiedMemberOnly, fund, setFlag } from '../../test/money-support';
import { MAX_DECODING, MAX_WAITING_DECODES } from '../../lib/image-processing';

describe('savings withdrawals', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  app.db
    .insert(schema.branches)
    .values({ ...branchRow('ปิดแล้ว', 'CL'), closedAt: '2026-01-01T00:00:00Z' })
    .run();
  const front = await pngImage(60, 40, { r: 1, g: 2, b: 3 });
  const back = await pngImage(60, 40, { r: 4, g: 5, b: 6 });
  const ids = { idCardImage: front, idCardImageBack: back };
  const withdraw = (
    auth: Record<string, string>,
    fields: Record<string, string | undefined>,
    files: Record<string, Buffer | undefined> = ids,
    extra: Record<string, string> = {},
  ) => {
    const body = multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: '/api/saving/withdraw',
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...extra },
    });
  };
  const cash = { amount: '300', amountString: 'สามร้อยบาทถ้วน', bank: 'กสิกรไทย', accountName: 'สมชาย ใจดี', accountNumber: '123-4-56789-0' };
  const delivery = {
    withdrawAmount: '2500.50',
    amountString: 'สองพันห้าร้อยบาทห้าสิบสตางค์',
    productDetail: 'สร้อยคอ 1 สลึง',
    isDelivery: 'จัดส่ง',
    deliveryName: 'สมชาย ใจดี',
    deliveryPhone: '0812345678',
    deliveryAddress: '1 ถนนทอง นาวง',
  };
  const pickup = {
    withdrawAmount: '1000',
    amountString: 'หนึ่งพันบาทถ้วน',
    productDetail: 'แหวน 1 กรัม',
    isDelivery: 'รับเองหน้าร้าน',
    receiveBranch: 'หาดสำราญ',
  };
  const txOf = (id: number) => app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, id)).get()!;
  setFlag(app, 'cash_withdraw', 1);
  setFlag(app, 'product_withdraw', 1);

  it('records cash, delivery and pickup withdrawals as pending holds', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 5000_00);
    const c = await withdraw(m.auth, cash);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toEqual({ message: 'ทำรายการสำเร็จ', id: expect.any(Number) });
    expect(txOf(c.json().id)).toMatchObject({
      kind: 'withdraw_cash',
      amountSatang: 300_00,
      status: 'pending',
      bank: 'กสิกรไทย',
      accountNumber: '123-4-56789-0',
      productDetail: null,
      idCardImage: expect.stringMatching(/^[0-9a-f]{64}$/),
      idCardImageBack: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const d = await withdraw(m.auth, delivery);
    expect(d.statusCode, d.body).toBe(200);
    expect(txOf(d.json().id)).toMatchObject({
      kind: 'withdraw_goods',
      amountSatang: 2500_50,
      isDelivery: 'จัดส่ง',
      deliveryName: 'สมชาย ใจดี',
      receiveBranchId: null,
      bank: null,
    });

    const p = await withdraw(m.auth, pickup);
    expect(p.statusCode, p.body).toBe(200);
    expect(txOf(p.json().id)).toMatchObject({
      kind: 'withdraw_goods',
      amountSatang: 1000_00,
      isDelivery: 'รับเองหน้าร้าน',
      receiveBranchId: branchId(app, 'หาดสำราญ'),
      deliveryName: null,
    });

    expect((await app.inject({ url: '/api/saving/balance', headers: m.auth })).json()).toEqual({
      balance: 5000,
      available: 1199.5,
      pendingWithdrawals: 3800.5,
      pendingDeposits: 0,
    });
    const hist = (await app.inject({ url: '/api/saving/history', headers: m.auth })).json();
    expect(
      hist
        .slice(0, 3)
        .map((r: { sav_Type: string; kind: string; detail_status: string; statusCode: string; proof: unknown; sav_NetBalance: number }) => [
          r.sav_Type,
          r.kind,
          r.detail_status,
          r.statusCode,
          r.proof,
          r.sav_NetBalance,
        ]),
    ).toEqual([
      ['ถอน', 'withdraw_goods', 'รออนุมัติ', 'pending', null, 5000],
      ['ถอน', 'withdraw_goods', 'รออนุมัติ', 'pending', null, 5000],
      ['ถอน', 'withdraw_cash', 'รออนุมัติ', 'pending', null, 5000],
    ]);
  });

  it('refuses what the available amount does not cover', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 500_00);
    expect((await withdraw(m.auth, { ...cash, amount: '400' })).statusCode).toBe(200);
    const before = counts(app);
    const res = await withdraw(m.auth, { ...cash, amount: '100.01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: expect.any(String) });
    expect(counts(app)).toBe(before);
    expect((await withdraw(m.auth, { ...cash, amount: '100' })).statusCode).toBe(200);
  });

  it('is closed while the admin flag is 0', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 5000_00);
    setFlag(app, 'cash_withdraw', 0);
    try {
      const before = counts(app);
      const res = await withdraw(m.auth, cash);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'ยังไม่เปิดให้บริการ' });
      expect(counts(app)).toBe(before);
      expect((await withdraw(m.auth, pickup)).statusCode).toBe(200); // goods has its own flag
    } finally {
      setFlag(app, 'cash_withdraw', 1);
    }
    setFlag(app, 'product_withdraw', 0);
    try {
      expect((await withdraw(m.auth, delivery)).json()).toMatchObject({ message: 'ยังไม่เปิดให้บริการ' });
      expect((await withdraw(m.auth, cash)).statusCode).toBe(200);
    } finally {
      setFlag(app, 'product_withdraw', 1);
    }
  });

  it('enforces the required fields of each form and changes nothing on bad input', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 5000_00);
    const drop = (o: Record<string, string>, k: string) => ({ ...o, [k]: undefined });
    const cases: [string, Record<string, string | undefined>, Record<string, Buffer | undefined>, number][] = [
      ['cash without amount', drop(cash, 'amount'), ids, 400],
      ['cash without words', drop(cash, 'amountString'), ids, 400],
      ['cash without bank', drop(cash, 'bank'), ids, 400],
      ['cash without account name', drop(cash, 'accountName'), ids, 400],
      ['cash without account number', drop(cash, 'accountNumber'), ids, 400],
      ['cash amount 1.234', { ...cash, amount: '1.234' }, ids, 400],
      ['cash amount -5', { ...cash, amount: '-5' }, ids, 400],
      ['cash amount abc', { ...cash, amount: 'abc' }, ids, 400],
      ['cash amount 0', { ...cash, amount: '0' }, ids, 400],
      ['cash without ID back', cash, { idCardImage: front }, 400],
      ['cash without ID images', cash, {}, 400],
      ['ID image that is text', cash, { idCardImage: Buffer.from('hello'), idCardImageBack: back }, 415],
      ['goods without withdrawAmount', drop(delivery, 'withdrawAmount'), ids, 400],
      ['goods without product detail', drop(pickup, 'productDetail'), ids, 400],
      ['goods without isDelivery', drop(pickup, 'isDelivery'), ids, 400],
      ['goods with unknown isDelivery', { ...pickup, isDelivery: 'ไปรษณีย์' }, ids, 400],
      ['delivery without name', drop(delivery, 'deliveryName'), ids, 400],
      ['delivery without phone', drop(delivery, 'deliveryPhone'), ids, 400],
      ['delivery with a bad phone', { ...delivery, deliveryPhone: 'call me' }, ids, 400],
      ['delivery without address', drop(delivery, 'deliveryAddress'), ids, 400],
      ['pickup without branch', drop(pickup, 'receiveBranch'), ids, 400],
      ['pickup at an unknown branch', { ...pickup, receiveBranch: 'กรุงเทพ' }, ids, 400],
      ['pickup at a branch closed to new business', { ...pickup, receiveBranch: 'ปิดแล้ว' }, ids, 400],
      ['goods without ID images', pickup, {}, 400],
    ];
    for (const [what, fields, files, status] of cases) {
      const before = counts(app);
      const res = await withdraw(m.auth, fields, files);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().message, what).toBeTypeOf('string');
      expect(counts(app), what).toBe(before);
    }
  });

  it('takes the pickup branch as the member writes it, and staff read it by name', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 5000_00);
    const p = await withdraw(m.auth, pickup);
    // The branch as the member wrote it, with สาขา or by its code, is the same branch.
    for (const receiveBranch of ['สาขาหาดสำราญ', ' หาดสำราญ ', 'hs']) {
      const again = await withdraw(m.auth, { ...pickup, receiveBranch });
      expect(again.statusCode, again.body).toBe(200);
      expect(txOf(again.json().id).receiveBranchId, receiveBranch).toBe(branchId(app, 'หาดสำราญ'));
    }
    // Staff read the branch by its name.
    const row = (await app.inject({ url: `/api/admin/saving/transactions?kind=withdraw_goods&pageSize=100`, cookies: owner.cookies }))
      .json()
      .data.find((t: { id: number }) => t.id === p.json().id);
    expect(row.receiveBranch).toBe('หาดสำราญ');
  });

  it('takes forms that send every field, the unused ones empty', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 5000_00);
    const blank = Object.fromEntries(Object.keys({ ...cash, ...delivery, ...pickup }).map((k) => [k, '']));
    const c = await withdraw(m.auth, { ...blank, ...cash, amount: '', withdrawAmount: '120' });
    expect(c.statusCode, c.body).toBe(200);
    expect(txOf(c.json().id)).toMatchObject({ kind: 'withdraw_cash', amountSatang: 120_00 });
    const g = await withdraw(m.auth, { ...blank, ...pickup });
    expect(g.statusCode, g.body).toBe(200);
    expect(txOf(g.json().id)).toMatchObject({
      kind: 'withdraw_goods',
      receiveBranchId: branchId(app, 'หาดสำราญ'),
      bank: null,
      deliveryName: null,
    });
  });

  it('needs an account in force', async () => {
    const m = await activeSaver(app);
    app.db.update(schema.savingAccounts).set({ status: 'pending' }).where(eq(schema.savingAccounts.userId, m.user.id)).run();
    expect((await withdraw(m.auth, cash)).statusCode).toBe(409);
  });

  it('records once per Idempotency-Key, even when the repeat would no longer fit', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 300_00);
    const key = { 'idempotency-key': 'withdraw-once-1' };
    const first = await withdraw(m.auth, cash, ids, key);
    expect(first.statusCode).toBe(200);
    const before = counts(app);
    const again = await withdraw(m.auth, cash, ids, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(counts(app)).toBe(before);
    expect(pendingWithdrawalsOf(app.db, m.user.id)).toBe(300_00);
    expect((await withdraw(m.auth, { ...pickup, withdrawAmount: '300' }, ids, key)).statusCode).toBe(409);
  });

  // As many at once as the decoding line admits (two ID card photos each): a larger burst is partly told to
  // come back (503 UPLOADS_BUSY, lib/upload-queue.test.ts) before its photos are decoded.
  const PARALLEL = Math.floor((MAX_DECODING + MAX_WAITING_DECODES) / 2);

  it(`never overdraws under ${PARALLEL} parallel requests`, async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 1000_00);
    const amount = 70_00;
    expect(PARALLEL).toBeGreaterThan(Math.floor(1000_00 / amount));
    const before = app.db.select().from(schema.savingTransactions).all().length;
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => withdraw(m.auth, { ...cash, amount: '70' })));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(Math.floor(1000_00 / amount));
    expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(new Set(ok.map((r) => r.json().id)).size).toBe(ok.length);
    expect(app.db.select().from(schema.savingTransactions).all().length - before).toBe(ok.length);
    expect(pendingWithdrawalsOf(app.db, m.user.id)).toBe(ok.length * amount);
    expect(balanceOf(app.db, m.user.id)).toBe(1000_00);
    expect((await app.inject({ url: '/api/saving/balance', headers: m.auth })).json()).toEqual({
      balance: 1000,
      available: 20,
      pendingWithdrawals: 980,
      pendingDeposits: 0,
    });
  }, 60_000);

  it('is for verified members only', async () => {
    await expectVerifiedMemberOnly(app, () => {
      const b = multipart(cash, ids);
      return { method: 'POST', url: '/api/saving/withdraw', payload: b.payload, headers: b.headers };
    });
  });
});
