import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { ReservationDepositRule, ReservationDepositState } from '@goldshop/db/enums';
import { reservationCalls as calls, type ReserveFields } from '../../../contract/reservations';
import { badRequest, notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import type { PaymentKind } from '../payments/take-payment';
import { productPriceBaht } from '../gold-price/pricing';
import { requireSlotAt } from '../pickups/bookings';
import { productByCode } from '../shop/product-page';
import { placeReservation, requireReservable } from './reservations';
import { reservationRules } from './settings';

// A reservation's deposit (docs/decisions.md "Reservation deposits"): the owner's amount, never above the piece's
// price, paid by slip through the one payment flow, the reservation, its pickup and the deposit written in that
// flow's one transaction. The rule for an uncollected reservation is kept on the reservation when it is made.

const { reservationDeposits: deposits } = schema;
export type ReservationDeposit = typeof deposits.$inferSelect;

export const DEPOSIT_STATE_TEXT: Record<ReservationDepositState, string> = {
  held: 'ชำระมัดจำแล้ว',
  applied: 'หักมัดจำเป็นค่าสินค้าแล้ว',
  refund_due: 'รอร้านคืนเงินมัดจำ',
  refunded: 'คืนเงินมัดจำแล้ว',
  kept: 'ร้านริบเงินมัดจำ',
};

export const depositOf = (db: Db, reservationId: number): ReservationDeposit | undefined =>
  db.select().from(deposits).where(eq(deposits.reservationId, reservationId)).get();

/**
 * The deposit a piece asks now: the owner's amount, but never above the piece's price at the gold price in use (a
 * piece cheaper than the deposit asks its price). Unpriced (no price known, or prices paused): the owner's amount.
 */
export function depositRequired(
  app: FastifyInstance,
  db: Db,
  product: { weight: number; unit: string; makingChargeSatang: number },
): { satang: number; rule: ReservationDepositRule } {
  const { depositSatang, depositRule } = reservationRules(db);
  if (depositSatang === 0) return { satang: 0, rule: depositRule };
  const price = app.priceRules.get().pausedAt ? null : app.goldPrice.inUse();
  const baht = price && productPriceBaht(product.weight, product.unit, price.ornamentSatang, product.makingChargeSatang);
  return { satang: baht ? Math.min(depositSatang, baht * 100) : depositSatang, rule: depositRule };
}

/** Moves a live deposit on (nothing to do for a reservation without one, or one already settled). */
export function settleDeposit(tx: Db, reservationId: number, state: 'applied' | 'refund_due' | 'kept'): void {
  tx.update(deposits)
    .set({ state })
    .where(and(eq(deposits.reservationId, reservationId), eq(deposits.state, 'held')))
    .run();
}

const wrongAmount = (satang: number) =>
  badRequest('DEPOSIT_AMOUNT', `ยอดมัดจำต้องเท่ากับ ${satangToBaht(satang).toLocaleString('th-TH')} บาท พอดี`);

type Input = Omit<ReserveFields, 'amount'> & { amountSatang: number };
type Checked = Parameters<typeof placeReservation>[1] & { deposit: ReturnType<typeof depositRequired> };

/** A reservation sent with its deposit's slip, as the one payment flow takes it. */
export function reservationDepositPayment(
  app: FastifyInstance,
): PaymentKind<typeof calls.reserve.upload.fields, Input, Checked, ReservationDeposit> {
  return {
    slip: 'reservation',
    upload: calls.reserve.upload,
    parse: ({ code, branch_id, start }, amountSatang) => ({ code, branch_id, start, amountSatang }),
    // Refused before the slip is read: no such slot or piece, or an amount that is not the deposit, changes nothing.
    // Whether the piece is still free is the transaction's question (after an Idempotency-Key's replay).
    early(db, _member, input) {
      requireSlotAt(db, input.branch_id, input.start);
      const product = productByCode(db, input.code);
      if (!product) throw notFound('ไม่พบสินค้านี้');
      const { satang } = depositRequired(app, db, product);
      if (satang === 0) throw badRequest('NO_DEPOSIT', 'การจองสินค้าชิ้นนี้ไม่ต้องชำระมัดจำ กรุณาจองโดยไม่แนบสลิป');
      if (input.amountSatang !== satang) throw wrongAmount(satang);
    },
    byKey: (tx, userId, key) =>
      tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, key)))
        .get(),
    // Inside the flow's transaction: app.db is its one connection.
    sameRequest: (prev, input) =>
      app.db
        .select({ code: schema.reservations.productCode })
        .from(schema.reservations)
        .where(eq(schema.reservations.id, prev.reservationId))
        .get()?.code === input.code,
    check(tx, member, input) {
      const { branch, slot } = requireSlotAt(tx, input.branch_id, input.start);
      const product = requireReservable(tx, member.id, input.code, branch);
      const deposit = depositRequired(app, tx, product);
      if (deposit.satang === 0) throw badRequest('NO_DEPOSIT', 'การจองสินค้าชิ้นนี้ไม่ต้องชำระมัดจำ กรุณาจองโดยไม่แนบสลิป');
      if (input.amountSatang !== deposit.satang) throw wrongAmount(deposit.satang);
      return { userId: member.id, product, branch, slot, deposit };
    },
    insert(tx, { member, checked, proof, key }) {
      const r = placeReservation(tx, checked, checked.deposit);
      return tx
        .insert(deposits)
        .values({ reservationId: r.id, userId: member.id, amountSatang: checked.deposit.satang, proof, idempotencyKey: key })
        .returning()
        .get();
    },
  };
}
