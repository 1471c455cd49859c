import { count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import type { CustomersQuery, CustomerUpdateBody } from '../../../contract/verification';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { restrictedRecord } from '../../lib/private-images';
import { notClosedCustomer, restrictClosed, searchOpenOnly, seesClosed, type Viewer } from '../../lib/restricted';
import { contains, paging } from '../../lib/queries';

const { customers, users } = schema;
type Joined = { customer: typeof customers.$inferSelect; userId: number | null; username: string | null; closedAt: string | null };

// The shop's customer file: search, and edit contact data. The national ID shows masked to everyone (no
// decision here needs it whole); the owner may still search by any part of it.

const toRow = (r: Joined) => ({
  id: r.customer.id,
  card: maskNationalId(r.customer.card),
  name: r.customer.name,
  tel: r.customer.tel,
  address: r.customer.address,
  email: r.customer.email,
  userId: r.userId,
  username: r.username,
  createdAt: r.customer.createdAt,
  closedAt: r.closedAt,
});

const joined = (db: Db) =>
  db
    .select({ customer: customers, userId: users.id, username: users.username, closedAt: users.closedAt })
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id));

/**
 * How a search text matches the national ID. The owner: any part of it. Staff: the whole number, or its
 * last four digits (what a customer reads out, what the masked lists show); a substring search would let
 * them recover a whole ID digit by digit (13 digits in 21 requests in the attack test).
 */
function cardMatch(q: string, owner: boolean): SQL | undefined {
  if (owner) return contains(customers.card, q);
  const digits = q.replace(/[-\s]/g, '');
  if (/^\d{13}$/.test(digits)) return eq(customers.card, digits);
  if (/^\d{4}$/.test(digits)) return like(customers.card, `%${digits}`);
  return undefined;
}

/**
 * A closed member's record is listed, marked closed and masked for staff, and a staff search by name, phone or
 * the last digits of the ID skips it (lib/restricted.ts). The whole national ID still finds it: whoever types
 * it holds the card (a former member pawning at the counter), and learns nothing more than the masked row.
 */
export function listCustomers(db: Db, query: CustomersQuery, viewer: Viewer) {
  const q = query.q?.trim();
  const owner = seesClosed(viewer);
  const wholeCard = q && !owner && /^\d{13}$/.test(q.replace(/[-\s]/g, '')) ? cardMatch(q, false) : undefined;
  // Phone numbers are typed with or without dashes.
  const match: SQL | undefined = q
    ? or(
        contains(customers.name, q),
        contains(customers.tel, q),
        contains(customers.tel, q.replace(/[-\s]/g, '')),
        wholeCard ? undefined : cardMatch(q, owner),
      )
    : undefined;
  const where = or(searchOpenOnly(viewer, match, notClosedCustomer(customers.id)), wholeCard);
  const { limit, offset } = paging(query);
  const total = db.select({ n: count() }).from(customers).where(where).get()!.n;
  const rows = joined(db).where(where).orderBy(desc(customers.id)).limit(limit).offset(offset).all();
  return { data: restrictClosed(db, viewer, rows.map(toRow), { customer: (r) => r.id }), total };
}

export function getCustomer(db: Db, id: number, viewer: Viewer) {
  const r = joined(db).where(eq(customers.id, id)).get();
  if (!r) throw notFound('ไม่พบข้อมูลลูกค้า');
  return restrictClosed(db, viewer, [toRow(r)], { customer: (c) => c.id })[0]!;
}

/**
 * Edits contact data (the national ID is fixed: it is who the customer is), with an audit row. A closed
 * member's record is the owner's to correct: staff cannot see it whole.
 */
export async function updateCustomer(db: Db, staff: Viewer & { id: number }, id: number, body: CustomerUpdateBody): Promise<void> {
  const { name, tel, address, email } = body;
  await immediate(db, (tx) => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) throw notFound('ไม่พบข้อมูลลูกค้า');
    const holder = tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.customerId, before.id)).get();
    if (holder?.closedAt && !seesClosed(staff)) throw restrictedRecord();
    const after = tx
      .update(customers)
      .set({ name: name.trim(), tel: tel.trim(), address: address.trim(), email: email ? email.trim() : null })
      .where(eq(customers.id, before.id))
      .returning()
      .get();
    audit(tx, staff.id, 'update', 'customer', before.id, before, after);
  });
}
