// What a person types into an amount field (the kit's AmountField and the money forms' rules).

/**
 * What a person types into an amount field, kept to digits and one decimal point with at most two
 * places ("numbers only", docs/product.md "Input rules"); commas and other characters are dropped.
 */
export function sanitizeAmount(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const whole = (dot === -1 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 9);
  if (dot === -1) return whole;
  return `${whole || '0'}.${kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

/** True for a typed amount the server accepts (contract AmountText) that is more than zero. */
export function isPositiveAmount(text: string | undefined): boolean {
  return !!text && /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/.test(text) && Number(text) > 0;
}
