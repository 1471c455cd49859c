import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@goldshop/db';
import type { GoldPriceData } from '../../../contract/gold-price';
import { GoldPriceService } from './price-source';
import { PriceRules } from './price-rules';
import { onPriceStored } from './alerts';
import { startPriceDigests } from './digest';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gold price source and the price in use: the shop prices products and the savings estimate from it. */
    goldPrice: GoldPriceService;
    /** The owner's ornament buy-back rule and the price pause. */
    priceRules: PriceRules;
  }
}

/**
 * The gold price panel's source (goldPriceCalls) and the price in use. One price source per app, started
 * here and shared (fastify-plugin) with the areas that price things from it: shop and saving. It stops
 * asking the upstream when the app closes.
 */
const goldPrice: FastifyPluginAsync = async (app) => {
  const rules = new PriceRules(app);
  // Alerts hold while prices are paused (alerts.ts); the resume looks at the latest price.
  const onStored = (tx: Db, id: number, data: GoldPriceData) => {
    if (!rules.get().pausedAt) onPriceStored(app, tx, id, data);
  };
  const prices = new GoldPriceService({ db: app.db, ...app.config.goldPrice, log: app.log, onStored });
  app.decorate('goldPrice', prices);
  app.decorate('priceRules', rules);
  app.addHook('onClose', async () => prices.close());
  await app.register(memberRoutes, { prices, rules });
  await app.register(staffRoutes, { prices, rules });
  startPriceDigests(app);
};
export default fp(goldPrice, { name: 'gold-price' });
