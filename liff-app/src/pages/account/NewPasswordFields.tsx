import { Field } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import type { FormApi } from '../../ui/use-form';
import { CONFIRM_MISMATCH, NEW_PASSWORD_RULE } from './password-refusal';

type Pair = { newPassword: string; confirmPassword: string };

/** The new password's rules (docs/product.md "Input rules"), as the change and the reset by LINE link both check them. */
export const newPasswordRules = (v: Pair) => ({
  newPassword: !v.newPassword ? 'กรุณากรอกรหัสผ่านใหม่' : /^[A-Za-z0-9]{8,64}$/.test(v.newPassword) ? undefined : NEW_PASSWORD_RULE,
  confirmPassword: !v.confirmPassword ? 'กรุณายืนยันรหัสผ่านใหม่' : v.confirmPassword === v.newPassword ? undefined : CONFIRM_MISMATCH,
});

/** The new password and its confirmation. */
export function NewPasswordFields({ form }: { form: Pick<FormApi<Pair>, 'field' | 'text'> }) {
  return (
    <>
      <Field label="รหัสผ่านใหม่" hint="8-64 ตัว ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9)" {...form.field('newPassword')}>
        {(control) => <PasswordField {...control} {...form.text('newPassword')} autoComplete="new-password" maxLength={64} />}
      </Field>
      <Field label="ยืนยันรหัสผ่านใหม่" {...form.field('confirmPassword')}>
        {(control) => <PasswordField {...control} {...form.text('confirmPassword')} autoComplete="new-password" maxLength={64} />}
      </Field>
    </>
  );
}
