import type { GoldPriceAnswer } from '@goldshop/api/contract';
import { formatAmount, groupedNumber, parseAmount } from './format';
import { bangkokDay, thaiDateTime } from './thai-date';

export type ChangeKind = 'up' | 'down' | 'zero' | 'none';

/**
 * Change badge (docs/product.md "Member app: gold price panel"): green up when positive, red down with the absolute value when negative,
 * grey dash when zero, plain dash when the value is not a number.
 */
export function changeBadge(comparePrevious: unknown): { kind: ChangeKind; text: string } {
  const n = parseAmount(comparePrevious);
  if (n === undefined) return { kind: 'none', text: '-' };
  if (n > 0) return { kind: 'up', text: groupedNumber(n, 3) };
  if (n < 0) return { kind: 'down', text: groupedNumber(Math.abs(n), 3) };
  return { kind: 'zero', text: '-' };
}

export const MISSING = 'ไม่มีข้อมูล';

/** What the apps say wherever a price would be while the owner has paused prices. */
export const PRICES_PAUSED = 'ร้านพักราคาทองชั่วคราว ราคาสินค้าและการถอนเป็นทองจะกลับมาเมื่อเปิดราคา';

export type GoldPriceView =
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | {
      kind: 'ok';
      sellOut: string;
      buyBack: string;
      /** The shop's ornament pair (sell-out as products are priced, buy-back by its rule); absent from other sources. */
      ornament?: { sellOut: string; buyBack: string };
      date: string;
      time: string;
      change: ReturnType<typeof changeBadge>;
      /** 'ราคาล่าสุดเมื่อ …': the last stored price rather than a live one, or not today's. */
      staleSince?: string;
      /** The owner paused prices for now. */
      paused?: boolean;
    };

/**
 * Gold price panel from the answer of `{base}/latest` (docs/product.md "Member app: gold price panel"): the 96.5% bar's `buy` is what the shop
 * sells at (ขายออก), `sell` what it buys back at (รับซื้อ). Date and time come from update_times (ISO) when
 * present, else the upstream's own Thai strings.
 */
export function goldPriceView(answer: GoldPriceAnswer | undefined, now = new Date()): GoldPriceView {
  if (answer?.status !== 'success') return { kind: 'error', message: `ไม่สามารถดึงข้อมูลได้: ${answer?.status ?? ''}` };
  const r = answer.response;
  if (!r) return { kind: 'empty' };
  const bar = r.price?.gold_bar;
  const when = thaiDateTime(r.update_times);
  const date = when?.date ?? (r.date || MISSING);
  const time = when?.time ?? (r.update_time?.replace(/^เวลา\s*/, '') || MISSING);
  const notToday = Boolean(r.update_times) && bangkokDay(r.update_times) !== bangkokDay(now);
  return {
    kind: 'ok',
    sellOut: formatAmount(bar?.buy) ?? MISSING,
    buyBack: formatAmount(bar?.sell) ?? MISSING,
    ...(answer.shop && {
      ornament: { sellOut: formatAmount(answer.shop.ornamentBuy) ?? MISSING, buyBack: formatAmount(answer.shop.ornamentSell) ?? MISSING },
    }),
    date,
    time,
    change: changeBadge(r.price?.change?.compare_previous),
    ...((answer.stale || notToday) && { staleSince: `ราคาล่าสุดเมื่อ ${date} ${time.slice(0, 5)} น.` }),
    ...(answer.paused && { paused: true }),
  };
}
