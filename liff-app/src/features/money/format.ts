// Amount input and date display for the money screens. Money display itself is lib/format.ts.

/**
 * What a person types into an amount field, kept to digits and one decimal point with at most two
 * places ("numbers only", SPEC §5); commas and other characters are dropped.
 */
export function sanitizeAmount(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const whole = (dot === -1 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 9);
  if (dot === -1) return whole;
  return `${whole || '0'}.${kept.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** True for a typed amount the server accepts (contract AmountText) that is more than zero. */
export function isPositiveAmount(text: string | undefined): boolean {
  return !!text && /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/.test(text) && Number(text) > 0;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFmt = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' });
const dateTimeFmt = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Bangkok',
});

/**
 * A date string in Thai (Buddhist year, Thai month): '15 ม.ค. 2567'. A plain 'YYYY-MM-DD' is a calendar
 * day and is never shifted by time zone; a timestamp is shown as the shop's (Bangkok) day.
 * `withTime` adds hh:mm for timestamps. Unparseable text is shown as received.
 */
export function formatThaiDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '-';
  const m = dateOnly.exec(value);
  if (m) return dateFmt.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 5)));
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return (withTime ? dateTimeFmt : dateFmt).format(d);
}

/** Today's calendar day in Bangkok as 'YYYY-MM-DD' (to compare with due dates). */
export function bangkokToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}
