import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import { provideGoldPickups } from './pickup-kinds';
import staffRoutes from './staff-routes';

/** The gold account: savings kept in grams; the member's account, deposits, bar gold and ornaments; staff decisions. */
const goldAccount: FastifyPluginAsync = async (app) => {
  provideGoldPickups();
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default goldAccount;
