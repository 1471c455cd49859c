/** SPEC §5 sign up: only a-z, A-Z and 0-9; anything else is dropped as it is typed. */
export const alnumOnly = (value: string | undefined) => (value ?? '').replace(/[^A-Za-z0-9]/g, '');

/** Digits only, at most `max` (national ID and phone inputs). */
export const digitsOnly = (value: string | undefined, max = Infinity) => (value ?? '').replace(/\D/g, '').slice(0, max);

/** SPEC §5 sign in: both fields required (a username of spaces counts as empty). */
export function signinProblems(username: string, password: string): { username?: string; password?: string } {
  return {
    ...(username.trim() ? {} : { username: 'กรุณากรอกชื่อผู้ใช้' }),
    ...(password ? {} : { password: 'กรุณากรอกรหัสผ่าน' }),
  };
}
