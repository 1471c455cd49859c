import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(buddhistEra);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('th');

/**
 * The shop's clock: every time staff read and every "today" is Bangkok's, whatever zone the computer is set
 * to (docs/decisions.md, Console). A calendar date ('2026-11-24', a due date) is that date everywhere.
 */
const SHOP_ZONE = 'Asia/Bangkok';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const inShopZone = (value: dayjs.ConfigType) =>
  typeof value === 'string' && CALENDAR_DATE.test(value) ? dayjs(value) : dayjs(value).tz(SHOP_ZONE);

/** Thai date with the Buddhist-era year, e.g. "21 พ.ย. 2568 14:05" (docs/product.md "Formatting: dates and times": dates in Thai locale). */
export function formatThaiDateTime(value: dayjs.ConfigType): string {
  return inShopZone(value).locale('th').format('D MMM BBBB HH:mm');
}

export function formatThaiDate(value: dayjs.ConfigType): string {
  return inShopZone(value).locale('th').format('D MMMM BBBB');
}

/** The short form for table cells, where the full month name would wrap: "24 พ.ย. 2569". */
export function formatThaiShortDate(value: dayjs.ConfigType): string {
  return inShopZone(value).locale('th').format('D MMM BBBB');
}

/** Today's date in Bangkok as the API's YYYY-MM-DD. */
export const bangkokToday = (): string => dayjs().tz(SHOP_ZONE).format('YYYY-MM-DD');

export { dayjs };
