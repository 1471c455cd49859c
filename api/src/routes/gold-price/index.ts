import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GoldPriceAnswer, ManualGoldPrice } from '../../../contract/gold-price';
import { withErrors } from '../../../contract/common';
import { badRequest } from '../../lib/http-error';
import { bahtNumberToSatang } from '../../lib/money';
import goldPriceService, { staffPriceData } from '../../services/gold-price';

/** `{goldPriceBase}/latest` in the external API's shape (SPEC §7), plus staff entry for when it is down. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(goldPriceService);

  // The hot path: a cached object, serialised by the response schema.
  app.get('/latest', { schema: { response: withErrors({ 200: GoldPriceAnswer }) } }, () => app.goldPrice.latest());

  app.post(
    '/manual',
    { onRequest: app.requireStaff, schema: { body: ManualGoldPrice, response: withErrors({ 200: GoldPriceAnswer }) } },
    async (req) => {
      const { buy, sell, compare_previous } = req.body;
      for (const n of [buy, sell, compare_previous]) {
        try {
          bahtNumberToSatang(n);
        } catch {
          throw badRequest('BAD_AMOUNT', 'ราคาต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง');
        }
      }
      // buy is the shop's sell-out price and sell its buy-back price (SPEC §2): sell-out is never the lower one.
      if (buy < sell) throw badRequest('BUY_BELOW_SELL', 'ราคาขายออกต้องไม่ต่ำกว่าราคารับซื้อ');
      return app.goldPrice.recordStaffPrice(staffPriceData({ buy, sell, compare_previous }), req.staff!.id);
    },
  );
};
export default routes;
