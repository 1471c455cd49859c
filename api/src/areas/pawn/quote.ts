import type { PawnRequestKind } from '@goldshop/db/schema';
import { PAWN_AWAITING_PICKUP, type PawnPayState } from '../../../contract/pawn';
import { badRequest, conflict, type HttpError } from '../../lib/http-error';
import { bahtText } from '../../lib/money';
import { thaiDate } from '../../lib/line/messages';
import { addMonths, daysBetween, redemptionLimit, type MonthRule } from './law';
import { extensionRoomSatang, interestCeilingOf, standing, type ContractTerms, type PaidRow, type Standing } from './standing';

/*
 * What a member may pay on a contract from the app, and what each payment costs on a day (docs/decisions.md
 * "Pawn"): ต่อดอก (N months of interest, the due date N months on), ลดต้น (the interest owed and part of
 * the principal), ไถ่ถอน (everything). The same function prices the member's screen, checks the request and
 * re-checks the staff's approval, so the three never disagree.
 */

export interface PawnSettings {
  monthRule: MonthRule;
  /** Days past the due date a contract may still be paid from the app. */
  graceDays: number;
}

export interface ContractState extends ContractTerms {
  jnStatus: string;
  dueDate: string;
  isOpen: boolean;
}

export interface QuoteAsk {
  kind: PawnRequestKind;
  /** ต่อดอก: months of interest. */
  months?: number;
  /** ลดต้น: the principal to pay down, in satang. */
  principalSatang?: number;
}

export interface Quote {
  kind: PawnRequestKind;
  day: string;
  monthRule: MonthRule;
  amountSatang: number;
  interestSatang: number;
  principalSatang: number;
  months: number | null;
  newDueDate: string | null;
  principalAfterSatang: number;
  standing: Standing;
  /** §499 as it applies to this payment: at the new due date for ต่อดอก, else on the day. */
  ceiling: { date: string; days: number; ceilingSatang: number; bites: boolean; cutSatang: number };
  /** ต่อดอก's choices: from the fewest months that put the due date after the day to the most within 3 years. */
  monthsRange: { min: number; max: number };
}

/** The months ต่อดอก may pay for: the due date must end up after `day` and no later than 3 years from the sale. */
export function extensionRange(jnDate: string, dueDate: string, day: string): { min: number; max: number } {
  const limit = redemptionLimit(jnDate);
  let min = 1;
  while (addMonths(dueDate, min) <= day && min <= 1200) min++;
  let max = 0;
  while (addMonths(dueDate, max + 1) <= limit) max++;
  return { min, max };
}

/**
 * Whether the member may pay from the app: `open`, or why not: `closed` (redeemed, forfeited …), `pickup`
 * (redeemed in the app, the item waits at the branch), `pending` (a request waits for staff), `contact` (past
 * the due date by more than the owner's grace, or past the 3 years the law allows: the shop must talk to them).
 */
export function payState(c: ContractState, settings: PawnSettings, day: string, hasPending: boolean): PawnPayState {
  if (c.jnStatus.trim() === PAWN_AWAITING_PICKUP) return 'pickup';
  if (!c.isOpen) return 'closed';
  if (hasPending) return 'pending';
  if (day > redemptionLimit(c.jnDate) || daysBetween(c.dueDate, day) > settings.graceDays) return 'contact';
  return 'open';
}

/** The refusal for each state a contract cannot be paid in (409, Thai). */
export function refusalFor(state: Exclude<PawnPayState, 'open'>, c: ContractState, settings: PawnSettings, day: string): HttpError {
  switch (state) {
    case 'closed':
      return conflict('PAWN_CLOSED', 'สัญญานี้ปิดแล้ว ไม่มียอดที่ต้องชำระ');
    case 'pickup':
      return conflict('PAWN_AWAITING_PICKUP', 'สัญญานี้ชำระไถ่ถอนแล้ว รอรับสินค้าที่สาขา');
    case 'pending':
      return conflict('PAWN_REQUEST_PENDING', 'สัญญานี้มีรายการชำระที่รอร้านตรวจสอบอยู่แล้ว กรุณารอผลก่อนทำรายการใหม่');
    case 'contact':
      return day > redemptionLimit(c.jnDate)
        ? conflict('PAWN_CONTACT_SHOP', `สัญญานี้ครบ 3 ปีนับจากวันขายฝากแล้ว (${thaiDate(redemptionLimit(c.jnDate))}) กรุณาติดต่อร้าน`)
        : conflict('PAWN_CONTACT_SHOP', `สัญญานี้เลยกำหนดชำระเกิน ${settings.graceDays} วัน ชำระผ่านแอปไม่ได้ กรุณาติดต่อร้าน`);
  }
}

