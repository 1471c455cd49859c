import type { FastifyPluginAsync } from 'fastify';
import { downCalls as calls } from '../../../contract/down';
import { REQUEST_STATUS_TEXT } from '../../../contract/lifecycles';
import { satangToBaht } from '../../lib/money';
import { OK_MESSAGE } from '../../lib/money-input';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { serve } from '../../lib/serve';
import { takePayment } from '../payments/take-payment';
import { askForContract, askToClose, memberContracts, memberPayments } from './contracts';
import { instalmentPayment } from './instalment-payment';

/** Savings type 2 for verified members, each seeing only their own requests (docs/product.md "The calls": Thai status texts). */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.ask, async (req) => ({ message: 'ยื่นคำขออนุมัติสำเร็จ', id: await askForContract(app.db, req.member!, req.body) }));

  serve(app, calls.requests, async (req) => ({ data: memberContracts(app.db, req.member!.id) }));

  serve(app, calls.detail, async (req) =>
    memberPayments(app.db, req.member!.id, req.params.downId).map((p) => ({
      id: p.id,
      transfer_time: p.createdAt,
      amount: satangToBaht(p.amountSatang),
      status: REQUEST_STATUS_TEXT[p.status],
      statusCode: p.status,
      note: p.note,
      proof: app.images.field(req, p.proof),
    })),
  );

  serve(app, calls.pay, async (req, reply) => {
    const { row } = await takePayment(app, req, reply, instalmentPayment);
    return { message: OK_MESSAGE, id: row.id };
  });

  serve(app, calls.askClose, async (req) => {
    const { fields, files } = await readMultipart(req, calls.askClose.upload.fields, calls.askClose.upload.files);
    requireFiles(files, calls.askClose.upload.files);
    const front = await app.images.prepare(files.idCardImage!, 'id_card');
    const back = await app.images.prepare(files.idCardImageBack!, 'id_card');
    const id = await askToClose(app, { member: req.member!, downId: Number(fields.downId), front, back });
    return { message: OK_MESSAGE, id };
  });
};
export default routes;
