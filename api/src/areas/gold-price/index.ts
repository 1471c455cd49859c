import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { GoldPriceService } from './price-source';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gold price source and the price in use: the shop prices products and the savings estimate from it. */
    goldPrice: GoldPriceService;
  }
}

/**
 * The gold price panel's source (goldPriceCalls) and the price in use. One price source per app, started
 * here and shared (fastify-plugin) with the areas that price things from it: shop and saving. It stops
 * asking the upstream when the app closes.
 */
const goldPrice: FastifyPluginAsync = async (app) => {
  const prices = new GoldPriceService({ db: app.db, ...app.config.goldPrice, log: app.log });
  app.decorate('goldPrice', prices);
  app.addHook('onClose', async () => prices.close());
  await app.register(memberRoutes, { prices });
  await app.register(staffRoutes, { prices });
};
export default fp(goldPrice, { name: 'gold-price' });
