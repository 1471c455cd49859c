import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Category, Product } from '../../../contract/shop';
import { ImagesQuery, withErrors } from '../../../contract/common';
import { answerCache } from '../../lib/cached-answer';
import { type ProductRow, PRODUCT_COLUMNS, toProduct } from './product-row';

/** SPEC §3: cat_id 6 is the special-price goods of the home page's special-price carousel. */
export const SPECIAL_PRICE_CAT_ID = 6;

/** Public catalogue reads (SPEC §7 Shop): newest products first. */
const catalogue: FastifyPluginAsyncTypebox = async (app) => {
  const cached = answerCache(app);
  const order = 'order by created_at desc, id desc';
  const lists = {
    '/shop-product': '',
    '/pawn-product': `where cat_id = ${SPECIAL_PRICE_CAT_ID}`,
    '/top-product': 'where top_status = 1',
  };
  for (const [path, where] of Object.entries(lists)) {
    const stmt = app.sqlite.prepare<[], ProductRow>(`select ${PRODUCT_COLUMNS} from products ${where} ${order}`);
    app.get(path, { schema: { querystring: ImagesQuery, response: withErrors({ 200: Type.Array(Product) }) } }, async (req, reply) =>
      cached(req, reply, path, () => stmt.all().map((r) => toProduct(app, req, r))),
    );
  }

  const categories = app.sqlite.prepare<[], { id: number; cat_name: string }>('select id, cat_name from categories order by id');
  app.get('/shop-cat', { schema: { response: withErrors({ 200: Type.Array(Category) }) } }, async (req, reply) =>
    cached(req, reply, '/shop-cat', () => categories.all()),
  );
};
export default catalogue;
