import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { reservationCalls as calls, type Reservation } from '../../../contract/reservations';
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
    let reserved: Reservation;
    if (req.isMultipart()) {
      const { row } = await takePayment(app, req, reply, withDeposit);
      reserved = toReservation(
        app.db,
        app.db.select().from(schema.reservations).where(eq(schema.reservations.id, row.reservationId)).get()!,
      );
    } else reserved = await reserve(app, req.member!.id, req.body);
    // Inside the LINE MINI App: the reservation's pickup keeps the service notification token, so the shop's
    // confirmation, the day-before reminder and what becomes of it come as service messages (docs/decisions.md
    // "Service messages after a payment"). Not awaited.
    const liffAccessToken = req.headers['x-line-access-token'];
    if (liffAccessToken && reserved.pickupId !== null)
      void app.line.service.remember(app.db, {
        userId: req.member!.id,
        paymentKind: 'pickup',
        paymentId: reserved.pickupId,
        liffAccessToken,
      });
    return reserved;
  });
  serve(app, calls.mine, async (req) => myReservations(app.db, req.member!.id));
  serve(app, calls.cancel, async (req) => {
    await cancelOwn(app, req.member!.id, req.params.id);
    return { message: 'ยกเลิกการจองแล้ว' };
  });
};
export default memberRoutes;
