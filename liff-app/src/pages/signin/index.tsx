import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, Checkbox, Form, Input } from 'antd';
import type { SigninBody, TokenAnswer } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { readRemembered, saveRemembered } from '../../lib/remember';
import { startLineLogin } from '../../lib/liff';
import { useSession } from '../../stores/session';
import { useIsDemo, useLineOaUrl } from '../../stores/config';
import { Notice } from '../../components/Notice';
import { LineIcon } from '../../components/icons';
import { PasswordInput } from '../../components/PasswordInput';
import '../auth.css';

/** SPEC §8 sign-in failure (the server answers 401 with the same words). */
const SIGNIN_FAILED = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง หากถูกต้องแล้วยังเข้าสู่ระบบไม่ได้ กรุณาติดต่อทีมงาน';

/** SPEC §2 sign in: username, password with show/hide, remember-me, staff contact, sign up, LINE. */
export default function SigninPage() {
  const [, navigate] = useLocation();
  const signIn = useSession((s) => s.signIn);
  const lineOaUrl = useLineOaUrl();
  const demo = useIsDemo();
  const [initial] = useState(() => readRemembered(localStorage));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [lineBusy, setLineBusy] = useState(false);

  const onFinish = async (values: { username: string; password: string; rememberMe: boolean }) => {
    setBusy(true);
    setError(undefined);
    try {
      const body: SigninBody = { username: values.username.trim(), password: values.password, rememberMe: values.rememberMe };
      const { token } = await api<TokenAnswer>('/api/auth/signin', { body });
      saveRemembered(localStorage, values.rememberMe, body.username);
      signIn(token);
      navigate('/');
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
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: initial.username, password: '', rememberMe: initial.remember }}
          onFinish={onFinish}
        >
          <Form.Item label="ชื่อผู้ใช้" name="username" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อผู้ใช้' }]}>
            <Input autoComplete="username" autoCapitalize="none" />
          </Form.Item>
          <Form.Item label="รหัสผ่าน" name="password" rules={[{ required: true, message: 'กรุณากรอกรหัสผ่าน' }]}>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <div className="auth__row">
            <Form.Item name="rememberMe" valuePropName="checked" noStyle>
              <Checkbox>จดจำฉัน</Checkbox>
            </Form.Item>
            <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="auth__link">ลืมรหัสผ่าน? ติดต่อเจ้าหน้าที่</a>
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            เข้าสู่ระบบ
          </Button>
        </Form>
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
