import { and, asc, count, eq, gte, inArray, lte, ne, notInArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskPromptpayId } from '../../../contract/promptpay-id';
import { PAWN_CLOSED_STATUSES } from '../../../contract/pawn';
import type { AdminBranch, PublicBranch } from '../../../contract/branches';
import { ownBankOf, ownPromptpayOf, openBranches, type BranchRow } from '../../lib/branches';
import { addDays, bangkokToday } from '../../lib/dates';
import { openState } from './hours';

// The branches as anyone reads them (the open ones, with whether each is open now) and as the console shows
// them (every one, with its receiving accounts and what it keeps).

const { branches, branchClosures: closures } = schema;
/** Closures further ahead than this are not listed (a year of holidays is plenty to plan by). */
const CLOSURES_AHEAD_DAYS = 366;

type ClosureRow = typeof closures.$inferSelect;
function upcomingClosures(db: Db, branchIds: number[], today: string): Map<number, ClosureRow[]> {
  const out = new Map<number, ClosureRow[]>(branchIds.map((id) => [id, []]));
  if (!branchIds.length) return out;
  for (const c of db
    .select()
    .from(closures)
    .where(and(inArray(closures.branchId, branchIds), gte(closures.date, today), lte(closures.date, addDays(today, CLOSURES_AHEAD_DAYS))))
    .orderBy(asc(closures.date))
    .all())
    out.get(c.branchId)?.push(c);
  return out;
}

const contact = (b: BranchRow) => ({
  id: b.id,
  code: b.code,
  name: b.name,
  address: b.address,
  phone: b.phone,
  mapUrl: b.mapUrl,
  hours: b.hours,
});

/** The open branches in the shop's order, each open now or not at `now`. */
export function publicBranches(db: Db, now = new Date()): PublicBranch[] {
  const rows = openBranches(db);
  const today = bangkokToday(now);
  const closed = upcomingClosures(
    db,
    rows.map((b) => b.id),
    today,
  );
  return rows.map((b) => {
    const days = closed.get(b.id) ?? [];
    return {
      ...contact(b),
      closures: days.map((c) => ({ date: c.date, reason: c.reason })),
      ...openState(b.hours, new Set(days.map((c) => c.date)), now),
      takesPickups: b.takesPickups,
    };
  });
}

/** What a branch keeps that is still running, and whether anything at all names it (else it is only closed, never deleted). */
export function branchHoldings(db: Db, id: number) {
  const n = (q: { n: number } | undefined) => q?.n ?? 0;
  const { savingAccounts: sa, downRequests: dr, pawnContracts: pc, savingTransactions: st, pawnRequests: pr } = schema;
  const holds = {
    savingAccounts: n(
      db
        .select({ n: count() })
        .from(sa)
        .where(and(eq(sa.branchId, id), ne(sa.status, 'rejected')))
        .get(),
    ),
    downContracts: n(
      db
        .select({ n: count() })
        .from(dr)
        .where(and(eq(dr.branchId, id), inArray(dr.status, ['pending', 'approved', 'closing'])))
        .get(),
    ),
    pawnContracts: n(
      db
        .select({ n: count() })
        .from(pc)
        .where(and(eq(pc.branchId, id), notInArray(pc.jnStatus, [...PAWN_CLOSED_STATUSES])))
        .get(),
    ),
  };
  const named = [
    db.select({ n: count() }).from(sa).where(eq(sa.branchId, id)).get(),
    db.select({ n: count() }).from(dr).where(eq(dr.branchId, id)).get(),
    db.select({ n: count() }).from(pc).where(eq(pc.branchId, id)).get(),
    db.select({ n: count() }).from(st).where(eq(st.receiveBranchId, id)).get(),
    db.select({ n: count() }).from(pr).where(eq(pr.branchId, id)).get(),
  ].some((r) => n(r) > 0);
  return { holds, deletable: !named };
}

export function toAdminBranch(db: Db, b: BranchRow, image: (hash: string | null) => string | null, now = new Date()): AdminBranch {
  const today = bangkokToday(now);
  const days = upcomingClosures(db, [b.id], today).get(b.id) ?? [];
  const promptpay = ownPromptpayOf(b);
  const bank = ownBankOf(b);
  return {
    ...contact(b),
    takesPickups: b.takesPickups,
    slotMinutes: b.slotMinutes,
    slotCapacity: b.slotCapacity,
    promptpay: promptpay ? { ...promptpay, masked: maskPromptpayId(promptpay.type, promptpay.id) } : null,
    bankAccount: bank ? { bank: bank.bank, accName: bank.accName, accNo: bank.accNo, logo: image(bank.logo) } : null,
    closedAt: b.closedAt,
    closures: days.map((c) => ({ id: c.id, date: c.date, reason: c.reason })),
    openNow: openState(b.hours, new Set(days.map((c) => c.date)), now).openNow,
    ...branchHoldings(db, b.id),
  };
}

/** Every branch, open ones first, each in the shop's order. */
export function adminBranches(db: Db, image: (hash: string | null) => string | null): AdminBranch[] {
  const rows = db.select().from(branches).orderBy(asc(branches.id)).all();
  return [...rows.filter((b) => b.closedAt === null), ...rows.filter((b) => b.closedAt !== null)].map((b) => toAdminBranch(db, b, image));
}
