import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { AuditLogQuery } from '../../../contract/audit';
import { maskNationalId } from '../../../contract/national-id';
import { addDays, bangkokDayStartIso, requireDate } from '../../lib/dates';
import { paging } from '../../lib/queries';
import { describe, membersOf } from './describe';

const { auditLog: log, staff } = schema;

/** Record fields that hold a national ID (a customer's card, a verification request's number). */
const NATIONAL_ID_KEYS = new Set(['card', 'nationalId']);

/** A stored before/after with every national ID masked: the log is read as a list, and no decision needs them whole. */
function maskIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, NATIONAL_ID_KEYS.has(k) && typeof v === 'string' ? maskNationalId(v) : maskIds(v)]),
  );
}
/**
 * A page of the audit log, newest first, filtered by who, what and when (calendar days in Bangkok time).
 * Read only: rows are written beside the change they record (lib/audit.ts) and never changed. Owner only
 * (its declaration); the records show whole but for national IDs, masked as in every list.
 */
export function readAuditLog(db: Db, query: AuditLogQuery) {
  const { staffId, entity, action, from, to } = query;
  const conds: SQL[] = [];
  if (staffId) conds.push(eq(log.staffId, staffId));
  if (entity) conds.push(eq(log.entity, entity));
  if (action) conds.push(eq(log.action, action));
  if (from) conds.push(gte(log.createdAt, bangkokDayStartIso(requireDate(from, 'from'))));
  if (to) conds.push(lt(log.createdAt, bangkokDayStartIso(addDays(requireDate(to, 'to'), 1))));
  const where = conds.length ? and(...conds) : undefined;
  const { limit, offset } = paging(query);
  const total = db.select({ n: count() }).from(log).where(where).get()!.n;
  const rows = db
    .select({ l: log, username: staff.username })
    .from(log)
    .leftJoin(staff, eq(staff.id, log.staffId))
    .where(where)
    .orderBy(desc(log.id))
    .limit(limit)
    .offset(offset)
    .all();
  const members = membersOf(
    db,
    rows.map((r) => r.l),
  );
  return {
    data: rows.map(({ l, username }) => ({
      id: l.id,
      staffId: l.staffId,
      staffUsername: username,
      action: l.action,
      entity: l.entity,
      entityId: l.entityId,
      summary: describe(l, members),
      before: maskIds(l.before),
      after: maskIds(l.after),
      createdAt: l.createdAt,
    })),
    total,
  };
}
