import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import home from './home';
import about from './about';
import policies from './policies';
import flags from './flags';
import bank from './bank';

/**
 * /api/content/*: public reads for the member app, staff writes for the admin console. Each write
 * route carries its own `onRequest: app.requireStaff`, since reads and writes share paths.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(home);
  await app.register(about);
  await app.register(policies);
  await app.register(flags);
  await app.register(bank);
};
export default routes;
