import { count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import type { CustomersQuery, CustomerUpdateBody } from '../../../contract/verification';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { contains, paging } from '../../lib/queries';

const { customers, users } = schema;
type Joined = { customer: typeof customers.$inferSelect; userId: number | null; username: string | null };

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
});

const joined = (db: Db) =>
  db.select({ customer: customers, userId: users.id, username: users.username }).from(customers).leftJoin(users, eq(users.customerId, customers.id));

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

export function listCustomers(db: Db, query: CustomersQuery, owner: boolean) {
  const q = query.q?.trim();
  // Phone numbers are typed with or without dashes.
  const where: SQL | undefined = q
    ? or(contains(customers.name, q), contains(customers.tel, q), contains(customers.tel, q.replace(/[-\s]/g, '')), cardMatch(q, owner))
    : undefined;
  const { limit, offset } = paging(query);
  const total = db.select({ n: count() }).from(customers).where(where).get()!.n;
  const rows = joined(db).where(where).orderBy(desc(customers.id)).limit(limit).offset(offset).all();
  return { data: rows.map(toRow), total };
}

export function getCustomer(db: Db, id: number) {
  const r = joined(db).where(eq(customers.id, id)).get();
  if (!r) throw notFound('ไม่พบข้อมูลลูกค้า');
  return toRow(r);
}

/** Edits contact data (the national ID is fixed: it is who the customer is), with an audit row. */
export async function updateCustomer(db: Db, staffId: number, id: number, body: CustomerUpdateBody): Promise<void> {
  const { name, tel, address, email } = body;
  await immediate(db, (tx) => {
    const before = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!before) throw notFound('ไม่พบข้อมูลลูกค้า');
    const after = tx
      .update(customers)
      .set({ name: name.trim(), tel: tel.trim(), address: address.trim(), email: email ? email.trim() : null })
      .where(eq(customers.id, before.id))
      .returning()
      .get();
    audit(tx, staffId, 'update', 'customer', before.id, before, after);
  });
}
