import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { FlagKey } from '@goldshop/db/schema';
import { VisibleBody } from '../../../contract/content';
import { Flag, withErrors } from '../../../contract/common';
import { immediate } from '../../lib/tx';
import { audit } from '../../lib/audit';

/** Public GET path, staff PUT path, and the flags table key behind both (SPEC §7). */
const FLAGS: readonly { get: string; put: string; key: FlagKey }[] = [
  { get: '/sav1-visible', put: '/sav1-visible', key: 'sav1_visible' },
  { get: '/sav2-visible', put: '/sav2-visible', key: 'sav2_visible' },
  { get: '/productWithdraw', put: '/productWithdraw-visible', key: 'product_withdraw' },
  { get: '/cashWithdraw', put: '/cashWithdraw-visible', key: 'cash_withdraw' },
];

/**
 * Staff switches, answered as a bare 0 or 1. A switch never set reads 0: a service stays closed until
 * staff open it.
 */
const flags: FastifyPluginAsyncTypebox = async (app) => {
  const read = app.sqlite.prepare<[FlagKey], { value: number }>('select value from flags where key = ?');
  const valueOf = (key: FlagKey) => (read.get(key)?.value ? (1 as const) : (0 as const));

  for (const { get, put, key } of FLAGS) {
    app.get(get, { schema: { response: withErrors({ 200: Flag }) } }, async (_req, reply) => {
      // Members must see a switch flip at once; let the browser revalidate every time.
      reply.header('Cache-Control', 'no-cache');
      return valueOf(key);
    });

    app.put(put, { onRequest: app.requireStaff, schema: { body: VisibleBody, response: withErrors({ 200: VisibleBody }) } }, async (req) => {
      const { isVisible } = req.body;
      immediate(app.db, (tx) => {
        const before = tx.select().from(schema.flags).where(eq(schema.flags.key, key)).get() ?? null;
        tx.insert(schema.flags).values({ key, value: isVisible }).onConflictDoUpdate({ target: schema.flags.key, set: { value: isVisible } }).run();
        audit(tx, req.staff!.id, 'set_flag', 'flag', key, before, { key, value: isVisible });
      });
      return { isVisible };
    });
  }
};
export default flags;
