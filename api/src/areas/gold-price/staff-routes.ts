import type { FastifyPluginAsync } from 'fastify';
import { goldPriceCalls as calls } from '../../../contract/gold-price';
import { serve } from '../../lib/serve';
import { manualPrice, type GoldPriceService } from './price-source';

/** Staff enter the price by hand for when the upstream is down. */
const staffRoutes: FastifyPluginAsync<{ prices: GoldPriceService }> = async (app, { prices }) => {
  serve(app, calls.manual, async (req) => prices.recordStaffPrice(manualPrice(req.body), req.staff!.id));
};
export default staffRoutes;
