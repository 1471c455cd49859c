import { eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';

// A member has one savings account and it is kept at one branch: every deposit and withdrawal of theirs is
// that branch's to decide (docs/access.md "Branches").

const { savingAccounts: accounts } = schema;

/** The branch keeping this member's savings account; null when they have none. */
export const savingBranchOf = (tx: Db, userId: number): number | null =>
  tx.select({ b: accounts.branchId }).from(accounts).where(eq(accounts.userId, userId)).get()?.b ?? null;

/** The same, as a column a staff list filters on (lib/branch-scope inBranches). */
export const savingBranchSql = (userId: SQLiteColumn): SQL =>
  sql`(select ${accounts.branchId} from ${accounts} where ${accounts.userId} = ${userId})`;
