// Test-only helpers for the pickup tests (imported only from *.test.ts).
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import { WEEKDAYS_9_TO_5 } from './branch-support';
import { storedImage } from './factories';
import { PAWN_AWAITING_PICKUP } from '../../contract/pawn';
import { pawnContract } from './pawn-support';

/** Gives a branch the test's hours (09:00–17:00 but Sundays), slots of 30 minutes and `capacity` places each. */
export function pickupBranch(app: App, id: number, capacity = 2) {
  app.db
    .update(schema.branches)
    .set({ hours: WEEKDAYS_9_TO_5, slotMinutes: 30, slotCapacity: capacity, takesPickups: true })
    .where(eq(schema.branches.id, id))
    .run();
}

/** A pawn contract of the member's customer redeemed (the redemption approved): its piece waits at `branch`. */
export async function redeemedPiece(app: App, member: { user: { id: number }; customer: { id: number } }, branch: number) {
  const c = pawnContract(app, member.customer.id, { branchId: branch, jnStatus: PAWN_AWAITING_PICKUP });
  const proof = await storedImage(app, 'proof');
  return app.db
    .insert(schema.pawnRequests)
    .values({
      jnId: c.jnId,
      userId: member.user.id,
      kind: 'redeem',
      status: 'approved',
      amountSatang: 100_000,
      interestSatang: 0,
      principalSatang: 100_000,
      payDate: '2026-11-30',
      quote: { newDueDate: null },
      branchId: branch,
      proof,
    })
    .returning()
    .get();
}

/** A goods withdrawal of the member's approved for collection at `branch` (prepared when asked): ready to book. */
export function goodsToCollect(app: App, userId: number, branch: number, fulfilment: 'prepared' | null = null) {
  return app.db
    .insert(schema.savingTransactions)
    .values({
      userId,
      kind: 'withdraw_goods',
      amountSatang: 500_000,
      status: 'approved',
      isDelivery: 'รับเองหน้าร้าน',
      receiveBranchId: branch,
      fulfilment,
    })
    .returning()
    .get();
}

/** A type 2 contract of the member's at `branch` waiting to close, and its close request: its piece is ready to book. */
export async function closingDown(app: App, userId: number, branch: number) {
  const down = app.db
    .insert(schema.downRequests)
    .values({ userId, status: 'closing', branchId: branch, approvedAmountSatang: 1_000_000 })
    .returning()
    .get();
  const card = await storedImage(app, 'id_card');
  const close = app.db
    .insert(schema.downCloseRequests)
    .values({ downId: down.id, userId, idCardImage: card, idCardImageBack: card })
    .returning()
    .get();
  return { down, close };
}

/** A gold account of the member's at `branch` holding 1 สลึง, asked for as bar gold (pending, reserved): ready to book. */
export function goldBarToCollect(app: App, userId: number, branch: number, staffId: number) {
  const account = app.db.insert(schema.goldAccounts).values({ userId, branchId: branch }).returning().get();
  const price = { priceSatang: 4_125_000 };
  const bought = app.db
    .insert(schema.goldTransactions)
    .values({ userId, accountId: account.id, kind: 'deposit', status: 'approved', units: 38_110, amountSatang: 1_031_250, ...price })
    .returning()
    .get();
  app.db
    .insert(schema.goldLedger)
    .values({ userId, transactionId: bought.id, units: 38_110, amountSatang: 1_031_250, ...price, createdBy: staffId })
    .run();
  return app.db
    .insert(schema.goldTransactions)
    .values({ userId, accountId: account.id, kind: 'withdraw_bar', units: 38_110, amountSatang: 0, priceSatang: 0, reservedUnits: 38_110 })
    .returning()
    .get();
}
