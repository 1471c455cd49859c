import type { GoldPriceAnswer, Product } from '@goldshop/api/contract';
import { bangkokDay, thaiDateTime } from './thai-date';

/**
 * The one line shown beside product prices when they are not from today's live gold price: the price
 * in use is an older one (the gold price source has been down since), or staff entered it by hand.
 * A customer comparing with the big chains' price today should know. null when there is nothing to say.
 */
export function priceNote(priceAt: string | null | undefined, byStaff: boolean, now = new Date()): string | null {
  const when = thaiDateTime(priceAt);
  if (!priceAt || !when) return null;
  const today = bangkokDay(priceAt) === bangkokDay(now);
  if (today && !byStaff) return null;
  const at = `${when.date} เวลา ${when.time.slice(0, 5)} น.`;
  const source = byStaff ? 'ราคาทองที่ร้านประกาศ' : 'ราคาทอง';
  return `ราคาคำนวณจาก${source} ณ ${at}${today ? '' : ' ซึ่งไม่ใช่ราคาของวันนี้'}`;
}

/** When the prices of a list were computed: every product of one answer carries the same time. */
export const pricesAt = (products: readonly Pick<Product, 'priceAt'>[] | undefined): string | null =>
  products?.find((p) => p.priceAt)?.priceAt ?? null;

/**
 * Whether the gold price behind `priceAt` is one staff entered: `/latest` says so in `source`. Only when
 * `/latest` answers with that same price, so an answer from a moment earlier never labels another price.
 */
export function enteredByStaff(latest: GoldPriceAnswer | undefined, priceAt: string | null | undefined): boolean {
  const r = latest?.response;
  return r?.source === 'staff' && (!priceAt || !r.update_times || r.update_times === priceAt);
}
