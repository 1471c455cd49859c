import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/**
 * The shop's branches as data (docs/decisions.md "Branches are rows"): their hours, closures and receiving
 * accounts. Which branch keeps an account or contract, and where its member pays, is read through
 * lib/branches.ts by the areas that keep them.
 */
const branches: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default branches;
