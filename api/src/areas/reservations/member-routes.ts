import type { FastifyPluginAsync } from 'fastify';
import { reservationCalls as calls } from '../../../contract/reservations';
import { serve } from '../../lib/serve';
import { cancelOwn, myReservations, reserve } from './reservations';
import { reservationSettings } from './settings';

/** A member's reservations: the rules read before, reserving, their list, cancelling. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  serve(app, calls.terms, async () => reservationSettings(app.db));
  serve(app, calls.reserve, async (req) => reserve(app, req.member!.id, req.body));
  serve(app, calls.mine, async (req) => myReservations(app.db, req.member!.id));
  serve(app, calls.cancel, async (req) => {
    await cancelOwn(app, req.member!.id, req.params.id);
    return { message: 'ยกเลิกการจองแล้ว' };
  });
};
export default memberRoutes;
