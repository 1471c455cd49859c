import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { App, Button, Form } from 'antd';
import { authCalls, type SignupBody } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { alnumOnly } from '../../lib/input-rules';
import { PasswordField } from '../../components/PasswordField';
import '../auth.css';

const SUCCESS_MS = 1500;
const required = (message: string) => [{ required: true, message }];

/**
 * SPEC §2/§5 sign up: username, password, confirmPassword; only a-z A-Z 0-9 (other characters vanish as
 * typed); all required; no client check that the passwords match (the server answers that).
 * §8: the server's text in a toast; on success its message, then /signin after 1.5 s.
 */
export default function SignupPage() {
  const [, navigate] = useLocation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: SignupBody) => {
    setBusy(true);
    try {
      const answer = await api(authCalls.signup, { body: values });
      void message.success(answer.message, SUCCESS_MS / 1000);
      window.setTimeout(() => navigate('/signin'), SUCCESS_MS);
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : 'สมัครสมาชิกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">สมัครสมาชิก</h1>
        <p className="auth__hint">ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9)</p>
        <Form layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item label="ชื่อผู้ใช้" name="username" normalize={alnumOnly} rules={required('กรุณากรอกชื่อผู้ใช้')}>
            <input className="input" autoComplete="username" autoCapitalize="none" inputMode="text" />
          </Form.Item>
          <Form.Item label="รหัสผ่าน" name="password" normalize={alnumOnly} rules={required('กรุณากรอกรหัสผ่าน')}>
            <PasswordField autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="ยืนยันรหัสผ่าน" name="confirmPassword" normalize={alnumOnly} rules={required('กรุณายืนยันรหัสผ่าน')}>
            <PasswordField autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            สมัครสมาชิก
          </Button>
        </Form>
        <p className="auth__switch">
          มีบัญชีอยู่แล้ว? <Link href="/signin" className="btn btn--outline">เข้าสู่ระบบ</Link>
        </p>
      </div>
    </main>
  );
}
