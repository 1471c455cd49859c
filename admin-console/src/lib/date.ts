import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';

dayjs.extend(buddhistEra);
dayjs.locale('th');

/** Thai date with the Buddhist-era year, e.g. "21 พ.ย. 2568 14:05" (SPEC §9: dates in Thai locale). */
export function formatThaiDateTime(value: dayjs.ConfigType): string {
  return dayjs(value).locale('th').format('D MMM BBBB HH:mm');
}

export function formatThaiDate(value: dayjs.ConfigType): string {
  return dayjs(value).locale('th').format('D MMMM BBBB');
}

/** The short form for table cells, where the full month name would wrap: "24 พ.ย. 2569". */
export function formatThaiShortDate(value: dayjs.ConfigType): string {
  return dayjs(value).locale('th').format('D MMM BBBB');
}

export { dayjs };
