import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { accountCalls, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { useForm } from '../../ui/use-form';
import { NewPasswordFields, newPasswordLive, newPasswordRules } from '../account/NewPasswordFields';
import '../auth.css';

/** Where the LINE link opens: a new password, once; then sign in with it (every other session has ended). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm<{ newPassword: string; confirmPassword: string }>({
    id: 'reset',
    initial: { newPassword: '', confirmPassword: '' },
    rules: (v) => ({
      ...newPasswordRules(v),
    }),
    live: newPasswordLive,
  });
  const send = async (values: { newPassword: string; confirmPassword: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      setDone((await api(accountCalls.resetPassword, { body: { token, ...values } })).message);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : 'ตั้งรหัสผ่านใหม่ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">ตั้งรหัสผ่านใหม่</h1>
        {done ? (
          <div className="auth__outcome">
            <Alert kind="success" testId="reset-done" takeFocus>
              {done}
            </Alert>
            <LinkButton href="/signin" block large>
              เข้าสู่ระบบ
            </LinkButton>
          </div>
        ) : (
          <>
            {error && (
              <Alert kind="error" testId="reset-error" takeFocus>
                {error} <Link href="/forgot-password">ขอลิงก์ใหม่</Link>
              </Alert>
            )}
            <form noValidate onSubmit={form.onSubmit(send)}>
              <NewPasswordFields form={form} />
              <Button type="submit" block large busy={busy}>
                ตั้งรหัสผ่านใหม่
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
