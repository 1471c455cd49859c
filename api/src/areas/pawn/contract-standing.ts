import { DUE_SOON_DAYS, type PawnStandingCode, type PawnStandingView } from '../../../contract/pawn-standing';
import { PAWN_AWAITING_PICKUP } from '../../../contract/pawn';
import { addDays } from '../../lib/dates';
import { daysBetween, redemptionLimit } from './law';
import type { PawnSettings } from './quote';

/** The point-of-sale's words for a contract that is over, by what became of the piece. */
const OVER = new Map<string, PawnStandingCode>(
  Object.entries({
    ไถ่ถอนแล้ว: 'redeemed',
    ไถ่ถอน: 'redeemed',
    หลุด: 'forfeited',
    หลุดจำนำ: 'forfeited',
    หลุดขายฝาก: 'forfeited',
    ยกเลิก: 'closed',
    ปิดสัญญา: 'closed',
    [PAWN_AWAITING_PICKUP]: 'awaiting_pickup',
  }),
);

/**
 * Where a contract stands today, worked out in this one place (docs/product.md "Rules: pawn contracts (ขายฝาก)"):
 * over (redeemed, awaiting pickup, forfeited, closed) by the point-of-sale's word; otherwise by the days to its due
 * date and the owner's grace. The member may pay in the app until the due date plus the grace (never past the 3
 * years the law allows), and from the day after, the shop may keep the piece. The point-of-sale's own word
 * ('ครบกำหนด' three days after the date) is its last update, not today's count, so it is not the standing.
 */
export function contractStanding(
  c: { jnStatus: string; jnDate: string; dueDate: string },
  settings: Pick<PawnSettings, 'graceDays'>,
  today: string,
): PawnStandingView {
  const daysToDue = daysBetween(today, c.dueDate);
  const daysOverdue = Math.max(0, -daysToDue);
  // A Map: the point-of-sale's word is free text ('__proto__' is a word, not a key of every object).
  const over = OVER.get(c.jnStatus.trim());
  if (over) return { code: over, dueDate: c.dueDate, daysOverdue: 0, daysToDue, payUntil: null, keepFrom: null };
  const limit = redemptionLimit(c.jnDate);
  const graceEnd = addDays(c.dueDate, settings.graceDays);
  // The earlier of two Bangkok dates (YYYY-MM-DD sorts as it reads).
  const payUntil = [graceEnd, limit].sort()[0]!;
  const keepFrom = addDays(payUntil, 1);
  const code: PawnStandingCode =
    today > payUntil ? 'past_grace' : daysOverdue > 0 ? 'overdue' : daysToDue <= DUE_SOON_DAYS ? 'due' : 'in_force';
  return { code, dueDate: c.dueDate, daysOverdue, daysToDue, payUntil, keepFrom };
}
