import type { FastifyPluginAsync } from 'fastify';
import { goldPriceCalls as calls, type GoldPriceAnswer } from '../../../contract/gold-price';
import { answerCache } from '../../lib/cached-answer';
import { bangkokToday } from '../../lib/dates';
import { conflict } from '../../lib/http-error';
import { inAppOnlyNow } from '../../lib/line/budget';
import { serve } from '../../lib/serve';
import { addAlert, alertsOf, deleteAlert, setDelivery, switchOff } from './alerts';
import { buybackEstimate } from './buyback';
import { priceHistory } from './history';
import { barPair, pricePairs } from './price-figures';
import { satangToBaht } from '../../lib/money';
import { pausedError, type PriceRules } from './price-rules';
import { formatBaht, type GoldPriceService } from './price-source';

/** `{goldPriceBase}/latest` in the external API's shape (docs/product.md "The calls"), the history, the estimate, the alerts. */
const memberRoutes: FastifyPluginAsync<{ prices: GoldPriceService; rules: PriceRules }> = async (app, { prices, rules }) => {
  const cached = answerCache(app);
  // The hot path: a cached object, serialised by the response schema.
  // The shop's additions are worked out once per answer, premium and rule, not per request.
  let held: { answer: GoldPriceAnswer; key: string; out: GoldPriceAnswer } | undefined;
  serve(app, calls.latest, async () => {
    const answer = await prices.latest();
    const { pausedAt, discountBp } = rules.get();
    const live = prices.live();
    const premium = prices.premiumSatang();
    const key = `${Boolean(pausedAt)}|${live}|${premium}|${discountBp}`;
    if (held?.answer === answer && held.key === key) return held.out;
    let out: GoldPriceAnswer = answer;
    if (answer.response) {
      const { ornament } = pricePairs(answer.response, premium, discountBp);
      // One ornament pair in the answer: where the source gave its own, the shop's stands in its place (the
      // shop's buy-back is its rule, not the source's figure: docs/decisions.md "One ornament buy-back price").
      const response = answer.response.price.gold
        ? {
            ...answer.response,
            price: {
              ...answer.response.price,
              gold: { buy: formatBaht(ornament.sellOut / 100), sell: formatBaht(ornament.buyback / 100) },
            },
          }
        : answer.response;
      out = { ...answer, response, shop: { ornamentBuy: satangToBaht(ornament.sellOut), ornamentSell: satangToBaht(ornament.buyback) } };
      if (!live) out.stale = true;
    }
    if (pausedAt) out = { ...out, paused: true };
    held = { answer, key, out };
    return out;
  });
  // Public and cached like the catalogue: a new price is a database write, the day's edge a salt.
  serve(app, calls.history, async (req, reply) =>
    cached(
      req,
      reply,
      `${calls.history.path}?${req.query.range}`,
      () => priceHistory(app.db, req.query.range, { premiumSatang: prices.premiumSatang(), discountBp: rules.get().discountBp }),
      bangkokToday(),
    ),
  );
  serve(app, calls.buyback, async (req) => {
    if (rules.get().pausedAt) throw pausedError();
    const data = prices.current().response;
    if (!data) throw conflict('NO_PRICE', 'ยังไม่มีราคาทองวันนี้ กรุณาลองใหม่ภายหลัง');
    return buybackEstimate(data, req.query, rules.get().discountBp);
  });

  const today = () => {
    const data = prices.current().response;
    return data ? barPair(data) : null;
  };
  // The member's alerts, with whether this month they reach the app only (LINE's figures as last read, not asked for).
  const answer = (userId: number) => alertsOf(app.db, userId, inAppOnlyNow(app.db, app.line.quota.peek()).alerts);
  serve(app, calls.alerts, async (req) => answer(req.member!.id));
  serve(app, calls.addAlert, async (req) => {
    await addAlert(app.db, req.member!.id, req.body, today());
    return answer(req.member!.id);
  });
  serve(app, calls.deleteAlert, async (req) => {
    await deleteAlert(app.db, req.member!.id, req.params.id);
    return answer(req.member!.id);
  });
  serve(app, calls.setAlertDelivery, async (req) => {
    await setDelivery(app.db, req.member!.id, req.body.delivery);
    return answer(req.member!.id);
  });
  serve(app, calls.alertOff, async (req) => {
    await switchOff(app.db, req.body.token);
    return { message: 'ปิดการแจ้งเตือนราคาแล้ว' };
  });
};
export default memberRoutes;
