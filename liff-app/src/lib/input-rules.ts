/** SPEC §5 sign up: only a-z, A-Z and 0-9; anything else is dropped as it is typed. */
export const alnumOnly = (value: string | undefined) => (value ?? '').replace(/[^A-Za-z0-9]/g, '');

/** Digits only, at most `max` (national ID and phone inputs). */
export const digitsOnly = (value: string | undefined, max = Infinity) => (value ?? '').replace(/\D/g, '').slice(0, max);

/**
 * Thai national ID: 13 digits whose last is the mod-11 check digit. Checked here so a typo is caught
 * before the lookup; the server checks again.
 */
export function isValidNationalId(id: string): boolean {
  if (!/^[0-9]{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** SPEC §5 sign in: both fields required (a username of spaces counts as empty). */
export function signinProblems(username: string, password: string): { username?: string; password?: string } {
  return {
    ...(username.trim() ? {} : { username: 'กรุณากรอกชื่อผู้ใช้' }),
    ...(password ? {} : { password: 'กรุณากรอกรหัสผ่าน' }),
  };
}
