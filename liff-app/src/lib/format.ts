/**
 * docs/product.md "Formatting: money": amounts are shown as integers with thousands separators. Accepts numbers or the gold price
 * API's strings with commas ("41,100.00"); answers undefined for anything that is not a number.
 */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}

/** A non-negative number's shortest decimal writing (String()'s digits), without an exponent. */
function plainDecimal(abs: number): string {
  const [mantissa = '0', exponent] = String(abs).split('e');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A decimal string cut to `places` decimals, a dropped 5 or more rounding up (half away from zero). */
function roundDecimal(text: string, places: number): { whole: string; decimals: string } {
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = (whole + fraction.slice(0, places).padEnd(places, '0')).split('');
  if ((fraction[places] ?? '0') >= '5') {
    let i = digits.length - 1;
    for (; i >= 0 && digits[i] === '9'; i--) digits[i] = '0';
    if (i < 0) digits.unshift('1');
    else digits[i] = String(Number(digits[i]) + 1);
  }
  const cut = digits.length - places;
  return {
    whole: digits
      .slice(0, cut)
      .join('')
      .replace(/^0+(?=\d)/, ''),
    decimals: digits.slice(cut).join(''),
  };
}

/**
 * A number as Intl.NumberFormat('en-US') writes it: thousands separators, at most `maxDecimals` decimals
 * rounded half away from zero on the number as it is written (2.675 → 2.68, as Intl does, where toFixed
 * gives 2.67 from the binary value underneath), trailing zeros dropped down to `minDecimals`. '-' for what
 * is not a finite number, and never '-0'.
 * Written out rather than with Intl: the first Intl.NumberFormat a page builds loads the locale's data,
 * 17–33 ms in this machine's Chromium and four times that on a mid-range phone, in the task that draws the
 * first prices and balances. format.test.ts holds the two equal over every way the app calls this.
 */
export function groupedNumber(n: number, maxDecimals = 0, minDecimals = 0): string {
  if (!Number.isFinite(n)) return '-';
  const { whole, decimals: all } = roundDecimal(plainDecimal(Math.abs(n)), maxDecimals);
  let decimals = all;
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const sign = n < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/**
 * An amount of money for tables and prices: integers with thousands separators (docs/product.md "Formatting: money") ("41,100"), but
 * satang are never rounded away: 1500.5 shows "1,500.50", not "1,501". undefined when not a number.
 */
export function formatAmount(value: unknown): string | undefined {
  const n = parseAmount(value);
  if (n === undefined) return undefined;
  const satang = Math.round(n * 100);
  return groupedNumber(satang / 100, 2, satang % 100 === 0 ? 0 : 2);
}

/** A balance, always with satang: "5,251.50", "1,000.00". undefined when not a number. */
export function formatBalance(value: unknown): string | undefined {
  const n = parseAmount(value);
  return n === undefined ? undefined : groupedNumber(n, 2, 2);
}

/** Weight as the shop writes it: whole numbers without decimals, fractions with up to 2 (0.5, 1.25). */
export function formatWeight(weight: number): string {
  return groupedNumber(weight, 2);
}

/**
 * A product's price as a customer reads it on a card: the baht sign and whole baht with separators
 * ("฿21,725"). Prices arrive rounded up to the baht; undefined when there is none (no gold price, or a
 * unit the shop cannot price), so the card shows nothing rather than a broken figure.
 */
export function formatPrice(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
  return `฿${groupedNumber(Math.ceil(value))}`;
}

/** An amount still to save, with the baht sign; satang kept when there are any ("฿1,500.50", "฿800"). */
export function formatMoneySign(value: number | null | undefined): string | undefined {
  const text = formatAmount(value);
  return text === undefined ? undefined : `฿${text}`;
}

/**
 * A balance as gold weight, for the /saving estimate: grams and baht-weight, each with 2 decimals and
 * rounded down, so the estimate never promises more gold than the money buys. The API sends grams to
 * 2 decimals and baht-weight to 4; the baht-weight is cut in whole ten-thousandths first, because
 * 0.29 × 100 is 28.999… in floating point and a plain floor would lose a hundredth.
 */
export function formatGoldWeight(weight: { grams: number; baht: number }): { grams: string; baht: string } {
  const down2 = (n: number) => Math.floor(Math.round(Math.max(0, n) * 10_000) / 100) / 100;
  return { grams: groupedNumber(down2(weight.grams), 2, 2), baht: groupedNumber(down2(weight.baht), 2, 2) };
}
