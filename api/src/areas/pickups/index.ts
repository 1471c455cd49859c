import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import { startPickupReminders } from './reminders';
import staffRoutes from './staff-routes';

/**
 * Pickups booked in a branch's slots (docs/decisions.md "Pickups booked in slots"): members book, move and
 * cancel; staff see their branches' day and hand over through the areas that keep what is collected.
 */
const pickups: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
  startPickupReminders(app);
};
export default pickups;
