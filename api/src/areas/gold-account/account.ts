import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldAccountAnswer, GoldRequest } from '../../../contract/gold-account';
import { branchForMember } from '../../lib/branches';
import { conflict, forbidden } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { amountForUnits, formatBahtWeight, formatGrams, UNITS_PER_BAHT_WEIGHT } from './grams';
import { ledgerOf, reservedOf, unitsOf, type GoldTransaction } from './ledger';
import { goldPriceNow } from './price';

const { goldAccounts: accounts, goldTransactions: txs, flags } = schema;

export type GoldAccountRow = typeof accounts.$inferSelect;

export const NOT_OFFERED = 'ร้านยังไม่เปิดบริการออมทองเป็นน้ำหนัก';

/** The owner's switch (gold_visible): a service never switched on is closed, as the other savings services. */
export function requireGoldOffered(db: Db): void {
  const on = db.select({ value: flags.value }).from(flags).where(eq(flags.key, 'gold_visible')).get()?.value === 1;
  if (!on) throw forbidden('GOLD_NOT_OFFERED', NOT_OFFERED);
}

export const accountOf = (db: Db, userId: number): GoldAccountRow | undefined =>
  db.select().from(accounts).where(eq(accounts.userId, userId)).get();

/** Deposits and withdrawals need the member's account in force. */
export function requireGoldAccount(db: Db, userId: number): GoldAccountRow {
  const a = accountOf(db, userId);
  if (!a) throw forbidden('NO_GOLD_ACCOUNT', 'กรุณาเปิดบัญชีออมทองเป็นน้ำหนักก่อนทำรายการ');
  if (a.status !== 'active') throw conflict('GOLD_ACCOUNT_NOT_ACTIVE', 'บัญชีออมทองเป็นน้ำหนักยังไม่มีผลบังคับ');
  return a;
}

/**
 * A verified member opens the account at a branch (an open one; else their home branch, else the first open:
 * lib/branches.ts). It is in force at once: the member is verified already and nothing is owed until a deposit
 * is approved (docs/decisions.md "Gold account: price at receipt"). One account per member.
 */
export function openAccount(db: Db, member: MemberAuth, branchId: number): Promise<GoldAccountRow> {
  return immediate(db, (tx) => {
    recheckMember(tx, member);
    requireGoldOffered(tx);
    if (accountOf(tx, member.id)) throw conflict('ALREADY_OPEN', 'คุณมีบัญชีออมทองเป็นน้ำหนักอยู่แล้ว');
    const branch = branchForMember(tx, member.id, branchId);
    return tx.insert(accounts).values({ userId: member.id, branchId: branch }).returning().get();
  });
}

export const accountView = (a: GoldAccountRow) => ({ id: a.id, branchId: a.branchId, status: a.status, createdAt: a.createdAt });

export const requestView = (t: GoldTransaction): GoldRequest => ({
  id: t.id,
  kind: t.kind,
  status: t.status,
  grams: formatGrams(t.units),
  amount: satangToBaht(t.amountSatang),
  price: satangToBaht(t.priceSatang),
  note: t.note,
  validUntil: t.quoteUntil,
  productCode: t.productCode,
  createdAt: t.createdAt,
});

/**
 * What the grams held cost, by the average-cost method: a deposit adds its baht, a withdrawal or sale takes
 * out its share of the cost so far (rounded down), so the average cost of what remains does not move.
 */
export function costOf(rows: { units: number; amountSatang: number }[]): { units: bigint; cost: bigint } {
  let units = 0n;
  let cost = 0n;
  for (const r of rows) {
    const u = BigInt(r.units);
    if (u >= 0n) {
      units += u;
      cost += BigInt(r.amountSatang);
    } else if (units > 0n) {
      cost -= (cost * -u) / units;
      units += u;
    }
  }
  return { units, cost };
}

/** The member's account page: grams, value at today's buy-back, average cost, gain, ledger and requests. */
export function accountAnswer(db: Db, a: GoldAccountRow): GoldAccountAnswer {
  const units = unitsOf(db, a.userId);
  const reserved = reservedOf(db, a.userId);
  const ledger = ledgerOf(db, a.userId);
  const kinds = new Map(
    db
      .select({ id: txs.id, kind: txs.kind })
      .from(txs)
      .where(eq(txs.userId, a.userId))
      .all()
      .map((t) => [t.id, t.kind]),
  );
  const { cost } = costOf([...ledger].reverse());
  const price = goldPriceNow(db);
  const value = price ? amountForUnits(units, price.buyback) : null;
  const gain = value === null ? null : value - Number(cost);
  const requests = db.select().from(txs).where(eq(txs.userId, a.userId)).orderBy(asc(txs.id)).all().reverse();
  return {
    account: accountView(a),
    grams: formatGrams(units),
    bahtWeight: formatBahtWeight(units),
    reservedGrams: formatGrams(reserved),
    availableGrams: formatGrams(units - reserved),
    valueAtBuyback: value === null ? null : satangToBaht(value),
    averageCost: units > 0 ? satangToBaht(Number((cost * UNITS_PER_BAHT_WEIGHT) / BigInt(units))) : null,
    cost: satangToBaht(Number(cost)),
    gain: gain === null ? null : satangToBaht(gain),
    gainPercent: gain === null || cost === 0n ? null : Math.round((gain / Number(cost)) * 10_000) / 100,
    ledger: ledger.map((l) => ({
      id: l.id,
      transactionId: l.transactionId,
      kind: kinds.get(l.transactionId) ?? 'deposit',
      grams: formatGrams(l.units),
      amount: satangToBaht(l.amountSatang),
      price: satangToBaht(l.priceSatang),
      createdAt: l.createdAt,
    })),
    requests: requests.map(requestView),
  };
}
