/** SPEC §5 sign up: only a-z, A-Z and 0-9; anything else is dropped as it is typed. */
export const alnumOnly = (value: string | undefined) => (value ?? '').replace(/[^A-Za-z0-9]/g, '');

/**
 * The filter of every username and password field (sign-up, sign-in, a new password), so what sign-in sends is
 * what sign-up kept: sign-up dropping '!' while sign-in kept it locked a new member out. The field says so
 * when it drops something (ui/use-form.ts).
 */
export const ALNUM_FILTER = {
  keep: alnumOnly,
  dropped: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9) ตัวอื่นที่พิมพ์ถูกตัดออก',
};

/** Digits only, at most `max` (national ID and phone inputs). */
export const digitsOnly = (value: string | undefined, max = Infinity) => (value ?? '').replace(/\D/g, '').slice(0, max);

/** SPEC §5 sign in: both fields required (a username of spaces counts as empty). */
export function signinProblems(username: string, password: string): { username?: string; password?: string } {
  return {
    ...(username.trim() ? {} : { username: 'กรุณากรอกชื่อผู้ใช้' }),
    ...(password ? {} : { password: 'กรุณากรอกรหัสผ่าน' }),
  };
}
