import type { FastifyPluginAsync } from 'fastify';
import { goldPriceCalls as calls, type PriceInUseAnswer } from '../../../contract/gold-price';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { serve } from '../../lib/serve';
import { alertOwner } from '../../lib/owner-alerts';
import { manualPrice, type GoldPriceService } from './price-source';
import { manualLimitPercent, referencePrice, setManualLimitPercent } from './manual-limit';
import { ornamentSellOut } from './pricing';
import { barPair, ornamentBuyback } from './price-figures';
import { bahtTextToSatang } from '../../lib/money';
import { badRequest } from '../../lib/http-error';
import type { PriceRules } from './price-rules';
import { onPriceStored } from './alerts';
import { latestStored } from './history';

/** A percent with at most two decimals, as hundredths of a percent; finer is a 400. */
function percentToBp(percent: number): number {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) throw badRequest('BAD_PERCENT', 'เปอร์เซ็นต์ต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง');
  return bp;
}

/** The staff's gold price screen: the price in use and its age, a price by hand, the ornament premium. */
const staffRoutes: FastifyPluginAsync<{ prices: GoldPriceService; rules: PriceRules }> = async (app, { prices, rules }) => {
  const inUse = (): PriceInUseAnswer => {
    const p = prices.inUse();
    const premium = prices.premiumSatang();
    const ref = referencePrice(app.db);
    const { discountBp, pausedAt } = rules.get();
    const shared = {
      ornamentPremium: satangToBaht(premium),
      ornamentBuybackDiscountPercent: discountBp / 100,
      pausedAt,
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
    if (!p) return { price: null, source: null, at: null, today: false, ornament: null, ornamentBuyback: null, basis: null, ...shared };
    return {
      price: p.data,
      source: p.source,
      at: p.at,
      today: p.today,
      ornament: satangToBaht(p.ornamentSatang),
      ornamentBuyback: satangToBaht(ornamentBuyback(barPair(p.data).buyback, discountBp)),
      basis: p.basis,
      ...shared,
    };
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
  serve(app, calls.setBuybackRule, async (req) => {
    await rules.setDiscount(req.staff!.id, percentToBp(req.body.discountPercent));
    return inUse();
  });
  // Resuming looks at the latest price once for the alerts that were held (alerts.ts).
  serve(app, calls.pause, async (req) => {
    await rules.setPaused(req.staff!.id, req.body.paused, (tx) => {
      const latest = latestStored(tx);
      if (latest) onPriceStored(app, tx, latest.id, latest.data);
    });
    return inUse();
  });
  serve(app, calls.setManualLimit, async (req) => {
    await setManualLimitPercent(app.db, req.staff!.id, req.body.percent);
    return inUse();
  });
};
export default staffRoutes;
