import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import type { SlipMatch } from '../../contract/saving';
import type { SlipUse } from './money-input';
import type { BranchScope } from './branch-scope';
import { maskAddress, maskEmail, maskName, maskPhone } from './mask';

const { users } = schema;

/** Who reads a staff list: the owner sees a closed member's kept records whole, staff do not. */
/** The staff member reading: their role, and the branches they work at (null: every one, lib/branch-scope.ts). */
export type Viewer = { role: string; branchIds: BranchScope };
export const seesClosed = (viewer: Viewer) => viewer.role === 'owner';

const gone = () => null;
/** '123-4-56789-0' → 'xxx-7890': the last four digits, enough to tell two accounts apart. */
const maskDigits = (v: string) => `xxx-${v.replace(/\D/g, '').slice(-4)}`;

/**
 * The personal fields staff lists carry, by their name in the answers, and what a closed member's become for
 * staff (docs/operations.md "Personal data"): names, phones, addresses and bank accounts masked as query-data
 * masks a customer record; slips, proofs and the payout QR (it holds a phone or national ID) left out.
 */
const MASKS: Record<string, (v: string) => string | null> = {
  username: maskName,
  lineName: maskName,
  customerName: maskName,
  fullName: maskName,
  name: maskName,
  deliveryName: maskName,
  accountName: maskName,
  tel: maskPhone,
  phoneNumber: maskPhone,
  deliveryPhone: maskPhone,
  customerTel: maskPhone,
  address: maskAddress,
  deliveryAddress: maskAddress,
  email: (v) => maskEmail(v),
  accountNumber: maskDigits,
  payoutPromptpay: gone,
  slip: gone,
  proof: gone,
  payoutProof: gone,
};

/** The row with every personal field masked, in the objects it holds too (a reused slip's earlier use names its member). */
function masked<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    const mask = MASKS[key];
    if (mask && typeof value === 'string' && value !== '') out[key] = mask(value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) out[key] = masked(value);
  }
  return out as T;
}

/**
 * A page of a staff list with each closed member's row restricted: kept (its amounts and dates are the shop's
 * books) with the person's fields masked, unless the owner reads it. `member` names the row's member, by
 * account (`user`) or by customer record (`customer`: a pawn contract's customer may be a member).
 */
export function restrictClosed<T extends object>(
  db: Db,
  viewer: Viewer,
  rows: T[],
  member: { user: (row: T) => number | null | undefined } | { customer: (row: T) => number | null | undefined },
): T[] {
  if (seesClosed(viewer) || rows.length === 0) return rows;
  const idOf = 'user' in member ? member.user : member.customer;
  const ids = [...new Set(rows.map(idOf).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return rows;
  const column = 'user' in member ? users.id : users.customerId;
  const closed = new Set(
    db
      .select({ id: column })
      .from(users)
      .where(and(inArray(column, ids), isNotNull(users.closedAt)))
      .all()
      .map((r) => r.id),
  );
  return rows.map((r) => (closed.has(idOf(r) ?? -1) ? masked(r) : r));
}

/**
 * The staff queues' reused-slip matches, ready for their rows: the earlier use may be another member's than the
 * row's, so the row's own restriction does not cover it; a closed member's name in it is masked here for staff.
 */
export function restrictSlipMatches(db: Db, viewer: Viewer, uses: Map<string, SlipUse>): Map<string, SlipMatch> {
  const entries = [...uses].map(([key, use]) => ({ key, userId: use.userId, match: use.match }));
  return new Map(restrictClosed(db, viewer, entries, { user: (e) => e.userId }).map((e) => [e.key, e.match]));
}

/** A customer record that belongs to no closed member (a walk-in customer, or an open member's). */
export const notClosedCustomer = (customerId: SQLiteColumn): SQL =>
  sql`${customerId} not in (select customer_id from users where closed_at is not null and customer_id is not null)`;

/**
 * A staff search's condition, limited to records of members whose account is open (`open`): a search by a
 * closed member's name or phone would tell staff it is theirs. The owner searches everything.
 */
export const searchOpenOnly = (viewer: Viewer, match: SQL | undefined, open: SQL): SQL | undefined =>
  match && !seesClosed(viewer) ? and(match, open) : match;
