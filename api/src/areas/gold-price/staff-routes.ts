import type { FastifyPluginAsync } from 'fastify';
import { goldPriceCalls as calls, type PriceInUseAnswer } from '../../../contract/gold-price';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { alertOwner } from '../../lib/owner-alerts';
import { manualPrice, type GoldPriceService } from './price-source';
import { manualLimitPercent, referencePrice, setManualLimitPercent } from './manual-limit';
import { ornamentSellOut } from './pricing';
import { bahtTextToSatang } from '../../lib/money';

/** The staff's gold price screen: the price in use and its age, a price by hand, the ornament premium. */
const staffRoutes: FastifyPluginAsync<{ prices: GoldPriceService }> = async (app, { prices }) => {
  const inUse = (): PriceInUseAnswer => {
    const p = prices.inUse();
    const premium = prices.premiumSatang();
    const ref = referencePrice(app.db);
    const shared = {
      ornamentPremium: satangToBaht(premium),
      manualLimitPercent: manualLimitPercent(app.db),
      reference: ref
        ? {
            buy: satangToBaht(bahtTextToSatang(ref.data.price.gold_bar.buy)),
            sell: satangToBaht(bahtTextToSatang(ref.data.price.gold_bar.sell)),
            ornament: satangToBaht(ornamentSellOut(ref.data, premium).satang),
            at: ref.data.update_times ?? ref.at,
          }
        : null,
    };
    if (!p) return { price: null, source: null, at: null, today: false, ornament: null, basis: null, ...shared };
    return { price: p.data, source: p.source, at: p.at, today: p.today, ornament: satangToBaht(p.ornamentSatang), basis: p.basis, ...shared };
  };

  // A staff member's price within the limit is taken, and the owner is told (LINE and the dashboard).
  serve(app, calls.manual, async (req) => {
    const data = manualPrice(req.body);
    const staff = req.staff!;
    return prices.recordStaffPrice(data, { id: staff.id, owner: staff.role === 'owner' }, (tx, difference) =>
      alertOwner(app, tx, {
        kind: 'manual_price',
        staffId: staff.id,
        details: { buy: data.price.gold_bar.buy, sell: data.price.gold_bar.sell, differencePercent: difference },
      }),
    );
  });
  serve(app, calls.inUse, async () => inUse());
  serve(app, calls.setPremium, async (req) => {
    await prices.setPremium(formBahtToSatang(req.body.ornamentPremium, 'ornamentPremium'), req.staff!.id);
    return inUse();
  });
  serve(app, calls.setManualLimit, async (req) => {
    await setManualLimitPercent(app.db, req.staff!.id, req.body.percent);
    return inUse();
  });
};
export default staffRoutes;
