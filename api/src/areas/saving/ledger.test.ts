import { describe, expect, it } from 'vitest';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDb, schema, type Db } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { immediate } from '../../lib/tx';
import {
  approveTransaction,
  available,
  balanceOf,
  historyWithRunningBalance,
  pendingDepositsOf,
  pendingWithdrawalsOf,
  prepareBalanceFigures,
  rejectTransaction,
} from './ledger';

const insertTx = (db: Db, userId: number, kind: schema.SavingKind, amountSatang: number) =>
  db.insert(schema.savingTransactions).values({ userId, kind, amountSatang }).returning().get();
// The rules run inside the caller's transaction, as the staff routes run them (inside decide()).
const approve = (db: Db, txId: number, staffId: number) => immediate(db, (tx) => approveTransaction(tx, txId, staffId));
const reject = (db: Db, txId: number, staffId: number, note: string | null) =>
  immediate(db, (tx) => rejectTransaction(tx, txId, staffId, note));
const ledgerRows = (db: Db, userId: number) => db.select().from(schema.savingLedger).where(eq(schema.savingLedger.userId, userId)).all();

describe('ledger service', async () => {
  const app = await testApp();
  const { staff } = await createStaff(app);

  it('counts a deposit once, however often it is approved', async () => {
    const { user } = await createVerifiedMember(app);
    const dep = insertTx(app.db, user.id, 'deposit', 150_00);
    expect(balanceOf(app.db, user.id)).toBe(0);
    const first = await approve(app.db, dep.id, staff.id);
    const second = await approve(app.db, dep.id, staff.id);
    expect(first).toMatchObject({ outcome: 'approved', amountSatang: 150_00 });
    expect(second).toEqual({ ...first, outcome: 'already-approved' });
    expect(ledgerRows(app.db, user.id)).toHaveLength(1);
    expect(balanceOf(app.db, user.id)).toBe(150_00);
    const t = app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, dep.id)).get()!;
    expect(t).toMatchObject({ status: 'approved', decidedBy: staff.id });
  });

  it('answers the balance screen’s four figures in one prepared query, equal to the sums one by one', async () => {
    const figures = prepareBalanceFigures(app.db);
    const { user } = await createVerifiedMember(app);
    const other = await createVerifiedMember(app);
    const same = () =>
      expect(figures(user.id)).toEqual({
        balance: balanceOf(app.db, user.id),
        available: available(app.db, user.id),
        pendingWithdrawals: pendingWithdrawalsOf(app.db, user.id),
        pendingDeposits: pendingDepositsOf(app.db, user.id),
      });
    same();
    await approve(app.db, insertTx(app.db, user.id, 'deposit', 1_000_00).id, staff.id);
    insertTx(app.db, user.id, 'deposit', 250_50);
    insertTx(app.db, user.id, 'withdraw_cash', 100_00);
    insertTx(app.db, user.id, 'withdraw_goods', 200_00);
    await reject(app.db, insertTx(app.db, user.id, 'withdraw_cash', 50_00).id, staff.id, 'x');
    await approve(app.db, insertTx(app.db, other.user.id, 'deposit', 9_999_00).id, staff.id);
    same();
    expect(figures(user.id)).toEqual({ balance: 1_000_00, available: 700_00, pendingWithdrawals: 300_00, pendingDeposits: 250_50 });
  });

  it('holds pending withdrawals and releases them on rejection', async () => {
    const { user } = await createVerifiedMember(app);
    await approve(app.db, insertTx(app.db, user.id, 'deposit', 1000_00).id, staff.id);
    const w = insertTx(app.db, user.id, 'withdraw_cash', 300_00);
    insertTx(app.db, user.id, 'deposit', 50_00); // pending deposits do not count yet
    expect([balanceOf(app.db, user.id), pendingWithdrawalsOf(app.db, user.id), available(app.db, user.id)]).toEqual([
      1000_00, 300_00, 700_00,
    ]);
    expect(await reject(app.db, w.id, staff.id, 'ลายเซ็นไม่ตรง')).toEqual({ outcome: 'rejected' });
    expect(await reject(app.db, w.id, staff.id, 'again')).toEqual({ outcome: 'already-rejected' });
    expect(available(app.db, user.id)).toBe(1000_00);
    const t = app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, w.id)).get()!;
    expect(t).toMatchObject({ status: 'rejected', note: 'ลายเซ็นไม่ตรง' });
    // A rejected transaction is never approved: nothing is written (refusing it is lib/decide's answer).
    expect(await approve(app.db, w.id, staff.id)).toEqual({ outcome: 'not-pending', status: 'rejected' });
    expect(ledgerRows(app.db, user.id)).toHaveLength(1);
  });

  it('refuses to reject an approved transaction or touch an unknown one', async () => {
    const { user } = await createVerifiedMember(app);
    const dep = insertTx(app.db, user.id, 'deposit', 10_00);
    await approve(app.db, dep.id, staff.id);
    expect(await reject(app.db, dep.id, staff.id, null)).toEqual({ outcome: 'not-pending', status: 'approved' });
    expect(app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, dep.id)).get()).toMatchObject({
      status: 'approved',
      note: null,
    });
    await expect(approve(app.db, 999_999, staff.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(balanceOf(app.db, user.id)).toBe(10_00);
  });

  it('blocks a withdrawal approval when the balance has moved below it', async () => {
    const { user } = await createVerifiedMember(app);
    await approve(app.db, insertTx(app.db, user.id, 'deposit', 100_00).id, staff.id);
    const w1 = insertTx(app.db, user.id, 'withdraw_goods', 80_00);
    // A second withdrawal recorded without the route's hold check (an import, a bug): approving it first
    // moves the balance to 20, so w1 can no longer be paid.
    const w2 = insertTx(app.db, user.id, 'withdraw_cash', 80_00);
    expect(await approve(app.db, w2.id, staff.id)).toMatchObject({ amountSatang: -80_00 });
    await expect(approve(app.db, w1.id, staff.id)).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(balanceOf(app.db, user.id)).toBe(20_00);
    const t1 = app.db.select().from(schema.savingTransactions).where(eq(schema.savingTransactions.id, w1.id)).get()!;
    expect(t1.status).toBe('pending');
    expect(ledgerRows(app.db, user.id)).toHaveLength(2);
  });

  it('gives a running approved balance per row, newest first', async () => {
    const { user } = await createVerifiedMember(app);
    const d1 = insertTx(app.db, user.id, 'deposit', 500_00);
    const d2 = insertTx(app.db, user.id, 'deposit', 200_00);
    const w = insertTx(app.db, user.id, 'withdraw_cash', 100_00);
    const d3 = insertTx(app.db, user.id, 'deposit', 70_00);
    await approve(app.db, d1.id, staff.id);
    await approve(app.db, w.id, staff.id);
    await reject(app.db, d2.id, staff.id, 'สลิปไม่ชัด');
    const h = historyWithRunningBalance(app.db, user.id);
    expect(h.map((e) => [e.transaction.id, e.ledgerSatang, e.netBalanceSatang])).toEqual([
      [d3.id, null, 400_00],
      [w.id, -100_00, 400_00],
      [d2.id, null, 500_00],
      [d1.id, 500_00, 500_00],
    ]);
  });

  it('keeps the ledger append-only: updates and deletes are refused by the database', async () => {
    const { user } = await createVerifiedMember(app);
    await approve(app.db, insertTx(app.db, user.id, 'deposit', 10_00).id, staff.id);
    expect(() => app.sqlite.prepare('update saving_ledger set amount_satang = 999999 where user_id = ?').run(user.id)).toThrow(
      /append-only/,
    );
    expect(() => app.sqlite.prepare('delete from saving_ledger where user_id = ?').run(user.id)).toThrow(/append-only/);
    expect(() => app.sqlite.prepare('update saving_transactions set amount_satang = 1 where user_id = ?').run(user.id)).toThrow(
      /immutable/,
    );
    expect(balanceOf(app.db, user.id)).toBe(10_00);
  });
});

