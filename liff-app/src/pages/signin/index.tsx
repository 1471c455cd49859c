import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { authCalls, retryWhenBusy, type SigninBody } from '@goldshop/api/contract';
import { api, ApiError, busyRetryAfter } from '../../lib/api';
import { readRemembered, saveRemembered } from '../../lib/remember';
import { sessionStore, takeReturn } from '../../lib/return-to';
import { signinProblems } from '../../lib/input-rules';
import { startLineLogin } from '../../lib/liff';
import { useSession } from '../../stores/session';
import { useIsDemo, useLineOaUrl } from '../../stores/config';
import { Notice } from '../../components/Notice';
import { LineIcon } from '../../components/icons';
import { PasswordField } from '../../components/PasswordField';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import '../auth.css';

/** SPEC §8 sign-in failure (the server answers 401 with the same words). */
const SIGNIN_FAILED = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง หากถูกต้องแล้วยังเข้าสู่ระบบไม่ได้ กรุณาติดต่อทีมงาน';

/**
 * SPEC §2 sign in: username, password with show/hide, remember-me, staff contact, sign up, LINE.
 * Plain elements, no antd: most visits that are not LINE's automatic sign-in come through here.
 */
export default function SigninPage() {
  const [, navigate] = useLocation();
  const signIn = useSession((s) => s.signIn);
  const lineOaUrl = useLineOaUrl();
  const demo = useIsDemo();
  const [initial] = useState(() => readRemembered(localStorage));
  const [username, setUsername] = useState(initial.username);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(initial.remember);
  const [problems, setProblems] = useState<ReturnType<typeof signinProblems>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [lineBusy, setLineBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = signinProblems(username, password);
    setProblems(found);
    if (found.username || found.password) return;
    setBusy(true);
    setError(undefined);
    try {
      const body: SigninBody = { username: username.trim(), password, rememberMe };
      // Under a sign-in storm the server may ask to come back in a second or two: done here, not by the member.
      const { token } = await retryWhenBusy(() => api(authCalls.signin, { body }), busyRetryAfter);
      saveRemembered(localStorage, rememberMe, body.username);
      signIn(token);
      // Back to the member page that sent the visitor here, else home.
      const store = sessionStore();
      navigate((store && takeReturn(store)) ?? '/');
    } catch (err) {
      // Wrong credentials get the §8 text; anything else (too many attempts, ...) the server's own message.
      setError(err instanceof ApiError && err.status !== 401 && err.status !== 400 ? err.message : SIGNIN_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">เข้าสู่ระบบ</h1>
        {error && <Notice kind="error" testId="signin-error">{error}</Notice>}
        <form noValidate onSubmit={onSubmit}>
          <Field id="signin-username" label="ชื่อผู้ใช้" error={problems.username}>
            {(control) => (
              <input {...control} className="input" autoComplete="username" autoCapitalize="none" value={username} onChange={(e) => setUsername(e.target.value)} />
            )}
          </Field>
          <Field id="signin-password" label="รหัสผ่าน" error={problems.password}>
            {(control) => <PasswordField {...control} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
          <div className="auth__row">
            <label className="checkbox">
              <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} /> จดจำฉัน
            </label>
            <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="auth__link">ลืมรหัสผ่าน? ติดต่อเจ้าหน้าที่</a>
          </div>
          <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} aria-busy={busy}>
            {busy && <Spinner size="small" label={null} />} เข้าสู่ระบบ
          </button>
        </form>
        <div className="auth__or"><span>หรือ</span></div>
        <button
          type="button"
          className="btn btn--line btn--block"
          disabled={lineBusy}
          onClick={() => {
            setLineBusy(true);
            startLineLogin(navigate).catch((err) => {
              console.error('LINE login failed', err);
              setError('LINE login failed. Please try again.');
              setLineBusy(false);
            });
          }}
        >
          <LineIcon /> เข้าสู่ระบบด้วย LINE {demo && <span className="demo-marker">demo</span>}
        </button>
        <p className="auth__switch">
          ยังไม่มีบัญชี? <Link href="/signup" className="btn btn--outline">สมัครสมาชิก</Link>
        </p>
      </div>
    </main>
  );
}
