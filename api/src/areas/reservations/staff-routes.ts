import type { FastifyPluginAsync } from 'fastify';
import { reservationCalls as calls } from '../../../contract/reservations';
import { branchScope } from '../../lib/branch-scope';
import { serve } from '../../lib/serve';
import { reservationSettings, saveReservationSettings } from './settings';
import { confirm, recordRefund, staffCancel, staffList } from './staff';

/** The staff's reservations at their branches, their decisions, and the owner's rule. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  serve(app, calls.staffList, async (req) => staffList(app.db, app, branchScope(req), req.query));
  serve(app, calls.confirm, async (req) => confirm(app, { id: req.staff!.id, branchIds: branchScope(req) }, req.params.id));
  serve(app, calls.staffCancel, async (req) =>
    staffCancel(app, { id: req.staff!.id, branchIds: branchScope(req) }, req.params.id, req.body),
  );
  serve(app, calls.refund, async (req) => recordRefund(app, { id: req.staff!.id, branchIds: branchScope(req) }, req.params.id, req.body));
  serve(app, calls.settings, async () => reservationSettings(app.db));
  serve(app, calls.setSettings, async (req) => saveReservationSettings(app.db, req.staff!.id, req.body));
};
export default staffRoutes;
