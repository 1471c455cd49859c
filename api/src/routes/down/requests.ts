import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { ImagesQuery, withErrors, EmptyBody } from '../../../contract/common';
import { DownDetailAnswer, DownIdParam, GetReqAnswer } from '../../../contract/down';
import { CreatedAnswer, REQUEST_STATUS_TEXT } from '../../../contract/saving';
import { conflict } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { ownDownRequest } from './own-request';

const reqs = schema.downRequests;
const pays = schema.downPayments;
/** Statuses after which a member may start a new request. */
const FINISHED = ['ไม่อนุมัติ', 'ปิดสัญญา'] as const;

/** Type 2 requests: ask, list, and one request's payments. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's payload is an empty object; nothing in it is read, so no body schema.
  app.post('/down-request', { schema: { body: EmptyBody, response: withErrors({ 200: CreatedAnswer }) } }, async (req) => {
    const userId = req.member!.id;
    const id = immediate(app.db, (tx) => {
      const open = tx.select({ id: reqs.id }).from(reqs).where(and(eq(reqs.userId, userId), notInArray(reqs.status, [...FINISHED]))).get();
      if (open) throw conflict('DOWN_REQUEST_OPEN', 'คุณมีคำขอออมทองประเภทที่ 2 ที่ยังดำเนินการอยู่แล้ว');
      return tx.insert(reqs).values({ userId }).returning({ id: reqs.id }).get().id;
    });
    return { message: 'ยื่นคำขออนุมัติสำเร็จ', id };
  });

  app.get('/get-req', { schema: { response: withErrors({ 200: GetReqAnswer }) } }, async (req) => {
    const rows = app.db.select().from(reqs).where(eq(reqs.userId, req.member!.id)).orderBy(desc(reqs.id)).all();
    return {
      data: rows.map((r) => ({
        down_id: r.id,
        DateColumn: r.createdAt,
        Status: r.status,
        Prod_type: r.prodType,
        ApprovedAmount: r.approvedAmountSatang === null ? null : satangToBaht(r.approvedAmountSatang),
        StartDate: r.startDate,
        EndDate: r.endDate,
      })),
    };
  });

  app.get(
    '/detail/:downId',
    { schema: { params: DownIdParam, querystring: ImagesQuery, response: withErrors({ 200: DownDetailAnswer }) } },
    async (req) => {
      const down = ownDownRequest(app.db, req.member!.id, req.params.downId);
      const rows = app.db.select().from(pays).where(eq(pays.downId, down.id)).orderBy(desc(pays.id)).all();
      return rows.map((p) => ({
        id: p.id,
        transfer_time: p.createdAt,
        amount: satangToBaht(p.amountSatang),
        status: REQUEST_STATUS_TEXT[p.status],
        note: p.note,
        proof: app.images.field(req, p.proof),
      }));
    },
  );
};
export default routes;
