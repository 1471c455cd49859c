import { PICKUP_DAYS_AHEAD, THAI_WEEKDAYS, type PublicBranch } from '@goldshop/api/contract';
import { bangkokToday, formatThaiDate } from '../money/format';

// The days a member may pick for a pickup (docs/product.md "Pickups"): today to PICKUP_DAYS_AHEAD days on, each
// disabled when the branch does not open that weekday or is closed that date. The server still decides the
// slots of a day (the owner's lead time, the places left).

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export interface PickupDay {
  value: string;
  label: string;
  disabled: boolean;
}

export function pickupDays(branch: Pick<PublicBranch, 'hours' | 'closures'>, now = new Date()): PickupDay[] {
  const today = bangkokToday(now);
  const closed = new Set(branch.closures.map((c) => c.date));
  return Array.from({ length: PICKUP_DAYS_AHEAD + 1 }, (_, i) => {
    const date = addDays(today, i);
    const day = weekdayOf(date);
    const hours = branch.hours.find((h) => h.day === day);
    const shut = closed.has(date) || !hours?.open;
    return { value: date, label: `${THAI_WEEKDAYS[day]} ${formatThaiDate(date)}${shut ? ' (ปิด)' : ''}`, disabled: shut };
  });
}
