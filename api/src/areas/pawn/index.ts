import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';
import { startPawnReminders } from './reminders';

/** Pawn (ขายฝาก): the member's contracts, the staff's contracts, payments and imports, and the due-date reminders. */
const pawn: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
  startPawnReminders(app);
};
export default pawn;
