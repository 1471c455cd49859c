import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dashboard from './dashboard';
import verification from './verification';
import members from './members';
import customers from './customers';
import savingAccounts from './saving-accounts';
import savingTransactions from './saving-transactions';
import down from './down';
import pawn from './pawn';
import pawnImport from './pawn-import';
import staff from './staff';
import auditLog from './audit-log';

/**
 * /api/admin/*: the staff side of every member flow. Every route here needs a staff session; staff
 * account management additionally needs the owner (per route, in ./staff). Paths are listed in
 * api/contract/admin.ts beside their shapes.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  await app.register(dashboard);
  await app.register(verification);
  await app.register(members);
  await app.register(customers);
  await app.register(savingAccounts);
  await app.register(savingTransactions);
  await app.register(down);
  await app.register(pawn);
  await app.register(pawnImport);
  await app.register(staff);
  await app.register(auditLog);
};
export default routes;
