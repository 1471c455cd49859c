import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { accountCalls, retryWhenBusy, type SigninBody, ApiError, busyRetryAfter } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { readRemembered, saveRemembered } from '../../lib/remember';
import { sessionStore, takeReturn } from '../../lib/return-to';
import { ALNUM_FILTER, signinProblems } from '../../lib/input-rules';
import { startLineLogin } from '../../lib/liff';
import { LINE_LOGIN_FAILED } from '../../lib/thai-first';
import { useSession } from '../../stores/session';
import { useIsDemo, useLineOaUrl } from '../../stores/config';
import { LineIcon } from '../../components/icons';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { Checkbox, Field, TextInput } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { useForm } from '../../ui/use-form';
import '../auth.css';

/** Sign-in failure (docs/product.md "Messages") (the server answers 401 with the same words). */
const SIGNIN_FAILED = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง หากถูกต้องแล้วยังเข้าสู่ระบบไม่ได้ กรุณาติดต่อทีมงาน';

/**
 * Sign in (docs/product.md "Member app: sign in and sign up (/signin, /signup)"): username, password with show/hide, remember-me, staff contact, sign up, LINE. The fields
 * keep only what sign-up keeps (a–z, A–Z, 0–9), so a password typed as at sign-up signs in.
 */
export default function SigninPage() {
  const [, navigate] = useLocation();
  const signIn = useSession((s) => s.signIn);
  const demo = useIsDemo();
  const [initial] = useState(() => readRemembered(localStorage));
  const form = useForm({
    id: 'signin',
    initial: { username: initial.username, password: '', rememberMe: initial.remember },
    rules: (v) => signinProblems(v.username, v.password),
    filters: { username: ALNUM_FILTER, password: ALNUM_FILTER },
  });
  const lineOaUrl = useLineOaUrl();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [lineBusy, setLineBusy] = useState(false);

  const send = async (v: typeof form.values) => {
    setBusy(true);
    setError(undefined);
    try {
      const body: SigninBody = { username: v.username.trim(), password: v.password, rememberMe: v.rememberMe };
      // Under a sign-in storm the server may ask to come back in a second or two: done here, not by the member.
      const { token } = await retryWhenBusy(() => api(accountCalls.signin, { body }), busyRetryAfter);
      saveRemembered(localStorage, v.rememberMe, body.username);
      signIn(token);
      // Back to the member page that sent the visitor here, else home.
      const store = sessionStore();
      navigate((store && takeReturn(store)) ?? '/');
    } catch (err) {
      // Wrong credentials get the text (docs/product.md "Messages"); anything else (too many attempts, ...) the server's own message.
      setError(err instanceof ApiError && err.status !== 401 && err.status !== 400 ? err.message : SIGNIN_FAILED);
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">เข้าสู่ระบบ</h1>
        {error && (
          <Alert kind="error" testId="signin-error">
            {error}
          </Alert>
        )}
        <form noValidate onSubmit={form.onSubmit(send)}>
          <Field label="ชื่อผู้ใช้" {...form.field('username')}>
            {(control) => (
              <TextInput {...control} {...form.text('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
            )}
          </Field>
          <Field label="รหัสผ่าน" {...form.field('password')}>
            {(control) => <PasswordField {...control} {...form.text('password')} autoComplete="current-password" />}
          </Field>
          <div className="auth__row">
            <Checkbox label="จดจำฉัน" checked={form.values.rememberMe} onChange={(e) => form.set({ rememberMe: e.target.checked })} />
            <span className="auth__links">
              <Link href="/forgot-password" className="auth__link">
                ลืมรหัสผ่าน?
              </Link>
              <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="auth__link">
                ติดต่อเจ้าหน้าที่
              </a>
            </span>
          </div>
          <Button type="submit" block large busy={busy}>
            เข้าสู่ระบบ
          </Button>
        </form>
        <div className="auth__or">
          <span>หรือ</span>
        </div>
        <Button
          variant="line"
          block
          busy={lineBusy}
          onClick={() => {
            setLineBusy(true);
            startLineLogin(navigate).catch((err) => {
              console.error('LINE login failed', err);
              setError(LINE_LOGIN_FAILED);
              setLineBusy(false);
            });
          }}
        >
          <LineIcon /> เข้าสู่ระบบด้วย LINE {demo && <span className="demo-marker">demo</span>}
        </Button>
        <p className="auth__switch">
          ยังไม่มีบัญชี?{' '}
          <LinkButton href="/signup" variant="outline">
            สมัครสมาชิก
          </LinkButton>
        </p>
      </div>
    </main>
  );
}
