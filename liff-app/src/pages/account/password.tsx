import { useState } from 'react';
import { Link } from 'wouter';
import { App, Button, Form } from 'antd';
import { authCalls, type MemberPasswordBody } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { alnumOnly } from '../../lib/input-rules';
import { useSession } from '../../stores/session';
import { useLineOaUrl } from '../../stores/config';
import { PasswordField } from '../../components/PasswordField';
import { Notice } from '../../components/Notice';
import { CONFIRM_MISMATCH, NEW_PASSWORD_RULE, refusalOf } from './password-refusal';
import '../auth.css';
import './account.css';

const FAILED = 'เปลี่ยนรหัสผ่านไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';
const required = (message: string) => ({ required: true, message });

/** What the screen shows instead of the form once the server has answered for good. */
type Outcome = { kind: 'changed' | 'noPassword' | 'sessionEnded'; message: string };

/**
 * A member changes their password (authCalls.changePassword). The server ends every other session and
 * answers with this device's new token, kept through the session store exactly as sign-in keeps its token.
 * The app cannot tell beforehand whether the member has a password at all (a LINE-only member has none: no
 * member call says so), so the form says it up front and the server's NO_PASSWORD refusal replaces the form.
 */
export default function ChangePasswordPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<MemberPasswordBody>();
  const signIn = useSession((s) => s.signIn);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const onFinish = async (values: MemberPasswordBody) => {
    setBusy(true);
    try {
      const answer = await api(authCalls.changePassword, { body: values });
      signIn(answer.token);
      void message.success(answer.message);
      setOutcome({ kind: 'changed', message: answer.message });
    } catch (err) {
      if (!(err instanceof ApiError)) {
        void message.error(FAILED);
        return;
      }
      void message.error(err.message || FAILED);
      const refusal = refusalOf(err.status, err.code, err.message);
      if (refusal.kind === 'field') form.setFields([{ name: refusal.field, errors: [err.message] }]);
      else if (refusal.kind !== 'toast') setOutcome({ kind: refusal.kind, message: err.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow auth">
      <div className="card">
        <h1 className="page-title">เปลี่ยนรหัสผ่าน</h1>
        {outcome ? (
          <OutcomeView outcome={outcome} />
        ) : (
          <>
            <p className="auth__hint">
              หากคุณสมัครและเข้าสู่ระบบด้วย LINE เท่านั้น บัญชีของคุณไม่มีรหัสผ่าน และไม่ต้องเปลี่ยนรหัสผ่าน
            </p>
            <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
              <Form.Item label="รหัสผ่านปัจจุบัน" name="oldPassword" rules={[required('กรุณากรอกรหัสผ่านปัจจุบัน')]}>
                {/* Not normalised: it is checked against what the member set, as sign-in checks it. */}
                <PasswordField autoComplete="current-password" maxLength={128} />
              </Form.Item>
              <Form.Item
                label="รหัสผ่านใหม่"
                name="newPassword"
                normalize={alnumOnly}
                validateFirst
                extra="8-64 ตัว ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ (a-z, A-Z) และตัวเลข (0-9)"
                rules={[required('กรุณากรอกรหัสผ่านใหม่'), { pattern: /^[A-Za-z0-9]{8,64}$/, message: NEW_PASSWORD_RULE }]}
              >
                <PasswordField autoComplete="new-password" maxLength={64} />
              </Form.Item>
              <Form.Item
                label="ยืนยันรหัสผ่านใหม่"
                name="confirmPassword"
                normalize={alnumOnly}
                dependencies={['newPassword']}
                validateFirst
                rules={[
                  required('กรุณายืนยันรหัสผ่านใหม่'),
                  ({ getFieldValue }) => ({
                    validator: (_, value: string) =>
                      value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(CONFIRM_MISMATCH)),
                  }),
                ]}
              >
                <PasswordField autoComplete="new-password" maxLength={64} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                เปลี่ยนรหัสผ่าน
              </Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const signOut = useSession((s) => s.signOut);
  const lineOaUrl = useLineOaUrl();
  if (outcome.kind === 'changed') {
    return (
      <div className="account__outcome">
        <Notice kind="success" testId="password-changed">
          <strong>{outcome.message}</strong>
          <p>อุปกรณ์อื่นทุกเครื่องที่เคยเข้าสู่ระบบด้วยบัญชีนี้ถูกออกจากระบบแล้ว หากต้องการใช้งานบนเครื่องเหล่านั้น กรุณาเข้าสู่ระบบใหม่ด้วยรหัสผ่านใหม่</p>
          <p>เครื่องนี้ยังคงเข้าสู่ระบบอยู่ ใช้งานต่อได้ทันที</p>
        </Notice>
        <Link href="/" className="btn btn--primary btn--block btn--large">กลับหน้าแรก</Link>
      </div>
    );
  }
  if (outcome.kind === 'noPassword') {
    return (
      <div className="account__outcome">
        <Notice kind="info" testId="password-line-only">
          <strong>{outcome.message}</strong>
          <p>คุณเข้าสู่ระบบด้วยบัญชี LINE จึงไม่ต้องใช้รหัสผ่าน เข้าใช้งานผ่าน LINE ได้ตามปกติ หากต้องการความช่วยเหลือ กรุณาติดต่อเจ้าหน้าที่</p>
        </Notice>
        <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="btn btn--line btn--block">ติดต่อเจ้าหน้าที่ทาง LINE</a>
        <Link href="/" className="btn btn--outline btn--block">กลับหน้าแรก</Link>
      </div>
    );
  }
  // This device's session has ended: signing out here sends the member to /signin and back to this screen.
  return (
    <div className="account__outcome">
      <Notice kind="warning" testId="password-session-ended">
        <strong>{outcome.message}</strong>
        <p>การเข้าสู่ระบบบนเครื่องนี้สิ้นสุดแล้ว (อาจมีการออกจากระบบหรือเปลี่ยนรหัสผ่านจากเครื่องอื่น) กรุณาเข้าสู่ระบบอีกครั้ง</p>
      </Notice>
      <button type="button" className="btn btn--primary btn--block btn--large" onClick={signOut}>
        เข้าสู่ระบบใหม่
      </button>
    </div>
  );
}
