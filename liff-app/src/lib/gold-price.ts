import type { GoldPriceAnswer } from '@goldshop/api/contract';
import { formatAmount, groupedNumber, parseAmount } from './format';
import { thaiDateTime } from './thai-date';

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

export type GoldPriceView =
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'ok'; sellOut: string; buyBack: string; date: string; time: string; change: ReturnType<typeof changeBadge> };

/**
 * Gold price panel from the answer of `{base}/latest` (docs/product.md "Member app: gold price panel"): the 96.5% bar's `buy` is what the shop
 * sells at (ขายออก), `sell` what it buys back at (รับซื้อ). Date and time come from update_times (ISO) when
 * present, else the upstream's own Thai strings.
 */
export function goldPriceView(answer: GoldPriceAnswer | undefined): GoldPriceView {
  if (!answer || answer.status !== 'success') return { kind: 'error', message: `ไม่สามารถดึงข้อมูลได้: ${answer?.status ?? ''}` };
  const r = answer.response;
  if (!r) return { kind: 'empty' };
  const bar = r.price?.gold_bar;
  const when = thaiDateTime(r.update_times);
  return {
    kind: 'ok',
    sellOut: formatAmount(bar?.buy) ?? MISSING,
    buyBack: formatAmount(bar?.sell) ?? MISSING,
    date: when?.date ?? (r.date || MISSING),
    time: when?.time ?? (r.update_time?.replace(/^เวลา\s*/, '') || MISSING),
    change: changeBadge(r.price?.change?.compare_previous),
  };
}
