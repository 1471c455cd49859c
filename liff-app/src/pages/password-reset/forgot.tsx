import { useState } from 'react';
import { accountCalls, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useLineOaUrl } from '../../stores/config';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import '../auth.css';

/**
 * Forgot password: the member gives their username and a one-time link goes to the LINE linked to it. A member
 * without LINE is told to contact staff (the server says nothing about which case it was).
 */
export default function ForgotPasswordPage() {
  const lineOaUrl = useLineOaUrl();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!username.trim()) return setError('กรุณากรอกชื่อผู้ใช้');
    setBusy(true);
    setError(undefined);
    try {
      setSent((await api(accountCalls.forgotPassword, { body: { username: username.trim() } })).message);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : 'ส่งคำขอไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">ลืมรหัสผ่าน</h1>
        {sent ? (
          <div className="auth__outcome">
            <Alert kind="success" testId="forgot-sent" takeFocus>
              {sent}
            </Alert>
            <LinkButton href={lineOaUrl} external variant="line" block>
              ติดต่อเจ้าหน้าที่ทาง LINE
            </LinkButton>
            <LinkButton href="/signin" variant="outline" block>
              กลับไปหน้าเข้าสู่ระบบ
            </LinkButton>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <p className="auth__hint">หากบัญชีของคุณเชื่อมต่อกับ LINE ร้านจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปทาง LINE หากไม่ได้เชื่อมต่อ กรุณาติดต่อเจ้าหน้าที่</p>
            <Field id="forgot-username" label="ชื่อผู้ใช้" error={error}>
              {(control) => (
                <TextInput
                  {...control}
                  value={username}
                  onChange={(e) => setUsername(e.currentTarget.value)}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={64}
                />
              )}
            </Field>
            <Button type="submit" block large busy={busy}>
              ส่งลิงก์ทาง LINE
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
