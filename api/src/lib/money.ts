import { badRequest } from './http-error';
/**
 * Money is integer satang everywhere inside; baht only at the edges. Parsing is done on the decimal
 * text, never through a float, so "0.29" is exactly 29 satang.
 */
export function bahtTextToSatang(text: string): number {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m) throw new RangeError(`not a baht amount: ${text}`);
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + frac;
}

/** For JSON answers: 12345 satang -> 123.45 baht (exact for every satang value below 2^53 / 100). */
export const satangToBaht = (satang: number): number => Math.round(satang) / 100;

/** For money arriving as a JSON number (staff forms): rejects anything finer than a satang. */
export function bahtNumberToSatang(baht: number): number {
  const satang = Math.round(baht * 100);
  if (!Number.isFinite(baht) || Math.abs(satang - baht * 100) > 1e-6) throw new RangeError(`not a baht amount: ${baht}`);
  return satang;
}

/** A baht number from a staff form, exactly in satang; anything finer than a satang is a 400. */
export function formBahtToSatang(baht: number, field: string): number {
  try {
    return bahtNumberToSatang(baht);
  } catch {
    throw badRequest('BAD_AMOUNT', `จำนวนเงินไม่ถูกต้อง: ${field}`);
  }
}

/** Baht for staff reading a sentence: 150025 satang -> '฿1,500.25'. */
export const formatBaht = (satang: number): string =>
  `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Baht as members read it in a sentence: 150025 satang -> '1,500.25 บาท'. */
export const bahtText = (satang: number): string =>
  `${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`;
