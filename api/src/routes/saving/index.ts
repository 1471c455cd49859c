import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import account from './account';
import history from './history';
import deposit from './deposit';
import withdraw from './withdraw';

/** Savings type 1 (`/api/saving/*`): verified members only, each seeing only their own rows. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireVerifiedMember);
  await app.register(account);
  await app.register(history);
  await app.register(deposit);
  await app.register(withdraw);
};
export default routes;
