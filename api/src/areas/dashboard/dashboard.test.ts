import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember, storedImage } from '../../test/factories';
import { addDays, bangkokToday } from '../../lib/dates';
import { downRequest, fundedSaver, ledgerSum, savingTx, verificationRequest } from '../../test/fixtures';
import { branchId } from '../../test/branch-support';

describe('admin dashboard', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const get = (url: string) => app.inject({ url: `/api/admin${url}`, cookies: staff.cookies });

  it('starts empty', async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ goldPrice: null, totalSavingsOwed: 0, pawnDueThisWeek: [] });
    expect(Object.values(res.json().pending).every((n) => n === 0)).toBe(true);
  });

  it('counts what waits in every queue, the latest gold price, what the shop owes and pawns due this week', async () => {
    await verificationRequest(app);
    const m = await fundedSaver(app, staff.staff.id, 250_075);
    await app.db.insert(schema.savingAccounts).values({ userId: (await createVerifiedMember(app)).user.id, branchId: branchId(app) });
    await savingTx(app, m.user.id, 'deposit', 1_000);
    await savingTx(app, m.user.id, 'withdraw_cash', 1_000);
    await savingTx(app, m.user.id, 'withdraw_goods', 1_000, { status: 'approved' });
    const { member, request } = await downRequest(app, 'closing');
    await downRequest(app);
    const img = await storedImage(app, 'slip');
    await app.db.insert(schema.downPayments).values({ downId: request.id, userId: member.user.id, amountSatang: 500, proof: img });
    await app.db
      .insert(schema.downCloseRequests)
      .values({ downId: request.id, userId: member.user.id, idCardImage: img, idCardImageBack: img });
    const price = {
      date: '1 มกราคม 2569',
      update_time: 'เวลา 09:30 น.',
      price: { gold_bar: { buy: '41,000.00', sell: '41,100.00' }, change: { compare_previous: '+50' } },
    };
    await app.db.insert(schema.goldPrices).values([
      { source: 'upstream', response: { ...price, date: 'old' } },
      { source: 'staff', response: price },
    ]);
    const today = bangkokToday();
    const pawn = (jnId: string, dueDate: string) => ({
      jnId,
      customerId: m.customer.id,
      jnDate: today,
      netTotalSatang: 100,
      rateInSatang: 1,
      feeSatang: 0,
      jnStatus: 'ปกติ',
      dueDate,
      branchId: branchId(app),
    });
    await app.db.insert(schema.pawnContracts).values([pawn('SOON', addDays(today, 2)), pawn('LATER', addDays(today, 8))]);

    const d = (await get('/dashboard')).json();
    expect(d.pending).toEqual({
      verifications: 1,
      savingAccounts: 1,
      savingDeposits: 1,
      savingWithdrawals: 1,
      savingFulfilment: 1,
      downRequests: 1,
      downPayments: 1,
      downCloses: 1,
      pawnRequests: 0,
      pawnPickups: 0,
    });
    expect(d.goldPrice).toMatchObject({ source: 'staff', response: { date: '1 มกราคม 2569', price: { gold_bar: { buy: '41,000.00' } } } });
    expect(d.totalSavingsOwed).toBe(2500.75);
    expect(d.totalSavingsOwed * 100).toBe(ledgerSum(app));
    expect(d.pawnDueThisWeek.map((c: { jn_id: string }) => c.jn_id)).toEqual(['SOON']);
    expect((await get('/pending-counts')).json()).toEqual(d.pending);
  });
});
