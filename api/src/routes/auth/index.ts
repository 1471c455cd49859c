import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import memberPassword from './member-password';
import adminSession from './admin-session';
import line from './line';

/** /api/auth/*: member sign up and sign in, LINE login, and the admin console session. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(memberPassword);
  await app.register(adminSession);
  await app.register(line);
};
export default routes;
