import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import requests from './requests';
import payments from './payments';
import close from './close';

/** Savings type 2 (`/api/down/*`): verified members only, each seeing only their own requests. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireVerifiedMember);
  await app.register(requests);
  await app.register(payments);
  await app.register(close);
};
export default routes;