const ceilingOf = (c: ContractTerms, paid: readonly PaidRow[], date: string, cutSatang: number) => {
  const days = Math.max(0, daysBetween(c.jnDate, date));
  return { date, days, ceilingSatang: c.netTotalSatang + interestCeilingOf(c, paid, c.jnDate, date), bites: cutSatang > 0, cutSatang };
};

/**
 * Prices a payment on `day`. The contract's state is the caller's to check (payState); this refuses only
 * what the ask itself gets wrong: months outside the range (400), a principal not between 0 and what is
 * left (400), or nothing left to take under the ceiling (409).
 */
export function quote(c: ContractState, paid: readonly PaidRow[], settings: PawnSettings, day: string, ask: QuoteAsk): Quote {
  const s = standing(c, paid, settings.monthRule, day);
  const monthsRange = extensionRange(c.jnDate, c.dueDate, day);
  const base = { kind: ask.kind, day, monthRule: settings.monthRule, standing: s, monthsRange };

  if (ask.kind === 'interest') {
    if (monthsRange.max < monthsRange.min) {
      throw conflict(
        'PAWN_EXTENSION_PAST_LIMIT',
        `ต่อดอกไม่ได้: กำหนดชำระจะเกิน 3 ปีนับจากวันขายฝาก (ไถ่ถอนได้ถึง ${thaiDate(redemptionLimit(c.jnDate))})`,
      );
    }
    const months = ask.months ?? monthsRange.min;
    if (!Number.isInteger(months) || months < monthsRange.min || months > monthsRange.max) {
      throw badRequest(
        'BAD_MONTHS',
        monthsRange.min === monthsRange.max
          ? `ต่อดอกได้ ${monthsRange.min} เดือน`
          : `เลือกจำนวนเดือนได้ ${monthsRange.min}–${monthsRange.max} เดือน`,
      );
    }
    const newDueDate = addMonths(c.dueDate, months);
    // The months bought run from the due date to the new one: 15 % a year of the principal for exactly those
    // days, and never past what everything collected may be by the new due date (standing.ts).
    const full = months * s.monthlySatang;
    const amount = Math.min(full, extensionRoomSatang(c, paid, c.dueDate, newDueDate));
    if (amount <= 0) throw conflict('PAWN_CEILING_REACHED', 'ดอกเบี้ยที่ชำระแล้วถึงเพดานที่กฎหมายกำหนด (ไม่เกิน 15% ต่อปี) กรุณาติดต่อร้าน');
    return {
      ...base,
      amountSatang: amount,
      interestSatang: amount,
      principalSatang: 0,
      months,
      newDueDate,
      principalAfterSatang: s.principalSatang,
      ceiling: ceilingOf(c, paid, newDueDate, full - amount),
    };
  }

  if (ask.kind === 'principal') {
    const p = ask.principalSatang ?? 0;
    if (!Number.isSafeInteger(p) || p <= 0 || p >= s.principalSatang) {
      throw badRequest(
        'BAD_PRINCIPAL',
        `ยอดลดต้นต้องมากกว่า 0 และน้อยกว่าเงินต้นคงเหลือ ${bahtText(s.principalSatang)} (ชำระเงินต้นทั้งหมดให้เลือกไถ่ถอน)`,
      );
    }
    return {
      ...base,
      amountSatang: s.owedSatang + p,
      interestSatang: s.owedSatang,
      principalSatang: p,
      months: null,
      newDueDate: null,
      principalAfterSatang: s.principalSatang - p,
      ceiling: ceilingOf(c, paid, day, s.ceilingCutSatang),
    };
  }

  if (s.redeemSatang <= 0) throw conflict('PAWN_CEILING_REACHED', 'ไม่มียอดที่ต้องชำระตามเพดานที่กฎหมายกำหนด กรุณาติดต่อร้าน');
  const principal = Math.min(s.principalSatang, s.redeemSatang);
  return {
    ...base,
    amountSatang: s.redeemSatang,
    interestSatang: s.redeemSatang - principal,
    principalSatang: principal,
    months: null,
    newDueDate: null,
    principalAfterSatang: 0,
    ceiling: ceilingOf(c, paid, day, s.ceilingCutSatang),
  };
}
