import type { MemberPasswordBody } from '@goldshop/api/contract';

/** A field of the password form. */
export type PasswordFormField = keyof MemberPasswordBody;

/** The new password's rule (contract `Alnum(8, 64)`), in the server's own words. */
export const NEW_PASSWORD_RULE = 'รหัสผ่านต้องมี 8-64 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9';
/** The client's mismatch message: the same sentence the server answers PASSWORD_MISMATCH with. */
export const CONFIRM_MISMATCH = 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน';

/**
 * What the screen does with a refusal of `authCalls.changePassword` (api/src/areas/accounts/member-routes.ts):
 * field: the message also goes under that field; noPassword: a LINE-only member, the form can only fail;
 * sessionEnded: this device's token no longer works (signed out, or the password was changed elsewhere
 * meanwhile: 409 CHANGED bumps the session version too); toast: only the toast (rate limits, suspension, ...).
 */
export type Refusal = { kind: 'field'; field: PasswordFormField } | { kind: 'noPassword' } | { kind: 'sessionEnded' } | { kind: 'toast' };

const FIELD_OF_CODE: Record<string, PasswordFormField> = {
  WRONG_PASSWORD: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  SAME_PASSWORD: 'newPassword',
};

export function refusalOf(status: number, code: string | undefined, message: string): Refusal {
  if (status === 401 || (status === 409 && code === 'CHANGED')) return { kind: 'sessionEnded' };
  if (code === 'NO_PASSWORD') return { kind: 'noPassword' };
  const field = code ? FIELD_OF_CODE[code] : undefined;
  if (field) return { kind: 'field', field };
  // Schema refusals share one code; the server's formatter (accounts/messages.ts) names the field only in
  // its sentence. The form's own rules normally stop these before a request is sent.
  if (status === 400 && code === 'VALIDATION') {
    if (message.includes('เดิม')) return { kind: 'field', field: 'oldPassword' };
    if (message.includes('ยืนยัน')) return { kind: 'field', field: 'confirmPassword' };
    if (message.includes('รหัสผ่าน')) return { kind: 'field', field: 'newPassword' };
  }
  return { kind: 'toast' };
}
