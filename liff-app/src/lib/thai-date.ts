export const THAI_MONTHS = [
  'มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน',
  'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม',
] as const;

/** The abbreviations Intl's 'th-TH' writes ('15 ม.ค. 2567'). */
export const THAI_MONTHS_SHORT = [
  'ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.',
] as const;

/** Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO time as the shop's customers read it: "25 ธันวาคม 2566" (Thai month, Buddhist year) and
 * "09:05:07", in Bangkok time whatever the device's zone. undefined for an unreadable value.
 */
export function thaiDateTime(iso: string | undefined | null): { date: string; time: string } | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const d = new Date(ms + BANGKOK_OFFSET_MS);
  return {
    date: `${d.getUTCDate()} ${THAI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear() + 543}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** The Bangkok calendar day of a time as 'YYYY-MM-DD' (whatever the device's zone), undefined when unreadable. */
export function bangkokDay(value: string | Date | undefined | null): string | undefined {
  if (!value) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return undefined;
  const d = new Date(ms + BANGKOK_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
