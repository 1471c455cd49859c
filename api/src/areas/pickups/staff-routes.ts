import type { FastifyPluginAsync } from 'fastify';
import { pickupCalls as calls } from '../../../contract/pickups';
import { branchScope } from '../../lib/branch-scope';
import { serve } from '../../lib/serve';
import { pickupSettings, savePickupSettings } from './settings';
import { handOver, markMissed, staffDay } from './staff-day';

/** The staff's pickup day at their branches, its handovers and misses, and the owner's pickup rules. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  serve(app, calls.staffDay, async (req) => staffDay(app.db, branchScope(req), req.query));
  serve(app, calls.handedOver, async (req) => handOver(app, branchScope(req), req.staff!.id, req.params.id));
  serve(app, calls.missed, async (req) => markMissed(app, branchScope(req), req.staff!.id, req.params.id));
  serve(app, calls.settings, async () => pickupSettings(app.db));
  serve(app, calls.setSettings, async (req) => savePickupSettings(app.db, req.staff!.id, req.body));
};
export default staffRoutes;
