import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import type { AuditLogQuery } from '../../../contract/audit';
import { addDays, bangkokDayStartIso, requireDate } from '../../lib/dates';
import { paging } from '../../lib/queries';

const { auditLog: log, staff } = schema;
/** Keys that hold a national ID in audited records (customers.card, verification_requests.national_id). */
const NATIONAL_ID_KEY = /^(card|nationalId|national_id|Cus_Card|customer_card)$/;

/** The national ID shows whole to the owner only, here as in the customer list. */
export function maskIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, NATIONAL_ID_KEY.test(k) && typeof v === 'string' ? maskNationalId(v) : maskIds(v)]),
    );
  }
  return value;
}

/**
 * A page of the audit log, newest first, filtered by who, what and when (calendar days in Bangkok time).
 * Read only: rows are written beside the change they record (lib/audit.ts) and never changed.
 */
export function readAuditLog(db: Db, query: AuditLogQuery, owner: boolean) {
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
  return {
    data: rows.map(({ l, username }) => ({
      id: l.id,
      staffId: l.staffId,
      staffUsername: username,
      action: l.action,
      entity: l.entity,
      entityId: l.entityId,
      before: owner ? l.before : maskIds(l.before),
      after: owner ? l.after : maskIds(l.after),
      createdAt: l.createdAt,
    })),
    total,
  };
}
