import type { FastifyPluginAsync } from 'fastify';
import { goldAccountCalls as calls } from '../../../contract/gold-account';
import { notFound } from '../../lib/http-error';
import { parseAmount } from '../../lib/money-input';
import { satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { takePayment } from '../payments/take-payment';
import { accountAnswer, accountOf, accountView, openAccount, requestView } from './account';
import { goldDepositPayment } from './deposit-payment';
import { formatGrams, unitsForAmount } from './grams';
import { requireBuyingPrice } from './price';
import { askSell, quoteView, requireGrams, sellQuote } from './sell';
import { askBarGold } from './withdraw';
import { goldOrnamentPayment, ornamentQuote } from './ornament';

/** The gold account, the member's side: verified members only, each seeing only their own. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.open, async (req) => accountView(await openAccount(app.db, req.member!, req.body.branch_id)));

  serve(app, calls.account, async (req) => {
    const a = accountOf(app.db, req.member!.id);
    if (!a) throw notFound('ยังไม่มีบัญชีออมทองเป็นน้ำหนัก');
    return accountAnswer(app.db, a);
  });

  // The same price and arithmetic the deposit will use; the deposit reads the price again when its slip arrives.
  serve(app, calls.quote, async (req) => {
    const satang = parseAmount(req.query.amount);
    const price = requireBuyingPrice(app, app.db);
    return { price: satangToBaht(price.sellOut), priceAt: price.at, grams: formatGrams(unitsForAmount(satang, price.sellOut)) };
  });

  const deposit = goldDepositPayment(app);
  serve(app, calls.deposit, async (req, reply) => requestView((await takePayment(app, req, reply, deposit)).row));

  serve(app, calls.withdraw, async (req) => requestView(await askBarGold(app.db, req.member!, req.body.salueng)));

  // The figures the sale will be checked against when the member confirms (sell.ts).
  serve(app, calls.sellQuote, async (req) => quoteView(sellQuote(app, app.db, requireGrams(req.query.grams))));
  serve(app, calls.sell, async (req) => requestView(await askSell(app, req.member!, req.body)));

  // A catalogue ornament against grams (ornament.ts): what it takes, then the exchange through the one payment flow.
  serve(app, calls.ornamentQuote, async (req) => ornamentQuote(app.db, req.member!, req.query.code));
  const ornament = goldOrnamentPayment();
  serve(app, calls.ornament, async (req, reply) => requestView((await takePayment(app, req, reply, ornament)).row));
};
export default routes;
