import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import lookup from './lookup';
import requests from './requests';

/** /api/verify/*: identity verification (SPEC §2 Verify identity, §7 Verification). Member token only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookup);
  await app.register(requests);
};
export default routes;
