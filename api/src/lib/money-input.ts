import { and, eq, inArray, ne } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { MAX_AMOUNT_BAHT, type SlipMatch } from '../../contract/saving';
import { badRequest, conflict } from './http-error';
import { bahtTextToSatang, satangToBaht } from './money';
import { memberName } from './queries';
import { SLIP_USED_MESSAGE } from './slips/claims';

// What every member money request (savings deposits and withdrawals, type 2 instalments, pawn payments) checks alike.

/** The answer message of a recorded money request. */
export const OK_MESSAGE = 'ทำรายการสำเร็จ';
const MAX_SATANG = MAX_AMOUNT_BAHT * 100;

/** Baht text from a form → satang: > 0, at most 2 decimals, at most MAX_AMOUNT_BAHT. */
export function parseAmount(text: string | undefined): number {
  if (text === undefined || text.trim() === '') throw badRequest('AMOUNT_REQUIRED', 'กรุณาระบุจำนวนเงิน');
  let satang: number;
  try {
    satang = bahtTextToSatang(text);
  } catch {
    throw badRequest('BAD_AMOUNT', 'จำนวนเงินไม่ถูกต้อง (ตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง)');
  }
  if (satang <= 0) throw badRequest('BAD_AMOUNT', 'จำนวนเงินต้องมากกว่า 0');
  if (satang > MAX_SATANG) throw badRequest('AMOUNT_TOO_LARGE', `จำนวนเงินต้องไม่เกิน ${MAX_AMOUNT_BAHT.toLocaleString('en-US')} บาท`);
  return satang;
}

/** The smallest deposit and instalment the shop takes, in satang (staff set them; 100 baht until they do). */
export function minimums(db: Db): { deposit: number; instalment: number } {
  const row = db.select().from(schema.shopSettings).where(eq(schema.shopSettings.id, 1)).get();
  return { deposit: row?.minDepositSatang ?? 10_000, instalment: row?.minInstalmentSatang ?? 10_000 };
}

/**
 * The gold account's money rules, the owner's (docs/decisions.md "Gold account: the owner's limits"): they sit
 * beside the savings minimums in the money rules (areas/content/money-rules.ts) and are checked
 * by the gold account (areas/gold-account/rules.ts).
 */
export interface GoldRules {
  minDepositSatang: number;
  /** The most one member may deposit in a Bangkok day, counting pending and approved deposits; null: none. */
  dailyLimitSatang: number | null;
  /** The most grams one member may hold, approved and pending deposits together, in units; null: none. */
  maxUnits: number | null;
  /** How long a sell-back quote holds. */
  quoteMinutes: number;
}

export function goldMoneyRules(db: Db): GoldRules {
  const row = db.select().from(schema.shopSettings).where(eq(schema.shopSettings.id, 1)).get();
  return {
    minDepositSatang: row?.goldMinDepositSatang ?? 10_000,
    dailyLimitSatang: row?.goldDailyLimitSatang ?? null,
    maxUnits: row?.goldMaxUnits ?? null,
    quoteMinutes: row?.goldQuoteMinutes ?? 10,
  };
}

const MINIMUM_WORDS = { deposit: 'ยอดฝาก', instalment: 'ยอดชำระ' } as const;

/** A deposit or an instalment below the shop's minimum is a 400 that names the minimum. */
export function requireMinimum(db: Db, kind: 'deposit' | 'instalment', satang: number): void {
  const min = minimums(db)[kind];
  if (satang < min) {
    const baht = (min / 100).toLocaleString('en-US', { minimumFractionDigits: min % 100 ? 2 : 0 });
    throw badRequest('BELOW_MINIMUM', `${MINIMUM_WORDS[kind]}ขั้นต่ำ ${baht} บาท`);
  }
}

/**
 * The same slip twice from one member is a mistake or a trick: refused while the earlier use stands (a
 * rejected one may be sent again, e.g. with the amount corrected). Slips are stored by the hash of their
 * re-encoded bytes, so the same picture has the same hash. Another member's use is not refused here
 * (two people may share a screenshot by mistake): staff see the match in the queue.
 */
