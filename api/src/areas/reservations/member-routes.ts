import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { reservationCalls as calls } from '../../../contract/reservations';
import { serve } from '../../lib/serve';
import { notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { takePayment } from '../payments/take-payment';
import { productByCode } from '../shop/product-page';
import { depositRequired, reservationDepositPayment } from './deposit';
import { cancelOwn, myReservations, reserve, toReservation } from './reservations';
import { reservationSettings } from './settings';

/** A member's reservations: the rules read before, reserving, their list, cancelling. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  // With a piece's code, the deposit that piece asks (never above its price).
  serve(app, calls.terms, async (req) => {
    const terms = reservationSettings(app.db);
    if (req.query.code === undefined) return terms;
    const product = productByCode(app.db, req.query.code);
    if (!product) throw notFound('ไม่พบสินค้านี้');
    return { ...terms, deposit: satangToBaht(depositRequired(app, app.db, product).satang) };
  });
  // JSON while no deposit is asked; multipart with the deposit's amount and slip through the one payment flow.
  const withDeposit = reservationDepositPayment(app);
  serve(app, calls.reserve, async (req, reply) => {
    if (!req.isMultipart()) return reserve(app, req.member!.id, req.body);
    const { row } = await takePayment(app, req, reply, withDeposit);
    const r = app.db.select().from(schema.reservations).where(eq(schema.reservations.id, row.reservationId)).get()!;
    return toReservation(app.db, r);
  });
  serve(app, calls.mine, async (req) => myReservations(app.db, req.member!.id));
  serve(app, calls.cancel, async (req) => {
    await cancelOwn(app, req.member!.id, req.params.id);
    return { message: 'ยกเลิกการจองแล้ว' };
  });
};
export default memberRoutes;
