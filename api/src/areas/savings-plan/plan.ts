import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { SavingsPlan, SavingsPlanBody } from '../../../contract/savings-plan';
import { badRequest, forbidden } from '../../lib/http-error';
import { bangkokToday, isRealDate } from '../../lib/dates';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { requireGoldAccount } from '../gold-account/account';
import { formatGrams, parseGrams } from '../gold-account/grams';
import { unitsOf } from '../gold-account/ledger';

// A member's monthly plan (docs/decisions.md "Monthly savings plan"). Not money: a reminder's amount and day.

const { savingsPlans: plans, savingAccounts } = schema;
export type PlanRow = typeof plans.$inferSelect;

/** The day of `month` (YYYY-MM) a plan's day falls on: 29–31 fall on a shorter month's last day. */
export function dueDate(month: string, day: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The next day the member will be reminded, from `today`: this month's day unless passed, reminded or skipped. */
export function nextDate(p: PlanRow, today = bangkokToday()): string {
  let month = today.slice(0, 7);
  for (let i = 0; i < 3; i++) {
    const due = dueDate(month, p.day);
    if (due >= today && p.remindedMonth !== month && p.skipMonth !== month) return due;
    month = nextMonth(month);
  }
  return dueDate(month, p.day);
}

export const planOf = (db: Db, userId: number) => db.select().from(plans).where(eq(plans.userId, userId)).get();

export function planView(db: Db, p: PlanRow, today = bangkokToday()): SavingsPlan {
  const held = p.account === 'gold' ? unitsOf(db, p.userId) : 0;
  return {
    account: p.account,
    amount: satangToBaht(p.amountSatang),
    day: p.day,
    nextDate: nextDate(p, today),
    skipMonth: p.skipMonth,
    goalGrams: p.goalUnits === null ? null : formatGrams(p.goalUnits),
    goalDate: p.goalDate,
    progress:
      p.goalUnits === null ? null : { grams: formatGrams(held), percent: Math.min(100, Math.floor((held * 10_000) / p.goalUnits) / 100) },
  };
}

/** A plan pays into an account the member has in force. */
function requireAccount(tx: Db, userId: number, account: SavingsPlanBody['account']): void {
  if (account === 'gold') {
    requireGoldAccount(tx, userId);
    return;
  }
  const a = tx
    .select({ id: savingAccounts.id })
    .from(savingAccounts)
    .where(and(eq(savingAccounts.userId, userId), eq(savingAccounts.status, 'active')))
    .get();
  if (!a) throw forbidden('NO_SAVING_ACCOUNT', 'กรุณาเปิดบัญชีออมทองประเภทที่ 1 ก่อนตั้งแผนออมรายเดือน');
}

/**
 * Sets the member's plan (one per member, replaced whole). A plan set after this month's day has passed starts
 * next month: it is counted as reminded this month, so setting it never sends a late reminder. `today` is the
 * Bangkok date (a clock of their own in tests).
 */
export function setPlan(db: Db, member: MemberAuth, body: SavingsPlanBody, today = bangkokToday()): Promise<SavingsPlan> {
  const amountSatang = formBahtToSatang(body.amount, 'amount');
  let goalUnits: number | null = null;
  if (body.goalGrams) {
    if (body.account !== 'gold') throw badRequest('GOAL_NEEDS_GOLD', 'เป้าหมายเป็นกรัมใช้กับแผนออมทองเป็นน้ำหนักเท่านั้น');
    goalUnits = parseGrams(body.goalGrams);
    if (!goalUnits) throw badRequest('BAD_GRAMS', 'เป้าหมายต้องมากกว่า 0 กรัม ทศนิยมไม่เกิน 4 ตำแหน่ง');
  }
  if (body.goalDate && (!isRealDate(body.goalDate) || body.goalDate <= today)) {
    throw badRequest('BAD_DATE', 'วันที่ตั้งเป้าหมายต้องเป็นวันในอนาคต');
  }
  const month = today.slice(0, 7);
  if (body.skipMonth && body.skipMonth < month) throw badRequest('BAD_MONTH', 'เดือนที่ข้ามต้องเป็นเดือนนี้หรือเดือนถัดไป');
  return immediate(db, (tx) => {
    recheckMember(tx, member);
    requireAccount(tx, member.id, body.account);
    const before = planOf(tx, member.id);
    const values = {
      userId: member.id,
      account: body.account,
      amountSatang,
      day: body.day,
      goalUnits,
      goalDate: body.goalDate ?? null,
      skipMonth: body.skipMonth === undefined ? (before?.skipMonth ?? null) : body.skipMonth,
      // Reminded this month already, or this month's day has passed: the next reminder is next month's.
      remindedMonth: before?.remindedMonth === month || dueDate(month, body.day) < today ? month : (before?.remindedMonth ?? null),
    };
    const row = before
      ? tx.update(plans).set(values).where(eq(plans.id, before.id)).returning().get()
      : tx.insert(plans).values(values).returning().get();
    return planView(tx, row, today);
  });
}

export function removePlan(db: Db, userId: number): { message: string } {
  db.delete(plans).where(eq(plans.userId, userId)).run();
  return { message: 'ยกเลิกแผนออมรายเดือนแล้ว' };
}
