import { THAI_MONTHS } from '@goldshop/api/contract';
/** Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A time as a Date whose UTC fields read Bangkok's wall clock (getUTCHours() is the hour in Bangkok), whatever
 * the device's zone; undefined when unreadable. The one place the offset is applied.
 */
export function bangkokClock(value: string | Date | undefined | null): Date | undefined {
  if (!value) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms + BANGKOK_OFFSET_MS);
}

/**
 * An ISO time as the shop's customers read it: "25 ธันวาคม 2566" (Thai month, Buddhist year) and
 * "09:05:07", in Bangkok time whatever the device's zone. undefined for an unreadable value.
 */
export function thaiDateTime(iso: string | undefined | null): { date: string; time: string } | undefined {
  const d = bangkokClock(iso);
  if (!d) return undefined;
  return {
    date: `${d.getUTCDate()} ${THAI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear() + 543}`,
    time: `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`,
  };
}

/** The Bangkok calendar day of a time as 'YYYY-MM-DD' (whatever the device's zone), undefined when unreadable. */
export function bangkokDay(value: string | Date | undefined | null): string | undefined {
  const d = bangkokClock(value);
  return d && `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/**
 * For uPlot, which reads a date's local fields (getHours, getDate): a Date whose local clock on this device shows
 * Bangkok's wall clock at `instant`. uPlot's own tzDate formats every date through Intl with a time zone, and
 * its first Intl call loads ICU data in the middle of drawing (docs/decisions.md "No ICU loading and no layout reads while home draws").
 */
export function bangkokLocal(instant: Date): Date {
  const wall = bangkokClock(instant) ?? instant;
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
}
