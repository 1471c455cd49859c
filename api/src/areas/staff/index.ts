import type { FastifyPluginAsync } from 'fastify';
import staffRoutes from './staff-routes';
import type { OwnerLineLinks } from './line-link';

/** The console's own accounts, and the owner's LINE link for owner alerts. */
const staff: FastifyPluginAsync<{ lineLinks: OwnerLineLinks }> = async (app, opts) => {
  await app.register(staffRoutes, opts);
};
export default staff;
