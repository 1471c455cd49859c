import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/** The gold account: savings kept in grams; the member's account, deposits and bar gold; staff decisions. */
const goldAccount: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default goldAccount;
