import { Field } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import type { FormApi } from '../../ui/use-form';
import { charactersProblem, newCredentialProblem } from '../../lib/input-rules';
import { CONFIRM_MISMATCH, NEW_PASSWORD_RULE } from './password-refusal';

type Pair = { newPassword: string; confirmPassword: string };

/** The new password's rules (docs/product.md "Input rules"), as the change and the reset by LINE link both check them. */
export const newPasswordRules = (v: Pair) => ({
  newPassword: newCredentialProblem(v.newPassword, 8, 64, NEW_PASSWORD_RULE, 'กรุณากรอกรหัสผ่านใหม่'),
  confirmPassword: !v.confirmPassword ? 'กรุณายืนยันรหัสผ่านใหม่' : v.confirmPassword === v.newPassword ? undefined : CONFIRM_MISMATCH,
});

/** What a new password's fields keep as typed and say at once (docs/product.md "Input rules"), as at sign-up. */
export const newPasswordLive = {
  newPassword: (v: string) => charactersProblem(v, NEW_PASSWORD_RULE),
  confirmPassword: (v: string) => charactersProblem(v, NEW_PASSWORD_RULE),
};

/** The new password and its confirmation. */
export function NewPasswordFields({ form }: { form: Pick<FormApi<Pair>, 'field' | 'text'> }) {
  return (
    <>
      <Field label="รหัสผ่านใหม่" rule={NEW_PASSWORD_RULE} {...form.field('newPassword')}>
        {(control) => <PasswordField {...control} {...form.text('newPassword')} autoComplete="new-password" maxLength={128} />}
      </Field>
      <Field label="ยืนยันรหัสผ่านใหม่" {...form.field('confirmPassword')}>
        {(control) => <PasswordField {...control} {...form.text('confirmPassword')} autoComplete="new-password" maxLength={128} />}
      </Field>
    </>
  );
}
