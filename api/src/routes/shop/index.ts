import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import catalogue from './catalogue';
import manage from './manage';

/** /api/shop/*: the public catalogue and staff product management. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(catalogue);
  await app.register(manage);
};
export default routes;
