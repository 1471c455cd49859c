import type { FastifyPluginAsync } from 'fastify';
import { shopCalls as calls } from '../../../contract/shop';
import { serve } from '../../lib/serve';
import { answerCache } from '../../lib/cached-answer';
import { categories, productList, toProduct, type ProductList } from './products';

/** The public catalogue (Shop, docs/product.md "The calls"): newest products first. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const cached = answerCache(app);
  const lists = [
    [calls.shopProducts, 'all'],
    [calls.pawnProducts, 'specialPrice'],
    [calls.topProducts, 'featured'],
  ] as const satisfies readonly (readonly [unknown, ProductList])[];
  for (const [e, list] of lists) {
    serve(app, e, async (req, reply) => {
      // Prices follow the gold price without a database write, so the price in use is part of the version.
      // While the owner pauses prices, customers see that instead of a stale figure (docs/decisions.md "Price pause").
      const paused = Boolean(app.priceRules.get().pausedAt);
      const price = app.goldPrice.inUse();
      return cached(
        req,
        reply,
        e.path,
        () => productList(app.db, list).map((r) => toProduct(r, (hash) => app.images.field(req, hash), price, paused)),
        paused ? 'paused' : price?.key,
      );
    });
  }
  serve(app, calls.categories, async (req, reply) => cached(req, reply, calls.categories.path, () => categories(app.db)));
};
export default memberRoutes;
