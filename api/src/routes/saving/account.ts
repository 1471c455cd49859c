import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { Message, withErrors, EmptyBody } from '../../../contract/common';
import { SavStatusAnswer } from '../../../contract/saving';
import { conflict } from '../../lib/http-error';
import { immediate } from '../../lib/tx';

const accounts = schema.savingAccounts;

/** The type 1 account request (SPEC §4 sav_status). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sav_status', { schema: { response: withErrors({ 200: SavStatusAnswer }) } }, async (req) => {
    const acc = app.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.userId, req.member!.id)).get();
    return acc ? [{ sav_status: acc.status }] : [];
  });

  // One account row per member. A rejected ('ไม่อนุมัติ') member may ask again: the same row goes back
  // to 'รออนุมัติ' and staff decide afresh; any other existing request is a 409.
  // The spec's payload is an empty object; nothing in it is read, so no body schema (a bodiless POST works too).
  app.post(
    '/approval_request',
    { schema: { body: EmptyBody, response: withErrors({ 200: Message }) } },
    async (req) => {
      const userId = req.member!.id;
      const changed = immediate(app.db, (tx) =>
        tx
          .insert(accounts)
          .values({ userId })
          .onConflictDoUpdate({
            target: accounts.userId,
            set: { status: 'รออนุมัติ', decidedBy: null, decidedAt: null, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
            setWhere: eq(accounts.status, 'ไม่อนุมัติ'),
          })
          .run().changes,
      );
      if (changed === 0) throw conflict('ALREADY_REQUESTED', 'คุณได้ยื่นคำขอเปิดบัญชีออมทองไว้แล้ว');
      return { message: 'ยื่นคำขออนุมัติสำเร็จ' };
    },
  );
};
export default routes;
