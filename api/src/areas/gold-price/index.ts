import type { FastifyPluginAsync } from 'fastify';
import { GoldPriceService } from './price-source';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/**
 * The gold price panel's source (goldPriceCalls). One price source per app, started here: only this
 * area's routes read it, and it stops asking the upstream when the app closes.
 */
const goldPrice: FastifyPluginAsync = async (app) => {
  const prices = new GoldPriceService({ db: app.db, ...app.config.goldPrice, log: app.log });
  app.addHook('onClose', async () => prices.close());
  await app.register(memberRoutes, { prices });
  await app.register(staffRoutes, { prices });
};
export default goldPrice;
