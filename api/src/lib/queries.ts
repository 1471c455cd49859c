import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { alias } from 'drizzle-orm/sqlite-core';
import { schema } from '@goldshop/db';

// Query pieces every staff list shares: pages, queue order, search, who decided.

/** Who decided: the staff table joined a second time under its own name. */
export const decider = alias(schema.staff, 'decider');

export function paging(q: { page?: number; pageSize?: number }) {
  const pageSize = q.pageSize ?? 20;
  return { limit: pageSize, offset: ((q.page ?? 1) - 1) * pageSize };
}

/** A pending queue is worked oldest first; anything else reads newest first. */
export const queueOrder = (id: SQLiteColumn, pending: boolean): SQL => (pending ? asc(id) : desc(id));

/** Case-insensitive "contains" search; LIKE wildcards in the text are taken literally. */
export function contains(col: SQLiteColumn, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${col} like ${pattern} escape '\\'`;
}
