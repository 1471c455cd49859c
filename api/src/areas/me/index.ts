import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';

/** The member's own account and data (PDPA): see it, take a copy, withdraw consents, close the account. */
const me: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
};
export default me;
