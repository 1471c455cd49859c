import { CREDENTIAL_RULE, type MemberPasswordBody } from '@goldshop/api/contract';

/** The new password's rule (contract `Alnum(8, 64)`), in the server's own words. */
export const NEW_PASSWORD_RULE = CREDENTIAL_RULE.password;
/** The client's mismatch message: the same sentence the server answers PASSWORD_MISMATCH with. */
export const CONFIRM_MISMATCH = 'รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน';

/** The refusals of `accountCalls.changePassword` that concern one field, by code (ui/use-form.ts puts them there). */
export const PASSWORD_FIELD_CODES: Partial<Record<string, keyof MemberPasswordBody>> = {
  WRONG_PASSWORD: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  SAME_PASSWORD: 'newPassword',
};

/**
 * What the screen shows instead of the form after a refusal (api/src/areas/accounts/member-routes.ts):
 * noPassword: a LINE-only member, the form can only fail; sessionEnded: this device's token no longer works
 * (signed out, or the password was changed elsewhere meanwhile: 409 CHANGED bumps the session version too);
 * undefined: the form stays, with the message under its field or in the toast.
 */
export function outcomeOf(status: number, code: string | undefined): 'noPassword' | 'sessionEnded' | undefined {
  if (status === 401 || (status === 409 && code === 'CHANGED')) return 'sessionEnded';
  if (code === 'NO_PASSWORD') return 'noPassword';
  return undefined;
}
