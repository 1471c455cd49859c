/** Only a-z, A-Z and 0-9: what sign-in sends of what was typed. */
export const alnumOnly = (value: string | undefined) => (value ?? '').replace(/[^A-Za-z0-9]/g, '');

/**
 * Sign-in's filter: what sign-in sends is only what a username or password can hold (accounts made when sign-up
 * still dropped other characters as typed sign in with what they typed then). The field says so when it drops
 * something (ui/use-form.ts). Sign-up and a new password keep what was typed instead (newCredentialProblem).
 */
export const ALNUM_FILTER = {
  keep: alnumOnly,
  dropped: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9) ตัวอื่นที่พิมพ์ถูกตัดออก',
};

/** Digits only, at most `max` (national ID and phone inputs). */
export const digitsOnly = (value: string | undefined, max = Infinity) => (value ?? '').replace(/\D/g, '').slice(0, max);

/** Sign in (docs/product.md "Input rules"): both fields required (a username of spaces counts as empty). */
export function signinProblems(username: string, password: string): { username?: string; password?: string } {
  return {
    ...(username.trim() ? {} : { username: 'กรุณากรอกชื่อผู้ใช้' }),
    ...(password ? {} : { password: 'กรุณากรอกรหัสผ่าน' }),
  };
}

const THAI = /[\u0E00-\u0E7F]/;

/**
 * A username or password being chosen (sign-up, a new password: docs/product.md "Input rules"), as typed: nothing
 * is dropped, and a character outside a-z, A-Z, 0-9 is answered at once with the field's one rule (the Thai
 * keyboard named when Thai was typed). Undefined while what is typed may still become right.
 */
export function charactersProblem(value: string, rule: string): string | undefined {
  if (/^[A-Za-z0-9]*$/.test(value)) return undefined;
  return THAI.test(value) ? `${rule} (ตอนนี้แป้นพิมพ์เป็นภาษาไทย)` : rule;
}

/** A username or password being chosen, on sending: required, then its characters and length (the same rule). */
export function newCredentialProblem(value: string, min: number, max: number, rule: string, empty: string): string | undefined {
  if (!value) return empty;
  return charactersProblem(value, rule) ?? (value.length < min || value.length > max ? rule : undefined);
}
