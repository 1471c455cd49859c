import type { FastifyPluginAsync } from 'fastify';
import staffRoutes from './staff-routes';

/** The audit log, for staff to read. */
const audit: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
};
export default audit;
