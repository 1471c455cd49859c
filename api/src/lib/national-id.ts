/** Thai national ID: 13 digits, the last a mod-11 check digit of the first 12 weighted 13..2. */
export function isValidNationalId(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** For staff screens and logs: only the last four digits. */
export const maskNationalId = (id: string) => `${'x'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;
