import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';
import pageMeta from './page-meta';

/** The public catalogue and staff product management (shopCalls). */
const shop: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
  if (app.config.serveApps) await app.register(pageMeta);
};
export default shop;
