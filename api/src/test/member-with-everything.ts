// Test rows: a member with a row in every table that holds member data, as the member and staff sides make them.
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import type { PawnQuote } from '../../contract/pawn-requests';
import { createCustomer, createMember, storedImage } from './factories';
import { fund } from './money-support';
import { nationalId } from './fixtures';
import { immediate } from '../lib/tx';
import { approveTransaction } from '../areas/saving/ledger';
import { branchId } from './branch-support';

let seq = 0;

/** The quote a member paid 100 baht of interest on (the staff queue answers it whole, in its contract shape). */
const paidQuote = (jnId: string): PawnQuote => ({
  jn_id: jnId,
  kind: 'interest',
  day: '2026-03-05',
  amount: 100,
  months: 1,
  newDueDate: '2026-06-05',
  breakdown: {
    netTotal: 10_000,
    principal: 10_000,
    monthlyInterest: 100,
    monthRule: 'whole',
    daysSinceSale: 59,
    monthsCounted: 2,
    interestCharged: 200,
    interestPaid: 100,
    interestOwed: 100,
    payInterest: 100,
    payPrincipal: 0,
    principalAfter: 10_000,
  },
  ceiling: { date: '2026-03-05', days: 59, limit: 10_242.46, bites: false, cut: 0 },
  monthsRange: { min: 1, max: 12 },
  extensions: [{ months: 1, dueDate: '2026-06-05' }],
  redemptionLimit: '2029-01-05',
});

