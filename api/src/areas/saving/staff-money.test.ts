import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { downRequest, fundedSaver, ledgerSum, saver, savingTx, verificationRequest } from '../../test/fixtures';

// The money rules of the issue, proved through the HTTP API.
describe('admin savings money rules', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const other = await createStaff(app, 'owner');
  const approve = (id: number, who = staff) =>
    app.inject({ method: 'POST', url: `/api/admin/saving/transactions/${id}/approve`, cookies: who.cookies });
  const ledgerRows = (txId: number) => app.db.select().from(schema.savingLedger).where(eq(schema.savingLedger.transactionId, txId)).all();
  const status = (id: number) => app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, id)).get()!.status;

  it('approving the same deposit twice counts it once', async () => {
    const m = await saver(app);
    const dep = await savingTx(app, m.user.id, 'deposit', 12_345);
    expect((await approve(dep.id)).statusCode).toBe(200);
    const again = await approve(dep.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('รายการนี้ถูกพิจารณาไปแล้ว');
    expect(ledgerRows(dep.id)).toHaveLength(1);
    expect(ledgerSum(app, m.user.id)).toBe(12_345);
  });

  it('two staff approving the same deposit at once count it once', async () => {
    const m = await saver(app);
    const dep = await savingTx(app, m.user.id, 'deposit', 50_000);
    const results = await Promise.all([
      approve(dep.id, staff),
      approve(dep.id, other),
      ...Array.from({ length: 8 }, () => approve(dep.id)),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(ledgerRows(dep.id)).toHaveLength(1);
    expect(ledgerSum(app, m.user.id)).toBe(50_000);
  });

  it('50 parallel withdrawal approvals never overdraw, and the ledger stays consistent', async () => {
    const m = await fundedSaver(app, staff.staff.id, 1_000_000); // 10,000 baht
    const ws = [];
    for (let i = 0; i < 50; i++) ws.push(await savingTx(app, m.user.id, i % 2 ? 'withdraw_cash' : 'withdraw_goods', 30_000));
    const results = await Promise.all(ws.map((w, i) => approve(w.id, i % 2 ? staff : other)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(33); // 33 × 300 = 9,900 baht; a 34th would go below zero
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
    expect(results.every((r) => r.statusCode === 200 || r.json().message === 'ยอดเงินคงเหลือไม่พอสำหรับรายการถอนนี้')).toBe(true);
    const balance = ledgerSum(app, m.user.id);
    expect(balance).toBe(1_000_000 - 33 * 30_000);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Every approved transaction has exactly one ledger row of its signed amount, and nothing else does.
    const check = app.sqlite
      .prepare<[{ u: number }], { approved: number; rows: number; mismatched: number }>(
        `select
           (select count(*) from saving_transactions where user_id = @u and status = 'approved') as approved,
           (select count(*) from saving_ledger where user_id = @u) as rows,
           (select count(*) from saving_ledger l join saving_transactions t on t.id = l.transaction_id
              where l.user_id = @u and (t.status <> 'approved'
                or l.amount_satang <> case t.kind when 'deposit' then t.amount_satang else -t.amount_satang end)) as mismatched`,
      )
      .get({ u: m.user.id })!;
    expect(check).toEqual({ approved: 34, rows: 34, mismatched: 0 });
    // The answered balance agrees with the ledger.
    const last = results.filter((r) => r.statusCode === 200).map((r) => r.json().balance as number);
    expect(Math.min(...last) * 100).toBe(balance);
  });

  describe('no request ends half approved', () => {
    // A temporary trigger makes the audit insert, the last write of every decision, fail.
    const breakAudit = () =>
      app.sqlite.exec(`create temp trigger break_audit before insert on audit_log begin select raise(abort, 'forced failure'); end`);
    const fixAudit = () => app.sqlite.exec('drop trigger if exists temp.break_audit');

    it('a deposit approval that fails midway leaves no ledger row and the request pending', async () => {
      const m = await saver(app);
      const dep = await savingTx(app, m.user.id, 'deposit', 7_000);
      breakAudit();
      try {
        const res = await approve(dep.id);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      } finally {
        fixAudit();
      }
      expect(status(dep.id)).toBe('pending');
      expect(ledgerRows(dep.id)).toHaveLength(0);
      expect(ledgerSum(app, m.user.id)).toBe(0);
      expect((await approve(dep.id)).statusCode).toBe(200);
      expect(ledgerSum(app, m.user.id)).toBe(7_000);
    });

    it('a verification approval that fails midway creates no customer and links nothing', async () => {
      const { member, request } = await verificationRequest(app);
      breakAudit();
      try {
        await app.inject({ method: 'POST', url: `/api/admin/verifications/${request.id}/approve`, cookies: staff.cookies });
      } finally {
        fixAudit();
      }
      expect(app.db.select().from(schema.customers).where(eq(schema.customers.card, request.nationalId)).all()).toHaveLength(0);
      expect(app.db.select().from(schema.users).where(eq(schema.users.id, member.user.id)).get()).toMatchObject({
        verificationStatus: 1,
        customerId: null,
      });
      expect(app.db.select().from(schema.verificationRequests).where(eq(schema.verificationRequests.id, request.id)).get()!.status).toBe(
        'pending',
      );
    });

    it('a close-contract completion that fails midway leaves both the close request and the contract as they were', async () => {
      const { member, request } = await downRequest(app, 'closing');
      const img = app.sqlite.prepare<[], { hash: string }>(`select hash from images limit 1`).get()!.hash;
      const [close] = await app.db
        .insert(schema.downCloseRequests)
        .values({ downId: request.id, userId: member.user.id, idCardImage: img, idCardImageBack: img })
        .returning();
      breakAudit();
      try {
        await app.inject({ method: 'POST', url: `/api/admin/down/closes/${close!.id}/complete`, cookies: staff.cookies });
      } finally {
        fixAudit();
      }
      expect(app.db.select().from(schema.downRequests).where(eq(schema.downRequests.id, request.id)).get()!.status).toBe('closing');
      expect(app.db.select().from(schema.downCloseRequests).where(eq(schema.downCloseRequests.id, close!.id)).get()!.status).toBe(
        'pending',
      );
    });
  });
});
