/**
 * Thai national ID: 13 digits, the last a mod-11 check digit of the first 12 weighted 13..2. One rule for
 * the server, both apps, the tests and e2e.
 */
export function nationalIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

export function isValidNationalId(id: string): boolean {
  return /^\d{13}$/.test(id) && nationalIdCheckDigit(id) === Number(id[12]);
}

/** The whole ID from its first 12 digits (test data, e2e). */
export const withCheckDigit = (first12: string) => `${first12}${nationalIdCheckDigit(first12)}`;

/** For staff screens and logs: only the last four digits. */
export const maskNationalId = (id: string) => `${'x'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;
