import type { FastifyPluginAsync } from 'fastify';
import { goldPriceCalls as calls, type PriceInUseAnswer } from '../../../contract/gold-price';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { manualPrice, type GoldPriceService } from './price-source';

/** The staff's gold price screen: the price in use and its age, a price by hand, the ornament premium. */
const staffRoutes: FastifyPluginAsync<{ prices: GoldPriceService }> = async (app, { prices }) => {
  const inUse = (): PriceInUseAnswer => {
    const p = prices.inUse();
    const ornamentPremium = satangToBaht(prices.premiumSatang());
    if (!p) return { price: null, source: null, at: null, today: false, ornament: null, basis: null, ornamentPremium };
    return { price: p.data, source: p.source, at: p.at, today: p.today, ornament: satangToBaht(p.ornamentSatang), basis: p.basis, ornamentPremium };
  };

  serve(app, calls.manual, async (req) => prices.recordStaffPrice(manualPrice(req.body), req.staff!.id));
  serve(app, calls.inUse, async () => inUse());
  serve(app, calls.setPremium, async (req) => {
    await prices.setPremium(formBahtToSatang(req.body.ornamentPremium, 'ornamentPremium'), req.staff!.id);
    return inUse();
  });
};
export default staffRoutes;