export async function memberWithEverything(app: App, staffId: number, name = 'ประภา ทองดี') {
  const n = ++seq;
  const card = nationalId();
  const customer = await createCustomer(app, card, name);
  const m = await createMember(app, { verificationStatus: 2, customerId: customer.id, lineUserId: `U${String(n).padStart(32, 'a')}` });
  const userId = m.user.id;
  const [idCard, selfie, slip] = [await storedImage(app, 'id_card'), await storedImage(app, 'selfie'), await storedImage(app, 'slip')];
  const db = app.db;
  const request = db
    .insert(schema.verificationRequests)
    .values({
      userId,
      customerId: customer.id,
      nationalId: card,
      idCardImg: idCard,
      personalImg: selfie,
      consentAt: new Date().toISOString(),
      status: 'approved',
    })
    .returning()
    .get();
  db.insert(schema.memberConsents).values({ userId, kind: 'line_promotions', given: true }).run();
  db.insert(schema.passwordResets)
    .values({ userId, tokenHash: `hash-${n}-${userId}`, expiresAt: new Date().toISOString(), usedAt: new Date().toISOString() })
    .run();
  db.insert(schema.savingAccounts)
    .values({ userId, status: 'active', branchId: branchId(app) })
    .run();
  await fund(app, userId, 150_000);
  const withdrawal = db
    .insert(schema.savingTransactions)
    .values({
      userId,
      kind: 'withdraw_cash',
      amountSatang: 50_000,
      bank: 'กสิกรไทย',
      accountName: name,
      accountNumber: `12345${n}`,
      idCardImage: idCard,
      status: 'rejected',
    })
    .returning()
    .get();
  const down = db
    .insert(schema.downRequests)
    .values({ userId, branchId: branchId(app), status: 'closed', prodType: 'สร้อยคอ 1 บาท', approvedAmountSatang: 3_000_000 })
    .returning()
    .get();
  db.insert(schema.downPayments).values({ downId: down.id, userId, amountSatang: 3_000_000, status: 'approved', proof: slip }).run();
  db.insert(schema.downCloseRequests)
    .values({ downId: down.id, userId, idCardImage: idCard, idCardImageBack: idCard, status: 'approved' })
    .run();
  const jnId = `JN-${n}-${Date.now()}`;
  db.insert(schema.pawnContracts)
    .values({
      jnId,
      branchId: branchId(app),
      customerId: customer.id,
      jnDate: '2026-01-05',
      netTotalSatang: 1_000_000,
      rateInSatang: 1_000,
      jnStatus: 'ไถ่ถอน',
      dueDate: '2026-05-05',
    })
    .run();
  db.insert(schema.pawnPayments)
    .values({ jnId, payDate: '2026-02-05', totalSatang: 20_000, payType: 'ต่อดอก', externalRef: `r${n}` })
    .run();
  const pawnRequest = db
    .insert(schema.pawnRequests)
    .values({
      jnId,
      userId,
      kind: 'interest',
      status: 'rejected',
      amountSatang: 10_000,
      interestSatang: 10_000,
      principalSatang: 0,
      months: 1,
      payDate: '2026-03-05',
      quote: paidQuote(jnId),
      proof: slip,
      note: 'ยอดไม่ตรง',
    })
    .returning()
    .get();
  db.insert(schema.paymentSlips)
    .values({
      kind: 'pawn',
      paymentId: pawnRequest.id,
      userId,
      image: slip,
      qr: 'read',
      bank: '004',
      transRef: `REF${n}${userId}`,
      active: false,
    })
    .run();
  db.insert(schema.pickups)
    .values({
      userId,
      what: 'pawn-redeem',
      ref: pawnRequest.id,
      branchId: 1,
      startAt: '2026-03-06T03:00:00.000Z',
      endAt: '2026-03-06T03:30:00.000Z',
      status: 'cancelled',
    })
    .run();
  // A reservation of a piece the member cancelled (no product row: the code is kept as reserved), its deposit refunded.
  const reservation = db
    .insert(schema.reservations)
    .values({
      userId,
      productCode: `GN-R${n}${userId}`,
      branchId: 1,
      status: 'cancelled',
      closedAt: '2026-03-05T03:00:00.000Z',
      depositSatang: 50_000,
    })
    .returning()
    .get();
  db.insert(schema.reservationDeposits)
    .values({ reservationId: reservation.id, userId, amountSatang: 50_000, proof: slip, state: 'refunded', refundedBy: staffId })
    .run();
  db.insert(schema.priceAlerts)
    .values({ userId, kind: 'sell_below', thresholdSatang: 4_000_000, offToken: `off-${n}-${userId}` })
    .run();
  db.insert(schema.priceAlertDelivery).values({ userId, delivery: 'daily' }).run();
  // A gold account that bought 1 สลึง and took it as bar gold: rows in every gold table, nothing left held.
  const gold = db.insert(schema.goldAccounts).values({ userId, branchId: 1 }).returning().get();
  const goldPrice = { priceSatang: 4_125_000, amountSatang: 1_031_250 };
  const bought = db
    .insert(schema.goldTransactions)
    .values({ userId, accountId: gold.id, kind: 'deposit', status: 'approved', units: 38_110, proof: slip, ...goldPrice })
    .returning()
    .get();
  const taken = db
    .insert(schema.goldTransactions)
    .values({ userId, accountId: gold.id, kind: 'withdraw_bar', status: 'approved', units: 38_110, ...goldPrice })
    .returning()
    .get();
  db.insert(schema.goldLedger)
    .values({ userId, transactionId: bought.id, units: 38_110, ...goldPrice, createdBy: staffId })
    .run();
  db.insert(schema.goldLedger)
    .values({ userId, transactionId: taken.id, units: -38_110, amountSatang: -1_031_250, priceSatang: 4_125_000, createdBy: staffId })
    .run();
  // A monthly plan for the gold account with a goal of 1 baht-weight.
  db.insert(schema.savingsPlans).values({ userId, account: 'gold', amountSatang: 200_000, day: 5, goalUnits: 152_440 }).run();
  db.insert(schema.lineNotifications)
    .values({
      userId,
      lineUserId: m.user.lineUserId!,
      dedupeKey: `test:${n}`,
      message: [{ type: 'text', text: 'อนุมัติแล้ว' }],
      retryKey: `k${n}`,
      nextAttemptAt: new Date().toISOString(),
    })
    .run();
  db.insert(schema.lineServiceTokens)
    .values({
      userId,
      paymentKind: 'deposit',
      paymentId: 1_000_000 + n,
      token: `nt-test-${n}`,
      remaining: 5,
      expiresAt: '2099-01-01T00:00:00.000Z',
    })
    .run();
  db.insert(schema.memberMessages)
    .values({ userId, dedupeKey: `test-inbox:${n}`, text: 'อนุมัติแล้ว', path: '/saving' })
    .run();
  db.insert(schema.sensitiveAccessLog)
    .values({ staffId, userId, subject: 'image', imageHash: idCard, entity: 'verification_request', entityId: request.id })
    .run();
  return { ...m, customer, card, request, withdrawal, down, jnId, images: { idCard, selfie, slip } };
}

/**
 * What memberWithEverything left in savings (1,500 baht), withdrawn as cash, approved and transferred by staff:
 * afterwards the member owes nothing and is owed nothing, so they may close. Answers the withdrawal's id.
 */
export async function settleSavings(app: App, userId: number, staffId: number): Promise<number> {
  const out = app.db.insert(schema.savingTransactions).values({ userId, kind: 'withdraw_cash', amountSatang: 150_000 }).returning().get();
  await immediate(app.db, (tx) => approveTransaction(tx, out.id, staffId));
  app.db.update(schema.savingTransactions).set({ fulfilment: 'transferred' }).where(eq(schema.savingTransactions.id, out.id)).run();
  return out.id;
}
