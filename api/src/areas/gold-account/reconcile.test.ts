import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createVerifiedMember } from '../../test/factories';
import { branchId } from '../../test/branch-support';
import { reconcileGoldLedger } from './reconcile';

// The reconciliation finds each way the gold ledger can disagree with its requests (rows written directly,
// as only a bug or a hand edit could).
describe('gold ledger reconciliation', async () => {
  const app = await testApp();
  const { goldAccounts, goldTransactions, goldLedger } = schema;
  const member = async () => {
    const m = await createVerifiedMember(app);
    const a = app.db
      .insert(goldAccounts)
      .values({ userId: m.user.id, branchId: branchId(app) })
      .returning()
      .get();
    const request = (kind: 'deposit' | 'withdraw_bar', status: 'pending' | 'approved', units: number) =>
      app.db
        .insert(goldTransactions)
        .values({
          userId: m.user.id,
          accountId: a.id,
          kind,
          status,
          units,
          amountSatang: kind === 'deposit' ? 500_000 : 0,
          priceSatang: 4_125_000,
        })
        .returning()
        .get();
    return { userId: m.user.id, request };
  };

  it('passes a ledger that matches, and names a missing row, a row for a pending request, a wrong sign and a balance below zero', async () => {
    const m = await member();
    const ok = m.request('deposit', 'approved', 18_477);
    app.db
      .insert(goldLedger)
      .values({ userId: m.userId, transactionId: ok.id, units: 18_477, amountSatang: 500_000, priceSatang: 4_125_000 })
      .run();
    expect(reconcileGoldLedger(app.db)).toEqual([]);

    const missing = m.request('deposit', 'approved', 100);
    const pending = m.request('deposit', 'pending', 100);
    app.db
      .insert(goldLedger)
      .values({ userId: m.userId, transactionId: pending.id, units: 100, amountSatang: 500_000, priceSatang: 4_125_000 })
      .run();
    const wrongSign = m.request('withdraw_bar', 'approved', 38_110);
    app.db
      .insert(goldLedger)
      .values({ userId: m.userId, transactionId: wrongSign.id, units: 38_110, amountSatang: 0, priceSatang: 4_125_000 })
      .run();
    const other = await member();
    const over = other.request('withdraw_bar', 'approved', 38_110);
    app.db
      .insert(goldLedger)
      .values({ userId: other.userId, transactionId: over.id, units: -38_110, amountSatang: 0, priceSatang: 4_125_000 })
      .run();

    const problems = reconcileGoldLedger(app.db);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^gold transaction ${missing.id} .*ledger row missing`)),
      expect.stringMatching(new RegExp(`^gold transaction ${pending.id} \\(deposit, pending\\): has a ledger row`)),
      expect.stringMatching(new RegExp(`^gold transaction ${wrongSign.id} .*ledger row 38110 units`)),
      `member ${other.userId}: gold balance below zero (-38110 units)`,
    ]);
  });
});
