import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { MembersQuery } from '../../../contract/verification';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { contains, paging } from '../../lib/queries';
import { restrictClosed, searchOpenOnly, type Viewer } from '../../lib/restricted';
import { MEMBER_STATUS, MEMBER_TRANSITIONS, may, reinstatedStatus } from './statuses';

const { users, customers } = schema;

/**
 * Member accounts for staff: find one by username, customer name or phone, and a status. A closed member's
 * row is listed (closedAt) with their names masked for staff, and staff searches skip it (lib/restricted.ts).
 */
export function listMembers(db: Db, query: MembersQuery, viewer: Viewer) {
  const conds: SQL[] = [];
  const q = query.q?.trim();
  if (q)
    conds.push(
      searchOpenOnly(
        viewer,
        or(contains(users.username, q), contains(customers.name, q), contains(customers.tel, q)),
        isNull(users.closedAt),
      )!,
    );
  if (query.verificationStatus !== undefined) conds.push(eq(users.verificationStatus, query.verificationStatus));
  const where = conds.length ? and(...conds) : undefined;
  const { limit, offset } = paging(query);
  const total = db.select({ n: count() }).from(users).leftJoin(customers, eq(customers.id, users.customerId)).where(where).get()!.n;
  const rows = db
    .select({ user: users, customerName: customers.name })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset)
    .all();
  const data = rows.map(({ user, customerName }) => ({
    id: user.id,
    username: user.username,
    hasLine: user.lineUserId !== null,
    lineName: user.lineName,
    verificationStatus: user.verificationStatus,
    customerId: user.customerId,
    customerName,
    createdAt: user.createdAt,
    closedAt: user.closedAt,
  }));
  return { data: restrictClosed(db, viewer, data, { user: (r) => r.id }), total };
}

/** Suspends (99) or reinstates a member, with an audit row. */
export async function setSuspended(db: Db, staffId: number, memberId: number, suspended: boolean): Promise<void> {
  await immediate(db, (tx) => {
    const before = tx.select().from(users).where(eq(users.id, memberId)).get();
    if (!before) throw notFound('ไม่พบสมาชิก');
    if (suspended && !may('suspend', before.verificationStatus)) throw conflict('ALREADY_SUSPENDED', 'สมาชิกนี้ถูกระงับอยู่แล้ว');
    if (!suspended && before.verificationStatus !== MEMBER_STATUS.suspended) throw conflict('NOT_SUSPENDED', 'สมาชิกนี้ไม่ได้ถูกระงับ');
    const verificationStatus = suspended ? MEMBER_TRANSITIONS.suspend.to : reinstatedStatus(before.customerId);
    const after = tx.update(users).set({ verificationStatus }).where(eq(users.id, before.id)).returning().get();
    audit(tx, staffId, suspended ? 'suspend' : 'reinstate', 'user', before.id, before, after);
  });
}
