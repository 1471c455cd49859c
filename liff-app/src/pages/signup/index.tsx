import { useState } from 'react';
import { useLocation } from 'wouter';
import { accountCalls, CREDENTIAL_RULE, retryWhenBusy, type SignupBody, ApiError, busyRetryAfter } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { charactersProblem, newCredentialProblem } from '../../lib/input-rules';
import { sessionStore, takeReturn } from '../../lib/return-to';
import { useSession } from '../../stores/session';
import { Button, LinkButton } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { clearToasts, toast } from '../../ui/Toast';
import { useForm } from '../../ui/use-form';
import '../auth.css';

const SUCCESS_SECONDS = 3;
const FAILED = 'สมัครสมาชิกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';

/**
 * Sign up (docs/product.md "Member app: sign in and sign up (/signin, /signup)"): username, password,
 * confirmPassword; only a-z A-Z 0-9 (docs/product.md "Input rules"). What is typed stays typed: a character the
 * rule does not allow (Thai, a space) is answered at once with the field's rule, said once under the field, and
 * the form is not sent until it is fixed. Whether the passwords match is the server's answer, shown under the
 * confirmation. A refusal about one field goes under that field only; done, the new member is signed in and goes
 * on (docs/product.md "Messages").
 */
export default function SignupPage() {
  const [, navigate] = useLocation();
  const signIn = useSession((s) => s.signIn);
  const [busy, setBusy] = useState(false);
  const form = useForm<SignupBody>({
    id: 'signup',
    initial: { username: '', password: '', confirmPassword: '' },
    rules: (v) => ({
      username: newCredentialProblem(v.username, 3, 32, CREDENTIAL_RULE.username, 'กรุณากรอกชื่อผู้ใช้'),
      password: newCredentialProblem(v.password, 8, 64, CREDENTIAL_RULE.password, 'กรุณากรอกรหัสผ่าน'),
      confirmPassword: v.confirmPassword ? charactersProblem(v.confirmPassword, CREDENTIAL_RULE.password) : 'กรุณายืนยันรหัสผ่าน',
    }),
    live: {
      username: (v) => charactersProblem(v, CREDENTIAL_RULE.username),
      password: (v) => charactersProblem(v, CREDENTIAL_RULE.password),
      confirmPassword: (v) => charactersProblem(v, CREDENTIAL_RULE.password),
    },
    codes: { USERNAME_TAKEN: 'username', PASSWORD_MISMATCH: 'confirmPassword' },
  });

  const send = async (values: SignupBody) => {
    setBusy(true);
    let created = false;
    try {
      const answer = await api(accountCalls.signup, { body: values });
      created = true;
      // The account exists: sign the new member in with what they just chose, as the sign-in page would.
      const { token } = await retryWhenBusy(
        () => api(accountCalls.signin, { body: { username: values.username, password: values.password, rememberMe: false } }),
        busyRetryAfter,
      );
      clearToasts();
      toast('success', answer.message, SUCCESS_SECONDS);
      signIn(token);
      // Back to the page that sent the visitor to sign in, else to verification, a new member's next step.
      const store = sessionStore();
      navigate((store && takeReturn(store)) ?? '/verify');
    } catch (err) {
      if (created) {
        // Signed up, but the sign-in did not go through (busy, offline): the sign-in page, with what to do.
        clearToasts();
        toast('info', 'สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่านที่ตั้งไว้', SUCCESS_SECONDS);
        navigate('/signin');
        return;
      }
      // A refusal about one field is said there; anything else (too many attempts, offline) in the toast.
      if (!form.refuse(err)) toast('error', err instanceof ApiError && err.message ? err.message : FAILED);
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">สมัครสมาชิก</h1>
        <form noValidate onSubmit={form.onSubmit(send)}>
          <Field label="ชื่อผู้ใช้" rule={CREDENTIAL_RULE.username} {...form.field('username')}>
            {(control) => (
              <TextInput
                {...control}
                {...form.text('username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
              />
            )}
          </Field>
          <Field label="รหัสผ่าน" rule={CREDENTIAL_RULE.password} {...form.field('password')}>
            {(control) => <PasswordField {...control} {...form.text('password')} autoComplete="new-password" maxLength={128} />}
          </Field>
          <Field label="ยืนยันรหัสผ่าน" {...form.field('confirmPassword')}>
            {(control) => <PasswordField {...control} {...form.text('confirmPassword')} autoComplete="new-password" maxLength={128} />}
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
