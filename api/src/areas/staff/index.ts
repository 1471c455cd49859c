import type { FastifyPluginAsync } from 'fastify';
import staffRoutes from './staff-routes';

/** The console's own accounts. */
const staff: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
};
export default staff;
