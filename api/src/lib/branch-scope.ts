import type { FastifyRequest } from 'fastify';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { forbidden } from './http-error';

// Staff belong to branches (docs/access.md "Branches"): what a staff member lists, counts, searches and decides
// is what their branches keep. The server holds it; the console only reflects it.

/** The branches a staff request may reach: `null` for every branch (the owner), else the staff member's. */
export type BranchScope = readonly number[] | null;

export const OTHER_BRANCH_MESSAGE = 'รายการนี้เป็นของสาขาอื่น คุณไม่มีสิทธิ์ทำรายการนี้';

/** The scope of the staff member behind this request (after requireStaff). */
export function branchScope(req: FastifyRequest): BranchScope {
  const staff = req.staff;
  if (!staff) throw new Error('branchScope: no staff on this request (route lacks requireStaff)');
  return staff.branchIds;
}

/**
 * The condition a staff list adds: rows of the scope's branches, narrowed to `only` when a filter is asked
 * (`?branch_id=`). A filter outside the scope matches nothing rather than widening it.
 */
export function inBranches(column: SQLiteColumn | SQL, scope: BranchScope, only?: number): SQL | undefined {
  if (only !== undefined) {
    if (scope !== null && !scope.includes(only)) return sql`0`;
    return sql`${column} = ${only}`;
  }
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`0`;
  return inArray(column as SQLiteColumn, [...scope]);
}

/** Whether a row of `branchId` is within the scope. */
export const withinScope = (scope: BranchScope, branchId: number | null): boolean =>
  scope === null || (branchId !== null && scope.includes(branchId));

/**
 * Refuses a decision or read on another branch's item: 403 OTHER_BRANCH. Inside the decision's transaction,
 * before anything changes. A missing row stays the caller's 404.
 */
export function requireWithinScope(scope: BranchScope, branchId: number | null): void {
  if (!withinScope(scope, branchId)) throw forbidden('OTHER_BRANCH', OTHER_BRANCH_MESSAGE);
}
