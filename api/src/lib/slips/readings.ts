import { and, asc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import type { SlipPaymentKind } from '@goldshop/db/enums';
import { bankByCode } from '../../../contract/banks';
import type { SlipReading } from '../../../contract/payments';
import { satangToBaht } from '../money';
import { slipsOf, type PaymentSlip } from './claims';

const {
  paymentSlips: slips,
  savingTransactions: txs,
  downPayments: pays,
  pawnRequests: pawn,
  goldTransactions: gold,
  reservationDeposits: deposits,
} = schema;

/** Each kind's payment table, for the status of an earlier use. */
const STATUS_OF: Record<SlipPaymentKind, (db: Db, id: number) => string | undefined> = {
  deposit: (db, id) => db.select({ s: txs.status }).from(txs).where(eq(txs.id, id)).get()?.s,
  instalment: (db, id) => db.select({ s: pays.status }).from(pays).where(eq(pays.id, id)).get()?.s,
  pawn: (db, id) => db.select({ s: pawn.status }).from(pawn).where(eq(pawn.id, id)).get()?.s,
  gold: (db, id) => db.select({ s: gold.status }).from(gold).where(eq(gold.id, id)).get()?.s,
  reservation: (db, id) => db.select({ s: deposits.state }).from(deposits).where(eq(deposits.id, id)).get()?.s,
};

/** A check that did not pass, no slip QR (or only a QR that is no slip), or more than one transfer in the picture: staff look twice. */
const doubtful = (s: PaymentSlip & { others: PaymentSlip[] }) =>
  s.qr !== 'read' || s.check === 'mismatch' || s.check === 'not_found' || s.others.length > 0;

const bankNameOf = (code: string | null) => (code ? (bankByCode(code)?.fullName ?? `ธนาคารรหัส ${code}`) : null);

/**
 * What staff read on each payment's slip, by payment id: the sending bank by name, the transRef, the
 * check's answer, and an earlier payment that sent the same transfer (only ever a rejected one of the same
 * member: claimSlip refuses the rest). `picture` says the same picture was sent before (the older signal,
 * lib/money-input earlierSlipUses), which flags the slip too.
 */
export function slipReadings(
  db: Db,
  kind: SlipPaymentKind,
  paymentIds: number[],
  picture: (id: number) => boolean = () => false,
): Map<number, SlipReading> {
  const mine = slipsOf(db, kind, paymentIds);
  const out = new Map<number, SlipReading>();
  for (const [paymentId, s] of mine) {
    const earlierRow =
      s.bank && s.transRef
        ? db
            .select()
            .from(slips)
            .where(and(eq(slips.bank, s.bank), eq(slips.transRef, s.transRef), lt(slips.id, s.id)))
            .orderBy(asc(slips.id))
            .get()
        : undefined;
    const earlier = earlierRow
      ? {
          kind: earlierRow.kind,
          id: earlierRow.paymentId,
          status: STATUS_OF[earlierRow.kind](db, earlierRow.paymentId) ?? 'unknown',
          createdAt: earlierRow.createdAt,
        }
      : null;
    out.set(paymentId, {
      qr: s.qr,
      bank: s.bank,
      bankName: bankNameOf(s.bank),
      transRef: s.transRef,
      payload: s.qr === 'unknown' ? s.payload : null,
      others: s.others.map((o) => ({ bank: o.bank, bankName: bankNameOf(o.bank), transRef: o.transRef })),
      check: s.check,
      checkNote: s.checkNote,
      checkAmount: s.checkAmountSatang === null ? null : satangToBaht(s.checkAmountSatang),
      earlier,
      flagged: doubtful(s) || earlier !== null || picture(paymentId),
    });
  }
  return out;
}

/**
 * `?slip=flagged` as SQL over a payment table: its slip has no read QR, a check that did not pass, or a
 * transfer sent before; or the same picture was sent with an earlier deposit, instalment or pawn payment. Payments from before slips were read have no slip row and are not flagged by it.
 */
export function flaggedSlip(kind: SlipPaymentKind, paymentId: SQLiteColumn, proof: SQLiteColumn, createdAt: SQLiteColumn): SQL {
  const picture = sql`(exists (select 1 from saving_transactions o where o.kind = 'deposit' and o.proof = ${proof} and o.created_at < ${createdAt})
    or exists (select 1 from down_payments o where o.proof = ${proof} and o.created_at < ${createdAt})
    or exists (select 1 from pawn_requests o where o.proof = ${proof} and o.created_at < ${createdAt}))`;
  const other = sql`exists (select 1 from payment_slips o where o.bank = ps.bank and o.trans_ref = ps.trans_ref and o.id < ps.id)`;
  // Any row of the payment counts: a second transfer in the picture (seq > 0) flags it as much as a bad read.
  return or(
    sql`exists (select 1 from payment_slips ps where ps.kind = ${kind} and ps.payment_id = ${paymentId}
      and (ps.seq > 0 or ps.qr <> 'read' or ps."check" in ('mismatch', 'not_found') or ${other}))`,
    picture,
  )!;
}
