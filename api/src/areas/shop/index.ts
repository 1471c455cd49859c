import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/** The public catalogue and staff product management (shopCalls). */
const shop: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default shop;