describe('ledger approvals racing from separate processes', () => {
  function race(path: string, children: number[][], staffId: number) {
    const startAt = Date.now() + 2500; // time for every child to load and open its connection
    const script = fileURLToPath(new URL('./ledger-approve.child.ts', import.meta.url));
    return Promise.all(
      children.map(
        (txIds) =>
          new Promise<{ id: number; ok: boolean; already?: boolean; code?: string }[]>((resolve, reject) => {
            const child = fork(script, [JSON.stringify({ path, txIds, staffId, startAt })], { execArgv: ['--import', 'tsx'] });
            child.once('message', (m) => resolve(m as never));
            child.once('error', reject);
            child.once('exit', (code) => code !== 0 && reject(new Error(`child exited ${code}`)));
          }),
      ),
    ).then((r) => r.flat());
  }

  it('writes one ledger row when many connections approve the same deposit, and never overdraws', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-race-'));
    const path = join(dir, 'race.db');
    try {
      const { db, close } = openDb(path);
      const staff = db.insert(schema.staff).values({ username: 'racer', passwordHash: 'x', role: 'staff' }).returning().get();
      const user = db.insert(schema.users).values({ username: 'race-member', verificationStatus: 2 }).returning().get();
      const dep = insertTx(db, user.id, 'deposit', 1000_00);
      // Ten withdrawals of 300 recorded without holds: whatever the order, only three can be paid.
      const ws = Array.from({ length: 10 }, () => insertTx(db, user.id, 'withdraw_cash', 300_00).id);
      close();

      const sameDeposit = await race(
        path,
        Array.from({ length: 4 }, () => [dep.id]),
        staff.id,
      );
      expect(sameDeposit.every((r) => r.ok)).toBe(true);
      expect(sameDeposit.filter((r) => !r.already)).toHaveLength(1);

      const withdrawals = await race(path, [ws.slice(0, 5), ws.slice(5).reverse()], staff.id);
      expect(withdrawals.filter((r) => r.ok)).toHaveLength(3);
      expect(withdrawals.filter((r) => !r.ok).every((r) => r.code === 'INSUFFICIENT_BALANCE')).toBe(true);

      const check = openDb(path);
      expect(check.db.select().from(schema.savingLedger).all()).toHaveLength(4);
      expect(balanceOf(check.db, user.id)).toBe(100_00);
      check.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
