import type { FastifyPluginAsync } from 'fastify';
import system from './system/index';
import accounts from './accounts/index';
import verification from './verification/index';
import staff from './staff/index';
import audit from './audit/index';
import line from './line/index';
import content from './content/index';
import shop from './shop/index';
import goldPrice from './gold-price/index';
import saving from './saving/index';
import goldAccount from './gold-account/index';
import down from './down/index';
import pawn from './pawn/index';
import payments from './payments/index';
import dashboard from './dashboard/index';
import me from './me/index';
import aml from './aml/index';
import branches from './branches/index';
import pickups from './pickups/index';
import savingsPlan from './savings-plan/index';
import reservations from './reservations/index';
import { OwnerLineLinks } from './staff/line-link';

/**
 * Every business area, one folder each. Each area registers its calls from their declarations in
 * api/contract/<area>.ts (full paths, access checks applied by lib/serve.ts).
 */
const areas: FastifyPluginAsync = async (app) => {
  // The owner's one-time LINE link codes: issued by a staff call, redeemed by the LINE webhook.
  const lineLinks = new OwnerLineLinks();
  await app.register(system);
  await app.register(accounts);
  await app.register(verification);
  await app.register(staff, { lineLinks });
  await app.register(audit);
  await app.register(line, { lineLinks });
  // Before shop and saving: they price products and balances from the price in use.
  await app.register(goldPrice);
  await app.register(branches);
  await app.register(content);
  await app.register(shop);
  await app.register(saving);
  await app.register(goldAccount);
  await app.register(down);
  await app.register(pawn);
  await app.register(payments);
  await app.register(dashboard);
  await app.register(me);
  await app.register(aml);
  await app.register(pickups);
  await app.register(savingsPlan);
  await app.register(reservations);
};
export default areas;
