import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import { startPurgeJob } from './purge';

/** The member's own account and data (PDPA): see it, take a copy, withdraw consents, close the account. */
const me: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  startPurgeJob(app);
};
export default me;
