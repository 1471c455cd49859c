import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { withErrors } from '../../../contract/common';
import { SubmitPaymentFields } from '../../../contract/down';
import { CreatedAnswer, IdempotencyHeaders } from '../../../contract/saving';
import { conflict } from '../../lib/http-error';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { keyReused, OK_MESSAGE, parseAmount } from '../saving/input';
import { ownDownRequest } from './own-request';

const pays = schema.downPayments;

/** An instalment on an approved type 2 contract: the slip waits for staff to confirm it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  app.post(
    '/submit-payment',
    { schema: { headers: IdempotencyHeaders, response: withErrors({ 200: CreatedAnswer }) } },
    async (req, reply) => {
      const userId = req.member!.id;
      const key = req.headers['idempotency-key'];
      const { fields, files } = await readMultipart(req, SubmitPaymentFields, ['proof']);
      const downId = Number(fields.downId);
      const amountSatang = parseAmount(fields.amount);
      requireFiles(files, ['proof']);
      const slip = await app.images.prepare(files.proof!, 'slip');

      const out = immediate(app.db, (tx) => {
        if (key) {
          const prev = tx.select().from(pays).where(and(eq(pays.userId, userId), eq(pays.idempotencyKey, key))).get();
          if (prev && (prev.downId !== downId || prev.amountSatang !== amountSatang)) throw keyReused();
          if (prev) return { id: prev.id, replayed: true };
        }
        const down = ownDownRequest(tx, userId, downId);
        if (down.status !== 'อนุมัติ') throw conflict('DOWN_NOT_APPROVED', 'คำขอนี้ยังไม่ได้รับอนุมัติหรือปิดสัญญาแล้ว');
        const proof = app.images.store(tx, slip, 'slip');
        const row = tx.insert(pays).values({ downId, userId, amountSatang, proof, idempotencyKey: key ?? null }).returning({ id: pays.id }).get();
        return { id: row.id, replayed: false };
      });
      if (out.replayed) reply.header('Idempotent-Replayed', 'true');
      return { message: OK_MESSAGE, id: out.id };
    },
  );
};
export default routes;
