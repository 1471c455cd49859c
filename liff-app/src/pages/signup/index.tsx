import { useState } from 'react';
import { useLocation } from 'wouter';
import { accountCalls, type SignupBody, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { ALNUM_FILTER } from '../../lib/input-rules';
import { Button, LinkButton } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/Toast';
import { useForm } from '../../ui/use-form';
import '../auth.css';

const SUCCESS_MS = 1500;

/** The server's lengths (contract Alnum), checked before sending, in the server's own words. */
const USERNAME_RULE = 'ชื่อผู้ใช้ต้องมี 3-32 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9';
const PASSWORD_RULE = 'รหัสผ่านต้องมี 8-64 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9';

/**
 * Sign up (docs/product.md "Member app: sign in and sign up (/signin, /signup)"): username, password, confirmPassword; only a-z A-Z 0-9 (other characters are dropped as
 * typed, and the field says so); all required; whether the passwords match is the server's answer (docs/product.md "Input rules"),
 * shown under the confirmation. docs/product.md "Messages": the server's text in a toast; on success its message, then /signin after 1.5 s.
 */
export default function SignupPage() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const form = useForm<SignupBody>({
    id: 'signup',
    initial: { username: '', password: '', confirmPassword: '' },
    rules: (v) => ({
      username: !v.username ? 'กรุณากรอกชื่อผู้ใช้' : v.username.length < 3 || v.username.length > 32 ? USERNAME_RULE : undefined,
      password: !v.password ? 'กรุณากรอกรหัสผ่าน' : v.password.length < 8 || v.password.length > 64 ? PASSWORD_RULE : undefined,
      confirmPassword: v.confirmPassword ? undefined : 'กรุณายืนยันรหัสผ่าน',
    }),
    filters: { username: ALNUM_FILTER, password: ALNUM_FILTER, confirmPassword: ALNUM_FILTER },
    codes: { USERNAME_TAKEN: 'username', PASSWORD_MISMATCH: 'confirmPassword' },
  });

  const send = async (values: SignupBody) => {
    setBusy(true);
    try {
      const answer = await api(accountCalls.signup, { body: values });
      toast('success', answer.message, SUCCESS_MS / 1000);
      window.setTimeout(() => navigate('/signin'), SUCCESS_MS);
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : 'สมัครสมาชิกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
      form.refuse(err);
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">สมัครสมาชิก</h1>
        <p className="auth__hint">ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9)</p>
        <form noValidate onSubmit={form.onSubmit(send)}>
          <Field label="ชื่อผู้ใช้" hint="3-32 ตัว" {...form.field('username')}>
            {(control) => (
              <TextInput
                {...control}
                {...form.text('username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={32}
              />
            )}
          </Field>
          <Field label="รหัสผ่าน" hint="8-64 ตัว" {...form.field('password')}>
            {(control) => <PasswordField {...control} {...form.text('password')} autoComplete="new-password" maxLength={64} />}
          </Field>
          <Field label="ยืนยันรหัสผ่าน" {...form.field('confirmPassword')}>
            {(control) => <PasswordField {...control} {...form.text('confirmPassword')} autoComplete="new-password" maxLength={64} />}
          </Field>
          <Button type="submit" block large busy={busy}>
            สมัครสมาชิก
          </Button>
        </form>
        <p className="auth__switch">
          มีบัญชีอยู่แล้ว?{' '}
          <LinkButton href="/signin" variant="outline">
            เข้าสู่ระบบ
          </LinkButton>
        </p>
      </div>
    </main>
  );
}
