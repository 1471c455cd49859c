import type { FastifyPluginAsync } from 'fastify';
import system from './system/routes';
import legacy from '../routes/index';

/**
 * Every business area, one folder each. Each area registers its calls from their declarations in
 * api/contract/<area>.ts (full paths, access checks applied by lib/serve.ts).
 */
const areas: FastifyPluginAsync = async (app) => {
  await app.register(system);
  await app.register(legacy, { prefix: '/api' });
};
export default areas;