export function refuseRepeatedSlip(db: Db, userId: number, slipHash: string): void {
  const { savingTransactions: txs, downPayments: pays, pawnRequests: pawn } = schema;
  const deposit = db
    .select({ id: txs.id })
    .from(txs)
    .where(and(eq(txs.userId, userId), eq(txs.proof, slipHash), eq(txs.kind, 'deposit'), ne(txs.status, 'rejected')))
    .get();
  const instalment = db
    .select({ id: pays.id })
    .from(pays)
    .where(and(eq(pays.userId, userId), eq(pays.proof, slipHash), ne(pays.status, 'rejected')))
    .get();
  const pawnPayment = db
    .select({ id: pawn.id })
    .from(pawn)
    .where(and(eq(pawn.userId, userId), eq(pawn.proof, slipHash), ne(pawn.status, 'rejected')))
    .get();
  if (deposit || instalment || pawnPayment) throw conflict('SLIP_ALREADY_USED', SLIP_USED_MESSAGE);
}

/**
 * For the staff queues: the earliest other deposit, instalment or pawn payment (any member, any state) sent
 * with the same slip as each row, so a reused slip is flagged where the decision is made. One query per table
 * for a whole page. Keyed `deposit:<id>` / `instalment:<id>` / `pawn:<id>`. Each carries the member who used the
 * slip first, who may be another than the row's: the staff routes restrict it for a closed one before answering
 * (lib/restricted.ts restrictSlipMatches).
 */
/** An earlier use of a row's slip, and whose it was. */
export interface SlipUse {
  match: SlipMatch;
  userId: number;
}

export function earlierSlipUses(db: Db, rows: { kind: SlipMatch['kind']; id: number; proof: string | null }[]): Map<string, SlipUse> {
  const out = new Map<string, SlipUse>();
  const hashes = [...new Set(rows.map((r) => r.proof).filter((p): p is string => p !== null))];
  if (hashes.length === 0) return out;
  const { savingTransactions: txs, downPayments: pays, pawnRequests: pawn, users } = schema;
  const uses = [
    ...db
      .select({
        id: txs.id,
        proof: txs.proof,
        createdAt: txs.createdAt,
        userId: txs.userId,
        username: memberName,
        amountSatang: txs.amountSatang,
      })
      .from(txs)
      .innerJoin(users, eq(users.id, txs.userId))
      .where(and(eq(txs.kind, 'deposit'), inArray(txs.proof, hashes)))
      .all()
      .map((u) => ({ ...u, kind: 'deposit' as const, downId: null, jnId: null })),
    ...db
      .select({
        id: pays.id,
        proof: pays.proof,
        createdAt: pays.createdAt,
        userId: pays.userId,
        username: memberName,
        amountSatang: pays.amountSatang,
        downId: pays.downId,
      })
      .from(pays)
      .innerJoin(users, eq(users.id, pays.userId))
      .where(inArray(pays.proof, hashes))
      .all()
      .map((u) => ({ ...u, kind: 'instalment' as const, jnId: null })),
    ...db
      .select({
        id: pawn.id,
        proof: pawn.proof,
        createdAt: pawn.createdAt,
        userId: pawn.userId,
        username: memberName,
        amountSatang: pawn.amountSatang,
        jnId: pawn.jnId,
      })
      .from(pawn)
      .innerJoin(users, eq(users.id, pawn.userId))
      .where(inArray(pawn.proof, hashes))
      .all()
      .map((u) => ({ ...u, kind: 'pawn' as const, downId: null })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  for (const r of rows) {
    const self = uses.find((u) => u.kind === r.kind && u.id === r.id);
    const first = uses.find((u) => u.proof === r.proof && !(u.kind === r.kind && u.id === r.id));
    // Only an earlier use flags a row: the first of two is the original, the second the repeat.
    if (first && self && (first.createdAt < self.createdAt || (first.createdAt === self.createdAt && first.id < self.id))) {
      out.set(`${r.kind}:${r.id}`, {
        userId: first.userId,
        match: {
          kind: first.kind,
          id: first.id,
          downId: first.downId,
          jnId: first.jnId,
          amount: satangToBaht(first.amountSatang),
          username: first.username,
          createdAt: first.createdAt,
        },
      });
    }
  }
  return out;
}
