import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff, multipart, pngImage } from '../../test/factories';
import { auditCount, fundedSaver, ledgerSum, saver, savingTx } from '../../test/fixtures';
import { branchId } from '../../test/branch-support';

describe('admin savings type 1', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, cookies: staff.cookies, payload });
  const txRow = (id: number) => app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, id)).get()!;

  it('approves an account request to active and rejects another to rejected, once each', async () => {
    const a = await createMember(app, { verificationStatus: 2 });
    const b = await createMember(app, { verificationStatus: 2 });
    const [accA] = await app.db
      .insert(schema.savingAccounts)
      .values({ userId: a.user.id, branchId: branchId(app) })
      .returning();
    const [accB] = await app.db
      .insert(schema.savingAccounts)
      .values({ userId: b.user.id, branchId: branchId(app) })
      .returning();
    const list = (await as('GET', '/saving/accounts?status=pending')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([accA!.id, accB!.id]));
    expect((await as('POST', `/saving/accounts/${accA!.id}/approve`)).statusCode).toBe(200);
    expect((await as('POST', `/saving/accounts/${accB!.id}/reject`)).statusCode).toBe(200);
    const status = (id: number) => app.db.select().from(schema.savingAccounts).where(eq(schema.savingAccounts.id, id)).get()!.status;
    expect(status(accA!.id)).toBe('active');
    expect(status(accB!.id)).toBe('rejected');
    expect((await as('POST', `/saving/accounts/${accA!.id}/reject`)).statusCode).toBe(409);
    expect(status(accA!.id)).toBe('active');
    expect((await as('POST', '/saving/accounts/999999/approve')).statusCode).toBe(404);
    expect((await as('GET', '/saving/accounts?status=bogus')).statusCode).toBe(400);
  });

  it('lists transactions by kind and status, with the slip as a signed URL', async () => {
    const m = await saver(app);
    const dep = await savingTx(app, m.user.id, 'deposit', 150_050);
    const res = (await as('GET', `/saving/transactions?kind=deposit&status=pending&userId=${m.user.id}`)).json();
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({ id: dep.id, amount: 1500.5, kind: 'deposit', status: 'pending' });
    expect(res.data[0].slip).toMatch(/^\/api\/images\/p\/.+sig=/);
    expect((await app.inject(res.data[0].slip)).statusCode).toBe(200);
    const w = (await as('GET', `/saving/transactions?kind=withdrawal&userId=${m.user.id}`)).json();
    expect(w.total).toBe(0);
    expect((await as('GET', '/saving/transactions?kind=loan')).statusCode).toBe(400);
  });

  it('approves a deposit: one ledger row, the balance moves, an audit row is written', async () => {
    const m = await saver(app);
    const dep = await savingTx(app, m.user.id, 'deposit', 100_000);
    const audits = auditCount(app);
    const res = await as('POST', `/saving/transactions/${dep.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'อนุมัติรายการแล้ว', balance: 1000 });
    expect(ledgerSum(app, m.user.id)).toBe(100_000);
    expect(txRow(dep.id)).toMatchObject({ status: 'approved', decidedBy: staff.staff.id });
    expect(auditCount(app)).toBe(audits + 1);
    // The member sees the decision in their own history (the member side reads the same rows).
    const hist = await app.inject({ url: '/api/saving/history', headers: m.auth });
    expect(hist.statusCode).toBe(200);
    expect(hist.json()[0]).toMatchObject({ detail_status: 'อนุมัติ', sav_NetBalance: 1000 });
  });

  it('rejects a deposit with a note the member sees, and nothing reaches the ledger', async () => {
    const m = await saver(app);
    const dep = await savingTx(app, m.user.id, 'deposit', 5_000);
    expect((await as('POST', `/saving/transactions/${dep.id}/reject`, { note: '' })).statusCode).toBe(400);
    const res = await as('POST', `/saving/transactions/${dep.id}/reject`, { note: 'สลิปไม่ตรงยอด' });
    expect(res.statusCode).toBe(200);
    expect(txRow(dep.id)).toMatchObject({ status: 'rejected', note: 'สลิปไม่ตรงยอด' });
    expect(ledgerSum(app, m.user.id)).toBe(0);
    expect((await as('POST', `/saving/transactions/${dep.id}/approve`)).statusCode).toBe(409);
    expect((await as('POST', `/saving/transactions/${dep.id}/reject`, { note: 'x' })).statusCode).toBe(409);
    const hist = await app.inject({ url: '/api/saving/history', headers: m.auth });
    expect(hist.statusCode).toBe(200);
    expect(hist.json()[0]).toMatchObject({ detail_status: 'ไม่อนุมัติ', statusCode: 'rejected', sav_note: 'สลิปไม่ตรงยอด' });
  });

  it('refuses a withdrawal the balance no longer covers', async () => {
    const m = await fundedSaver(app, staff.staff.id, 10_000);
    const w = await savingTx(app, m.user.id, 'withdraw_cash', 10_001);
    const res = await as('POST', `/saving/transactions/${w.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(txRow(w.id).status).toBe('pending');
    expect(ledgerSum(app, m.user.id)).toBe(10_000);
  });

  it('withdrawal detail shows the ID images (logged), balance and available', async () => {
    const m = await fundedSaver(app, staff.staff.id, 50_000);
    const w = await savingTx(app, m.user.id, 'withdraw_cash', 20_000);
    const logs = () => app.db.select().from(schema.sensitiveAccessLog).where(eq(schema.sensitiveAccessLog.userId, m.user.id)).all().length;
    const d = (await as('GET', `/saving/transactions/${w.id}`)).json();
    expect(d).toMatchObject({ balance: 500, available: 300, kind: 'withdraw_cash', bank: 'กสิกรไทย' });
    expect(d.idCardImage).toMatch(/^\/api\/images\/p\//);
    expect(logs()).toBe(2);
  });

  it('goods: prepared then shipped for a delivery; steps out of order are refused', async () => {
    const m = await fundedSaver(app, staff.staff.id, 100_000);
    const w = await savingTx(app, m.user.id, 'withdraw_goods', 40_000);
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'prepared' })).statusCode).toBe(409); // not approved yet
    expect((await as('POST', `/saving/transactions/${w.id}/approve`)).statusCode).toBe(200);
    expect(ledgerSum(app, m.user.id)).toBe(60_000);
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'shipped' })).statusCode).toBe(409);
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'ส่งแล้ว' })).statusCode).toBe(400);
    const prep = await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'prepared' });
    expect(prep.statusCode).toBe(200);
    expect(prep.json().fulfilment).toBe('prepared');
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'picked_up' })).statusCode).toBe(400); // chose delivery
    const done = await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'shipped', note: 'EMS TH123' });
    expect(done.statusCode).toBe(200);
    expect(txRow(w.id)).toMatchObject({ fulfilment: 'shipped', note: 'EMS TH123' });
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'shipped' })).statusCode).toBe(409);
    expect(ledgerSum(app, m.user.id)).toBe(60_000);
  });

  it('goods picked up at the chosen branch: picked_up', async () => {
    const m = await fundedSaver(app, staff.staff.id, 100_000);
    const w = await savingTx(app, m.user.id, 'withdraw_goods', 10_000, {
      isDelivery: 'รับเองหน้าร้าน',
      receiveBranchId: branchId(app, 'นาวง'),
    });
    await as('POST', `/saving/transactions/${w.id}/approve`);
    await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'prepared' });
    const wrong = await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'shipped' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('นาวง');
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'picked_up' })).statusCode).toBe(200);
    expect(txRow(w.id).fulfilment).toBe('picked_up');
  });

  it('cash: transferred with a proof image stored as payout_proof (kind proof)', async () => {
    const m = await fundedSaver(app, staff.staff.id, 100_000);
    const w = await savingTx(app, m.user.id, 'withdraw_cash', 30_000);
    const pay = (files: Record<string, Buffer | undefined>) => {
      const body = multipart({ note: 'โอนแล้ว' }, files);
      return app.inject({ method: 'POST', url: `/api/admin/saving/transactions/${w.id}/payout`, cookies: staff.cookies, ...body });
    };
    expect((await pay({ proof: await pngImage() })).statusCode).toBe(409); // not approved yet
    await as('POST', `/saving/transactions/${w.id}/approve`);
    expect((await pay({})).statusCode).toBe(400);
    expect((await pay({ proof: Buffer.from('not an image') })).statusCode).toBe(415);
    expect(txRow(w.id).fulfilment).toBeNull();
    const res = await pay({ proof: await pngImage() });
    expect(res.statusCode).toBe(200);
    expect(res.json().payoutProof).toMatch(/^\/api\/images\/p\//);
    const row = txRow(w.id);
    expect(row).toMatchObject({ fulfilment: 'transferred', note: 'โอนแล้ว' });
    expect(app.db.select().from(schema.images).where(eq(schema.images.hash, row.payoutProof!)).get()!.kind).toBe('proof');
    expect((await pay({ proof: await pngImage() })).statusCode).toBe(409);
    // A goods step on a cash withdrawal is a bad request.
    expect((await as('POST', `/saving/transactions/${w.id}/fulfilment`, { step: 'prepared' })).statusCode).toBe(400);
  });

  it('total owed is the sum of every ledger row', async () => {
    const res = (await as('GET', '/saving/total')).json();
    expect(res.total * 100).toBe(ledgerSum(app));
  });
});
