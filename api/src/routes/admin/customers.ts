import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, eq, or, type SQL } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { IdParam, withErrors } from '../../../contract/common';
import { AdminCustomer, CustomerUpdateBody, CustomersQuery, Paged } from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { maskNationalId } from '../../lib/national-id';
import { immediate } from '../../lib/tx';
import { contains, paging } from '../../lib/queries';

const { customers, users } = schema;
type Joined = { customer: typeof customers.$inferSelect; userId: number | null; username: string | null };

/** The shop's customer file: search, and edit contact data. The national ID shows whole to the owner only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const toRow = (r: Joined, owner: boolean) => ({
    id: r.customer.id,
    card: owner ? r.customer.card : maskNationalId(r.customer.card),
    name: r.customer.name,
    tel: r.customer.tel,
    address: r.customer.address,
    email: r.customer.email,
    userId: r.userId,
    username: r.username,
    createdAt: r.customer.createdAt,
  });
  const joined = () =>
    app.db
      .select({ customer: customers, userId: users.id, username: users.username })
      .from(customers)
      .leftJoin(users, eq(users.customerId, customers.id));

  app.get('/customers', { schema: { querystring: CustomersQuery, response: withErrors({ 200: Paged(AdminCustomer) }) } }, async (req) => {
    const q = req.query.q?.trim();
    // Phone numbers are typed with or without dashes; the national ID is searched as typed, so a
    // non-owner can find a customer by the number they hold without seeing anyone else's.
    const where: SQL | undefined = q
      ? or(contains(customers.name, q), contains(customers.tel, q), contains(customers.tel, q.replace(/[-\s]/g, '')), contains(customers.card, q))
      : undefined;
    const { limit, offset } = paging(req.query);
    const total = app.db.select({ n: count() }).from(customers).where(where).get()!.n;
    const rows = joined().where(where).orderBy(desc(customers.id)).limit(limit).offset(offset).all();
    const owner = req.staff!.role === 'owner';
    return { data: rows.map((r) => toRow(r, owner)), total };
  });

  app.get('/customers/:id', { schema: { params: IdParam, response: withErrors({ 200: AdminCustomer }) } }, async (req) => {
    const r = joined().where(eq(customers.id, req.params.id)).get();
    if (!r) throw notFound('ไม่พบข้อมูลลูกค้า');
    return toRow(r, req.staff!.role === 'owner');
  });

  app.put(
    '/customers/:id',
    { schema: { params: IdParam, body: CustomerUpdateBody, response: withErrors({ 200: AdminCustomer }) } },
    async (req) => {
      const { name, tel, address, email } = req.body;
      immediate(app.db, (tx) => {
        const before = tx.select().from(customers).where(eq(customers.id, req.params.id)).get();
        if (!before) throw notFound('ไม่พบข้อมูลลูกค้า');
        const after = tx
          .update(customers)
          .set({ name: name.trim(), tel: tel.trim(), address: address.trim(), email: email ? email.trim() : null })
          .where(eq(customers.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, 'update', 'customer', before.id, before, after);
      });
      return toRow(joined().where(eq(customers.id, req.params.id)).get()!, req.staff!.role === 'owner');
    },
  );
};
export default routes;
