import type { FastifyPluginAsync } from 'fastify';
import { shopCalls as calls } from '../../../contract/shop';
import { serve } from '../../lib/serve';
import { answerCache } from '../../lib/cached-answer';
import { categories, productList, toProduct, type ProductList } from './products';
import { catalogue, productPage } from './product-page';
import { askQuestion, questionErrorFormatter } from './questions';
import { catalogueErrorFormatter, catalogueKey } from './catalogue-query';

/** Questions one address may send in an hour: a person asks a few, a script is stopped (docs/product.md "Asking the shop about a piece"). */
export const QUESTIONS_PER_HOUR = 5;
/** Filtered catalogue answers kept: a few hundred kilobytes at most (8 cards of URLs each). */
export const CATALOGUE_VIEWS_KEPT = 200;

/** The public catalogue (Shop, docs/product.md "The calls"): newest products first; a product's page; a visitor's question. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const cached = answerCache(app);
  // Prices follow the gold price without a database write, so the price in use is part of the version.
  // While the owner pauses prices, customers see that instead of a stale figure (docs/decisions.md "Price pause").
  const pricing = () => ({ paused: Boolean(app.priceRules.get().pausedAt), price: app.goldPrice.inUse() });
  const salt = (p: ReturnType<typeof pricing>) => (p.paused ? 'paused' : p.price?.key);
  const lists = [
    [calls.shopProducts, 'all'],
    [calls.pawnProducts, 'specialPrice'],
    [calls.topProducts, 'featured'],
  ] as const satisfies readonly (readonly [unknown, ProductList])[];
  for (const [e, list] of lists) {
    serve(app, e, async (req, reply) => {
      const p = pricing();
      return cached(
        req,
        reply,
        e.path,
        () => productList(app.db, list).map((r) => toProduct(r, (hash) => app.images.field(req, hash), p.price, p.paused)),
        salt(p),
      );
    });
  }
  serve(app, calls.categories, async (req, reply) => cached(req, reply, calls.categories.path, () => categories(app.db)));

  // The filtered catalogue is a public list like the others (ETag, no-cache, compressed), kept for the views
  // most asked for: its keys are what people type, so the cache is bounded. A product's page is cached per
  // existing code (an unknown code throws, and nothing is kept).
  const cachedViews = answerCache(app, { maxEntries: CATALOGUE_VIEWS_KEPT });
  serve(app, calls.catalogue, { schemaErrorFormatter: catalogueErrorFormatter }, async (req, reply) => {
    const p = pricing();
    return cachedViews(
      req,
      reply,
      catalogueKey(req.query),
      () => catalogue(app.db, req.query, (hash) => app.images.field(req, hash), p),
      salt(p),
    );
  });
  serve(app, calls.productPage, async (req, reply) => {
    const p = pricing();
    return cached(req, reply, `product:${req.params.code}`, () => productPage(app, req, req.params.code, p), salt(p));
  });

  serve(
    app,
    calls.askQuestion,
    { config: { rateLimit: { max: QUESTIONS_PER_HOUR, timeWindow: 3_600_000 } }, schemaErrorFormatter: questionErrorFormatter },
    async (req, reply) => {
      await askQuestion(app.db, req.params.code, req.body);
      return reply.code(201).send({ message: 'ส่งคำถามถึงร้านแล้ว ร้านจะติดต่อกลับทางโทรศัพท์' });
    },
  );
};
export default memberRoutes;
