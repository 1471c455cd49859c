import type { FastifyPluginAsync } from 'fastify';
import { pickupCalls as calls } from '../../../contract/pickups';
import { requirePickupBranch } from '../../lib/branches';
import { serve } from '../../lib/serve';
import { book, cancel, move, myPickups } from './bookings';
import { pickupSettings } from './settings';
import { openSlots } from './slots';
import { readyPickups } from './what';

/** A member's slots, bookings, moves and cancellations. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  serve(app, calls.slots, async (req) =>
    openSlots(app.db, requirePickupBranch(app.db, req.query.branch_id), req.query.date, pickupSettings(app.db).leadHours),
  );
  serve(app, calls.mine, async (req) => myPickups(app.db, req.member!.id));
  serve(app, calls.ready, async (req) => readyPickups(app.db, req.member!.id));
  serve(app, calls.book, async (req) => book(app, req.member!.id, req.body, req.headers['x-line-access-token']));
  serve(app, calls.move, async (req) => move(app, req.member!.id, req.params.id, req.body));
  serve(app, calls.cancel, async (req) => {
    await cancel(app, req.member!.id, req.params.id);
    return { message: 'ยกเลิกนัดรับแล้ว' };
  });
};
export default memberRoutes;
