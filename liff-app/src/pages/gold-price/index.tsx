import { useSearch } from 'wouter';
import { PricePanel } from '../../features/gold-price/PricePanel';
import { PriceCharts } from '../../features/gold-price/PriceCharts';
import { AlertOff } from './AlertOff';
import { BuybackEstimator } from './BuybackEstimator';
import { PriceAlerts } from './PriceAlerts';
import { Rounds } from './Rounds';
import './gold-price.css';

/** /gold-price: the price, its chart, the day's rounds, what a piece is worth, and the member's alerts. */
export default function GoldPricePage() {
  const off = new URLSearchParams(useSearch()).get('alert-off');
  return (
    <main className="page gold-page">
      <h1 className="page-title">ราคาทองวันนี้</h1>
      {off && <AlertOff token={off} />}
      <PricePanel />
      <Rounds />
      <PriceCharts ranges={['day', 'month', 'year']} id="gold-chart" />
      <BuybackEstimator />
      <PriceAlerts />
    </main>
  );
}
