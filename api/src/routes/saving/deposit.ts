import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { schema } from '@goldshop/db';
import { withErrors } from '../../../contract/common';
import { CreatedAnswer, CreateSavingFields, IdempotencyHeaders } from '../../../contract/saving';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { OK_MESSAGE, parseAmount, requireActiveAccount, savingReplay } from './input';

/** A deposit: the member transferred money and sends the slip; staff approve it into the ledger. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  app.post(
    '/create-saving',
    { schema: { headers: IdempotencyHeaders, response: withErrors({ 200: CreatedAnswer }) } },
    async (req, reply) => {
      const userId = req.member!.id;
      const key = req.headers['idempotency-key'];
      const { fields, files } = await readMultipart(req, CreateSavingFields, ['proof']);
      const amountSatang = parseAmount(fields.amount);
      requireFiles(files, ['proof']);
      const slip = await app.images.prepare(files.proof!, 'slip');

      const out = immediate(app.db, (tx) => {
        const replay = savingReplay(tx, userId, key, 'deposit', amountSatang);
        if (replay) return { ...replay, replayed: true };
        requireActiveAccount(tx, userId);
        const proof = app.images.store(tx, slip, 'slip');
        const row = tx
          .insert(schema.savingTransactions)
          .values({ userId, kind: 'deposit', amountSatang, amountString: fields.amountString?.trim() ?? '', proof, idempotencyKey: key ?? null })
          .returning({ id: schema.savingTransactions.id })
          .get();
        return { message: OK_MESSAGE, id: row.id, replayed: false };
      });
      if (out.replayed) reply.header('Idempotent-Replayed', 'true');
      return { message: out.message, id: out.id };
    },
  );
};
export default routes;
