import { and, eq, gte, lte, ne, type Column, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';

/**
 * Staff-only money-laundering flags (docs/decisions.md "Money-laundering flags"): computed where staff and the
 * owner read movements, never stored on a member's record and never in a member's answer (telling a customer
 * they were reported is an offence). 'large': at or above the owner's threshold. 'near_repeated': just under
 * it (at least the near percentage), and one of at least N such movements of the member within the window.
 */
export const AML_FLAGS = ['large', 'near_repeated'] as const;
export type AmlFlag = (typeof AML_FLAGS)[number];

export interface AmlRules {
  thresholdSatang: number;
  nearPercent: number;
  nearCount: number;
  windowDays: number;
}

export function amlRules(db: Db): AmlRules {
  const s = db.select().from(schema.shopSettings).where(eq(schema.shopSettings.id, 1)).get();
  return {
    thresholdSatang: s?.amlThresholdSatang ?? 200_000_000,
    nearPercent: s?.amlNearPercent ?? 90,
    nearCount: s?.amlNearCount ?? 3,
    windowDays: s?.amlWindowDays ?? 7,
  };
}

/** One movement of money: a savings type 1 request or a type 2 instalment. */
export interface AmlMovement {
  kind: 'saving' | 'down';
  id: number;
  userId: number;
  amountSatang: number;
  createdAt: string;
}

const DAY_MS = 86_400_000;
const nearFloor = (r: AmlRules) => Math.ceil((r.thresholdSatang * r.nearPercent) / 100);

type Columns = { userId: Column; amountSatang: Column; status: Column; createdAt: Column };

/** Savings type 1 requests and type 2 instalments, not refused, that `where` picks (the same columns in both tables). */
function movementsWhere(db: Db, where: (c: Columns) => SQL[]): AmlMovement[] {
  const t = schema.savingTransactions;
  const p = schema.downPayments;
  const pick = { id: t.id, userId: t.userId, amountSatang: t.amountSatang, createdAt: t.createdAt };
  const pickDown = { id: p.id, userId: p.userId, amountSatang: p.amountSatang, createdAt: p.createdAt };
  return [
    ...db
      .select(pick)
      .from(t)
      .where(and(ne(t.status, 'rejected'), ...where(t)))
      .all()
      .map((r) => ({ ...r, kind: 'saving' as const })),
    ...db
      .select(pickDown)
      .from(p)
      .where(and(ne(p.status, 'rejected'), ...where(p)))
      .all()
      .map((r) => ({ ...r, kind: 'down' as const })),
  ];
}

/** The member's movements from `fromIso` to `toIso`: what a window counts. */
const movementsOf = (db: Db, userId: number, fromIso: string, toIso: string) =>
  movementsWhere(db, (c) => [eq(c.userId, userId), gte(c.createdAt, fromIso), lte(c.createdAt, toIso)]);

/** The flags of one movement under the rules. */
export function amlFlagsOf(db: Db, rules: AmlRules, m: AmlMovement): AmlFlag[] {
  const flags: AmlFlag[] = [];
  if (m.amountSatang >= rules.thresholdSatang) flags.push('large');
  const floor = nearFloor(rules);
  if (m.amountSatang >= floor && m.amountSatang < rules.thresholdSatang) {
    const from = new Date(Date.parse(m.createdAt) - rules.windowDays * DAY_MS).toISOString();
    const to = new Date(Date.parse(m.createdAt) + rules.windowDays * DAY_MS).toISOString();
    const near = movementsOf(db, m.userId, from, to).filter((x) => x.amountSatang >= floor && x.amountSatang < rules.thresholdSatang);
    // Any window of the set length that holds this one and N-1 others near the threshold.
    const times = near.map((x) => Date.parse(x.createdAt)).sort((a, b) => a - b);
    const at = Date.parse(m.createdAt);
    const span = rules.windowDays * DAY_MS;
    const inSomeWindow = times.some(
      (start) => start <= at && at <= start + span && times.filter((x) => x >= start && x <= start + span).length >= rules.nearCount,
    );
    if (inSomeWindow) flags.push('near_repeated');
  }
  return flags;
}

/** Flags of many movements, by `${kind}:${id}`. */
export function amlFlagsFor(db: Db, movements: AmlMovement[]): Map<string, AmlFlag[]> {
  const rules = amlRules(db);
  return new Map(movements.map((m) => [`${m.kind}:${m.id}`, amlFlagsOf(db, rules, m)]));
}

/** Every flagged movement created from `fromIso` to `toIso` (the owner's list), newest first. */
export function flaggedMovements(db: Db, fromIso: string, toIso: string): (AmlMovement & { flags: AmlFlag[] })[] {
  const rules = amlRules(db);
  const floor = Math.min(nearFloor(rules), rules.thresholdSatang);
  const candidates = movementsWhere(db, (c) => [gte(c.amountSatang, floor), gte(c.createdAt, fromIso), lte(c.createdAt, toIso)]);
  return candidates
    .map((m) => ({ ...m, flags: amlFlagsOf(db, rules, m) }))
    .filter((m) => m.flags.length > 0)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
