import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { goldMoneyRules as goldRules } from '../../lib/money-input';
import { badRequest, conflict } from '../../lib/http-error';
import { bangkokDayStartIso, bangkokToday } from '../../lib/dates';
import { formatBaht } from '../../lib/money';
import { formatGrams } from './grams';
import { unitsOf } from './ledger';

const { goldTransactions: txs } = schema;

/** Baht as a member reads it in a refusal: 1,500 or 1,500.25. */
const baht = (satang: number) => formatBaht(satang).replace('฿', '').replace(/\.00$/, '');

/** What a member's deposits not refused add up to, since Bangkok's midnight and overall in units pending. */
function depositsOf(db: Db, userId: number) {
  const today = db
    .select({ sum: sql<number>`coalesce(sum(${txs.amountSatang}), 0)` })
    .from(txs)
    .where(
      and(
        eq(txs.userId, userId),
        eq(txs.kind, 'deposit'),
        ne(txs.status, 'rejected'),
        gte(txs.createdAt, bangkokDayStartIso(bangkokToday())),
      ),
    )
    .get();
  const pending = db
    .select({ sum: sql<number>`coalesce(sum(${txs.units}), 0)` })
    .from(txs)
    .where(and(eq(txs.userId, userId), eq(txs.kind, 'deposit'), eq(txs.status, 'pending')))
    .get();
  return { todaySatang: Number(today?.sum ?? 0), pendingUnits: Number(pending?.sum ?? 0) };
}

/**
 * A gold deposit within the owner's rules, checked in the payment's own transaction: the minimum, the day's
 * limit (pending deposits count, so two slips at once cannot pass it together) and the grams a member may
 * hold (what is approved, what is pending and what this deposit buys).
 */
export function requireWithinGoldRules(db: Db, userId: number, amountSatang: number, units: number): void {
  const rules = goldRules(db);
  if (amountSatang < rules.minDepositSatang) {
    throw badRequest('BELOW_MINIMUM', `ยอดฝากออมทองขั้นต่ำ ${baht(rules.minDepositSatang)} บาท`);
  }
  const mine = depositsOf(db, userId);
  if (rules.dailyLimitSatang !== null && mine.todaySatang + amountSatang > rules.dailyLimitSatang) {
    const left = Math.max(0, rules.dailyLimitSatang - mine.todaySatang);
    throw conflict('DAILY_LIMIT', `ฝากออมทองได้ไม่เกินวันละ ${baht(rules.dailyLimitSatang)} บาท วันนี้ฝากได้อีก ${baht(left)} บาท`);
  }
  if (rules.maxUnits !== null && unitsOf(db, userId) + mine.pendingUnits + units > rules.maxUnits) {
    throw conflict('GOLD_LIMIT', `บัญชีออมทองถือทองได้ไม่เกิน ${formatGrams(rules.maxUnits)} กรัมต่อคน`);
  }
}
