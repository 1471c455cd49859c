import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { IdParam, Message, withErrors, EmptyBody } from '../../../contract/common';
import { AdminMember, MembersQuery, Paged } from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { contains, paging } from '../../lib/queries';

const { users, customers } = schema;

/** Member accounts: find one, suspend (99) or reinstate. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/members', { schema: { querystring: MembersQuery, response: withErrors({ 200: Paged(AdminMember) }) } }, async (req) => {
    const conds: SQL[] = [];
    const q = req.query.q?.trim();
    if (q) conds.push(or(contains(users.username, q), contains(customers.name, q), contains(customers.tel, q))!);
    if (req.query.verificationStatus !== undefined) conds.push(eq(users.verificationStatus, req.query.verificationStatus));
    const where = conds.length ? and(...conds) : undefined;
    const { limit, offset } = paging(req.query);
    const from = () => app.db.select({ user: users, customerName: customers.name }).from(users).leftJoin(customers, eq(customers.id, users.customerId));
    const total = app.db.select({ n: count() }).from(users).leftJoin(customers, eq(customers.id, users.customerId)).where(where).get()!.n;
    const rows = from().where(where).orderBy(desc(users.id)).limit(limit).offset(offset).all();
    return {
      data: rows.map(({ user, customerName }) => ({
        id: user.id,
        username: user.username,
        hasLine: user.lineUserId !== null,
        verificationStatus: user.verificationStatus,
        customerId: user.customerId,
        customerName,
        createdAt: user.createdAt,
      })),
      total,
    };
  });

  app.post('/members/:id/suspend', { schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: Message }) } }, async (req) => {
    immediate(app.db, (tx) => {
      const before = tx.select().from(users).where(eq(users.id, req.params.id)).get();
      if (!before) throw notFound('ไม่พบสมาชิก');
      if (before.verificationStatus === 99) throw conflict('ALREADY_SUSPENDED', 'สมาชิกนี้ถูกระงับอยู่แล้ว');
      const after = tx.update(users).set({ verificationStatus: 99 }).where(eq(users.id, before.id)).returning().get();
      audit(tx, req.staff!.id, 'suspend', 'user', before.id, before, after);
    });
    return { message: 'ระงับการใช้งานสมาชิกแล้ว' };
  });

  // Reinstated members return to what they had earned: verified if staff once linked them to a
  // customer record, otherwise not verified (they verify again).
  app.post('/members/:id/reinstate', { schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: Message }) } }, async (req) => {
    immediate(app.db, (tx) => {
      const before = tx.select().from(users).where(eq(users.id, req.params.id)).get();
      if (!before) throw notFound('ไม่พบสมาชิก');
      if (before.verificationStatus !== 99) throw conflict('NOT_SUSPENDED', 'สมาชิกนี้ไม่ได้ถูกระงับ');
      const after = tx
        .update(users)
        .set({ verificationStatus: before.customerId ? 2 : 0 })
        .where(eq(users.id, before.id))
        .returning()
        .get();
      audit(tx, req.staff!.id, 'reinstate', 'user', before.id, before, after);
    });
    return { message: 'ยกเลิกการระงับสมาชิกแล้ว' };
  });
};
export default routes;
