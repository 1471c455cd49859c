import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { schema } from '@goldshop/db';
import { withErrors } from '../../../contract/common';
import { CreatedAnswer, IdempotencyHeaders, WithdrawFields } from '../../../contract/saving';
import { conflict, forbidden } from '../../lib/http-error';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { available } from '../../services/ledger';
import { flagIsOn, OK_MESSAGE, requireActiveAccount, savingReplay } from './input';
import { parseWithdrawForm } from './withdraw-form';

const ID_FILES = ['idCardImage', 'idCardImageBack'] as const;

/**
 * Goods or cash withdrawal. The check of the available amount and the insert that holds it happen in one
 * BEGIN IMMEDIATE transaction, so parallel requests are serialised and can never overdraw.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  app.post(
    '/withdraw',
    { schema: { headers: IdempotencyHeaders, response: withErrors({ 200: CreatedAnswer }) } },
    async (req, reply) => {
      const userId = req.member!.id;
      const key = req.headers['idempotency-key'];
      const { fields, files } = await readMultipart(req, WithdrawFields, ID_FILES);
      const form = parseWithdrawForm(fields);
      requireFiles(files, ID_FILES);
      const front = await app.images.prepare(files.idCardImage!, 'id_card');
      const back = await app.images.prepare(files.idCardImageBack!, 'id_card');

      const out = immediate(app.db, (tx) => {
        const replay = savingReplay(tx, userId, key, form.kind, form.amountSatang);
        if (replay) return { ...replay, replayed: true };
        if (!flagIsOn(tx, form.kind === 'withdraw_goods' ? 'product_withdraw' : 'cash_withdraw')) {
          throw forbidden('WITHDRAW_CLOSED', 'ยังไม่เปิดให้บริการ');
        }
        requireActiveAccount(tx, userId);
        if (form.amountSatang > available(tx, userId)) {
          throw conflict('INSUFFICIENT_BALANCE', 'ยอดเงินคงเหลือที่ถอนได้ไม่เพียงพอ');
        }
        const row = tx
          .insert(schema.savingTransactions)
          .values({
            ...form,
            userId,
            idCardImage: app.images.store(tx, front, 'id_card'),
            idCardImageBack: app.images.store(tx, back, 'id_card'),
            idempotencyKey: key ?? null,
          })
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
