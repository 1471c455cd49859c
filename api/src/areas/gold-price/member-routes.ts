import type { FastifyPluginAsync } from 'fastify';
import { goldPriceCalls as calls } from '../../../contract/gold-price';
import { serve } from '../../lib/serve';
import type { GoldPriceService } from './price-source';

/** `{goldPriceBase}/latest` in the external API's shape (docs/product.md "The calls"). */
const memberRoutes: FastifyPluginAsync<{ prices: GoldPriceService }> = async (app, { prices }) => {
  // The hot path: a cached object, serialised by the response schema.
  serve(app, calls.latest, () => prices.latest());
};
export default memberRoutes;
