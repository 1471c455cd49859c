import type { GoldPriceData, PriceInUseAnswer } from '@goldshop/api/contract';

/** Reads the price API's strings ("41,850.00") as numbers; undefined for anything else. */
export function priceNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text.replace(/,/g, '').trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/**
 * A pair as staff read it: the shop's sell-out (ขายออก) and buy-back (รับซื้อ) price. For the bar the
 * API's `buy` is the sell-out and `sell` the buy-back (docs/product.md "Console: gold price"). Sources name the ornament pair either
 * way round, and the server prices products from its higher figure, so the ornament pair is shown as
 * higher = ขายออก: the screen then shows the very figure the products use.
 */
export function pairView(
  pair: { buy: string; sell: string } | undefined,
  kind: 'bar' | 'ornament',
): { sellOut: number; buyBack: number } | undefined {
  const a = priceNumber(pair?.buy);
  const b = priceNumber(pair?.sell);
  if (a === undefined || b === undefined) return undefined;
  return kind === 'bar' ? { sellOut: a, buyBack: b } : { sellOut: Math.max(a, b), buyBack: Math.min(a, b) };
}

/**
 * How old the price is, in Thai: "เมื่อสักครู่", "25 นาทีที่แล้ว", "3 ชั่วโมงที่แล้ว", "2 วันที่แล้ว".
 * Staff judge from this whether the source has stopped; a time in the future (a clock off) reads "เมื่อสักครู่".
 */
export function priceAge(at: string | null | undefined, now = Date.now()): string | undefined {
  const t = at ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(t)) return undefined;
  const minutes = Math.floor((now - t) / 60_000);
  if (minutes < 1) return 'เมื่อสักครู่';
  if (minutes < 60) return `${minutes} นาทีที่แล้ว`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ชั่วโมงที่แล้ว`;
  return `${Math.floor(hours / 24)} วันที่แล้ว`;
}

/** The form's values for a new price by hand. */
export interface PriceFormValues {
  barSellOut?: number;
  barBuyBack?: number;
  ornamentSellOut?: number;
  ornamentBuyBack?: number;
  change?: number;
}

/**
 * The ornament price per baht-weight products would be priced at with these values, as the server does
 * it (api/src/areas/gold-price/pricing.ts): the ornament sell-out when given, else the bar's plus the
 * premium. A preview for staff before they save; undefined until the figures it needs are there.
 */
export function ornamentPreview(v: PriceFormValues, premium: number): number | undefined {
  if (v.ornamentSellOut && v.ornamentBuyBack) return Math.max(v.ornamentSellOut, v.ornamentBuyBack);
  if (v.barSellOut && v.barBuyBack) return Math.max(v.barSellOut, v.barBuyBack) + premium;
  return undefined;
}

/** The form's values from the price in use, so staff change only what moved. */
export function formValuesOf(price: GoldPriceData | null): PriceFormValues {
  const bar = pairView(price?.price.gold_bar, 'bar');
  const ornament = pairView(price?.price.gold, 'ornament');
  return {
    barSellOut: bar?.sellOut,
    barBuyBack: bar?.buyBack,
    ornamentSellOut: ornament?.sellOut,
    ornamentBuyBack: ornament?.buyBack,
    change: 0,
  };
}

/**
 * How far (percent, one decimal) a price typed by hand is from the reference the server measures it
 * against (api/src/areas/gold-price/manual-limit.ts): the largest difference of the bar sell-out, the bar
 * buy-back and the ornament price products would use. Undefined until the bar pair is typed, or with no
 * reference yet.
 */
export function manualDifference(v: PriceFormValues, reference: PriceInUseAnswer['reference'], premium: number): number | undefined {
  const ornament = ornamentPreview(v, premium);
  if (!reference || !v.barSellOut || !v.barBuyBack || ornament === undefined) return undefined;
  const pairs: [number, number][] = [
    [v.barSellOut, reference.buy],
    [v.barBuyBack, reference.sell],
    [ornament, reference.ornament],
  ];
  return Math.round(Math.max(...pairs.map(([a, b]) => Math.abs(a - b) / b)) * 1000) / 10;
}
