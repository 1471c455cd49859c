import type { FastifyPluginAsync } from 'fastify';
import staffRoutes from './staff-routes';

/** Staff-only money-laundering flags: the owner's rules and list (the flags themselves: lib/aml.ts). */
const aml: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
};
export default aml;
