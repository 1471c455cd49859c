import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { type Db, schema } from '@goldshop/db';
import { Policy, PolicyCreate, PolicyUpdate, VisibleBody } from '../../../contract/content';
import { IdParam, ImagesQuery, Message, withErrors } from '../../../contract/common';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { audit } from '../../lib/audit';

type PolicyRow = typeof schema.policies.$inferSelect;
const toPolicy = (r: PolicyRow) => ({ id: r.id, rules: r.rules, isVisible: r.isVisible ? (1 as const) : (0 as const) });

/**
 * Savings terms, one list per savings type (SPEC §7 policies1 / policies2). Members and visitors see
 * the visible rules; the admin console calls the same GET with its session cookie and sees all of them.
 */
const policies: FastifyPluginAsyncTypebox = async (app) => {
  const t = schema.policies;
  const visible = app.sqlite.prepare<[number], PolicyRow>('select id, type, rules, is_visible as isVisible from policies where type = ? and is_visible = 1 order by id');
  const every = app.sqlite.prepare<[number], PolicyRow>('select id, type, rules, is_visible as isVisible from policies where type = ? order by id');

  /** Runs a staff change on one policy of this type; another type's id is "not found" here. */
  function change(type: number, id: number, staffId: number, action: string, fn: (tx: Db, before: PolicyRow) => PolicyRow | null) {
    return immediate(app.db, (tx) => {
      const before = tx.select().from(t).where(and(eq(t.id, id), eq(t.type, type))).get();
      if (!before) throw notFound('ไม่พบเงื่อนไขนี้');
      const after = fn(tx, before);
      audit(tx, staffId, action, 'policy', id, before, after);
      return after;
    });
  }

  for (const type of [1, 2] as const) {
    app.get(
      `/policies${type}`,
      { schema: { querystring: ImagesQuery, response: withErrors({ 200: Type.Array(Policy) }) } },
      async (req, reply) => {
        const staff = await app.optionalStaff(req);
        // The answer depends on who asks: never let a shared cache hand the staff list to a visitor.
        reply.header('Cache-Control', 'private, no-cache');
        return (staff ? every : visible).all(type).map(toPolicy);
      },
    );

    app.post(`/policies${type}`, { onRequest: app.requireStaff, schema: { body: PolicyCreate, response: withErrors({ 200: Policy }) } }, async (req) => {
      const row = immediate(app.db, (tx) => {
        // The spec's payload carries an id; the server assigns ids, so it is ignored.
        const created = tx.insert(t).values({ type, rules: req.body.rules, isVisible: 1 }).returning().get();
        audit(tx, req.staff!.id, 'create', 'policy', created.id, null, created);
        return created;
      });
      return toPolicy(row);
    });

    app.put(
      `/policies${type}/:id`,
      { onRequest: app.requireStaff, schema: { params: IdParam, body: PolicyUpdate, response: withErrors({ 200: Policy }) } },
      async (req) =>
        toPolicy(
          change(type, req.params.id, req.staff!.id, 'update', (tx, b) => tx.update(t).set({ rules: req.body.rules }).where(eq(t.id, b.id)).returning().get()!)!,
        ),
    );

    app.delete(
      `/policies${type}/:id`,
      { onRequest: app.requireStaff, schema: { params: IdParam, response: withErrors({ 200: Message }) } },
      async (req) => {
        change(type, req.params.id, req.staff!.id, 'delete', (tx, b) => (tx.delete(t).where(eq(t.id, b.id)).run(), null));
        return { message: 'ลบเงื่อนไขแล้ว' };
      },
    );

    app.put(
      `/update-policy${type}-visible/:id`,
      { onRequest: app.requireStaff, schema: { params: IdParam, body: VisibleBody, response: withErrors({ 200: Policy }) } },
      async (req) =>
        toPolicy(
          change(type, req.params.id, req.staff!.id, 'set_visible', (tx, b) =>
            tx.update(t).set({ isVisible: req.body.isVisible }).where(eq(t.id, b.id)).returning().get()!,
          )!,
        ),
    );
  }
};
export default policies;
