import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/** Accounts: member sign up and sign in (password or LINE), and the console's staff session. */
const accounts: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default accounts;
