import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { alias } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '@goldshop/db';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../contract/common';
import { badRequest } from './http-error';

// Query pieces every staff list shares: pages, queue order, search, who decided.

/** Who decided: the staff table joined a second time under its own name. */
export const decider = alias(schema.staff, 'decider');

/**
 * How staff see a member: the username, or for a member who only ever signed in with LINE the LINE display
 * name (stored at each LINE sign-in), marked so it is not mistaken for a username.
 */
export const memberName = sql<string | null>`coalesce(${schema.users.username}, 'LINE: ' || ${schema.users.lineName})`;

/**
 * LIMIT and OFFSET of a page. The contract's PageQuery bounds both; checked again here so a list whose
 * query schema forgot them still answers 400, never an OFFSET SQLite cannot hold (a 500).
 */
export function paging(q: { page?: number; pageSize?: number }) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!whole(page, MAX_PAGE)) throw badRequest('VALIDATION', `ข้อมูลไม่ถูกต้อง: page (1 ถึง ${MAX_PAGE})`);
  if (!whole(pageSize, MAX_PAGE_SIZE)) throw badRequest('VALIDATION', `ข้อมูลไม่ถูกต้อง: pageSize (1 ถึง ${MAX_PAGE_SIZE})`);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A pending queue is worked oldest first; anything else reads newest first. */
export const queueOrder = (id: SQLiteColumn, pending: boolean): SQL => (pending ? asc(id) : desc(id));

/** Case-insensitive "contains" search; LIKE wildcards in the text are taken literally. */
export function contains(col: SQLiteColumn, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${col} like ${pattern} escape '\\'`;
}

/** A staff list's query up to its joins, made dynamic (`.$dynamic()`) so a page can add to it. */
interface Pageable<R> {
  where(where: SQL | undefined): Pageable<R>;
  orderBy(order: SQL): Pageable<R>;
  limit(n: number): Pageable<R>;
  offset(n: number): Pageable<R>;
  all(): R[];
}

/**
 * One page of a staff queue, as every queue answers it: the total of `table` under `where`, and that page of
 * `rows` (the list's own select and joins), a pending queue oldest first and anything else newest first.
 */
export function queuePage<R>(
  db: Db,
  list: {
    table: SQLiteTable;
    id: SQLiteColumn;
    where: SQL | undefined;
    rows: Pageable<R> /** Oldest first (default: asked for pending). */;
    pending?: boolean;
  },
  q: { page?: number; pageSize?: number; status?: string },
): { rows: R[]; total: number } {
  const { limit, offset } = paging(q);
  const total = db.select({ n: count() }).from(list.table).where(list.where).get()!.n;
  const rows = list.rows
    .where(list.where)
    .orderBy(queueOrder(list.id, list.pending ?? q.status === 'pending'))
    .limit(limit)
    .offset(offset)
    .all();
  return { rows, total };
}
