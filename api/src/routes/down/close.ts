import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { withErrors } from '../../../contract/common';
import { DoneRequestFields } from '../../../contract/down';
import { CreatedAnswer } from '../../../contract/saving';
import { conflict } from '../../lib/http-error';
import { acceptUploads, readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { OK_MESSAGE } from '../saving/input';
import { ownDownRequest } from './own-request';

const ID_FILES = ['idCardImage', 'idCardImageBack'] as const;

/**
 * 'ขอจบสัญญา': the member asks to close an approved contract with both sides of the ID card. The close
 * request and the status 'รอปิดสัญญา' are written together, so a second ask is a 409.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  app.post('/done-request', { schema: { response: withErrors({ 200: CreatedAnswer }) } }, async (req) => {
    const userId = req.member!.id;
    const { fields, files } = await readMultipart(req, DoneRequestFields, ID_FILES);
    const downId = Number(fields.downId);
    requireFiles(files, ID_FILES);
    const front = await app.images.prepare(files.idCardImage!, 'id_card');
    const back = await app.images.prepare(files.idCardImageBack!, 'id_card');

    const id = immediate(app.db, (tx) => {
      const down = ownDownRequest(tx, userId, downId);
      if (down.status === 'รอปิดสัญญา' || down.status === 'ปิดสัญญา') {
        throw conflict('DOWN_ALREADY_CLOSING', 'ได้ยื่นขอจบสัญญานี้ไว้แล้ว');
      }
      if (down.status !== 'อนุมัติ') throw conflict('DOWN_NOT_APPROVED', 'คำขอนี้ยังไม่ได้รับอนุมัติ');
      const row = tx
        .insert(schema.downCloseRequests)
        .values({ downId, userId, idCardImage: app.images.store(tx, front, 'id_card'), idCardImageBack: app.images.store(tx, back, 'id_card') })
        .returning({ id: schema.downCloseRequests.id })
        .get();
      const r = schema.downRequests;
      tx.update(r).set({ status: 'รอปิดสัญญา' }).where(and(eq(r.id, downId), eq(r.status, 'อนุมัติ'))).run();
      return row.id;
    });
    return { message: OK_MESSAGE, id };
  });
};
export default routes;
