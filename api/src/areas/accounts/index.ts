import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';
import { SigninShield } from './signin-shield';

/** Accounts: member sign up and sign in (password or LINE), and the console's staff session. */
const accounts: FastifyPluginAsync = async (app) => {
  // One count of failures for both sign-ins: a spray at members and staff at once is one spray.
  const shield = new SigninShield(app.config.signinFailuresPerMinute);
  await app.register(memberRoutes, { shield });
  await app.register(staffRoutes, { shield });
};
export default accounts;
