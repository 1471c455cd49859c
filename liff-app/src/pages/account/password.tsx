import { useState } from 'react';
import { accountCalls, type MemberPasswordBody, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useSession } from '../../stores/session';
import { useLineOaUrl } from '../../stores/config';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/Toast';
import { useForm } from '../../ui/use-form';
import { outcomeOf, PASSWORD_FIELD_CODES } from './password-refusal';
import { NewPasswordFields, newPasswordLive, newPasswordRules } from './NewPasswordFields';
import '../auth.css';

const FAILED = 'เปลี่ยนรหัสผ่านไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';

/** What the screen shows instead of the form once the server has answered for good. */
type Outcome = { kind: 'changed' | 'noPassword' | 'sessionEnded'; message: string };

/**
 * A member changes their password (accountCalls.changePassword). The server ends every other session and
 * answers with this device's new token, kept through the session store exactly as sign-in keeps its token.
 * The app cannot tell beforehand whether the member has a password at all (a LINE-only member has none: no
 * member call says so), so the form says it up front and the server's NO_PASSWORD refusal replaces the form.
 */
export default function ChangePasswordPage() {
  const signIn = useSession((s) => s.signIn);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<MemberPasswordBody>({
    id: 'password',
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    rules: (v) => ({
      oldPassword: v.oldPassword ? undefined : 'กรุณากรอกรหัสผ่านปัจจุบัน',
      ...newPasswordRules(v),
    }),
    // The new one keeps what was typed and says the rule at once, as at sign-up; the current one is checked as sign-in checks it.
    live: newPasswordLive,
    codes: PASSWORD_FIELD_CODES,
  });

  const send = async (values: MemberPasswordBody) => {
    setBusy(true);
    try {
      const answer = await api(accountCalls.changePassword, { body: values });
      signIn(answer.token);
      toast('success', answer.message);
      setOutcome({ kind: 'changed', message: answer.message });
    } catch (err) {
      if (!(err instanceof ApiError)) return toast('error', FAILED);
      toast('error', err.message || FAILED);
      const kind = outcomeOf(err.status, err.code);
      if (kind) setOutcome({ kind, message: err.message });
      else form.refuse(err);
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
            <p className="auth__hint">หากคุณสมัครและเข้าสู่ระบบด้วย LINE เท่านั้น บัญชีของคุณไม่มีรหัสผ่าน และไม่ต้องเปลี่ยนรหัสผ่าน</p>
            <form noValidate onSubmit={form.onSubmit(send)}>
              <Field label="รหัสผ่านปัจจุบัน" {...form.field('oldPassword')}>
                {(control) => <PasswordField {...control} {...form.text('oldPassword')} autoComplete="current-password" maxLength={128} />}
              </Field>
              <NewPasswordFields form={form} />
              <Button type="submit" block large busy={busy}>
                เปลี่ยนรหัสผ่าน
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

/** The form's place once the server answered for good: in view and focused, as any submit that replaces a form. */
function OutcomeView({ outcome }: { outcome: Outcome }) {
  const signOut = useSession((s) => s.signOut);
  const lineOaUrl = useLineOaUrl();
  if (outcome.kind === 'changed') {
    return (
      <div className="auth__outcome">
        <Alert kind="success" testId="password-changed" takeFocus>
          <strong>{outcome.message}</strong>
          <p>อุปกรณ์อื่นทุกเครื่องที่เคยเข้าสู่ระบบด้วยบัญชีนี้ถูกออกจากระบบแล้ว หากต้องการใช้งานบนเครื่องเหล่านั้น กรุณาเข้าสู่ระบบใหม่ด้วยรหัสผ่านใหม่</p>
          <p>เครื่องนี้ยังคงเข้าสู่ระบบอยู่ ใช้งานต่อได้ทันที</p>
        </Alert>
        <LinkButton href="/" block large>
          กลับหน้าแรก
        </LinkButton>
      </div>
    );
  }
  if (outcome.kind === 'noPassword') {
    return (
      <div className="auth__outcome">
        <Alert kind="info" testId="password-line-only" takeFocus>
          <strong>{outcome.message}</strong>
          <p>คุณเข้าสู่ระบบด้วยบัญชี LINE จึงไม่ต้องใช้รหัสผ่าน เข้าใช้งานผ่าน LINE ได้ตามปกติ หากต้องการความช่วยเหลือ กรุณาติดต่อเจ้าหน้าที่</p>
        </Alert>
        <LinkButton href={lineOaUrl} external variant="line" block>
          ติดต่อเจ้าหน้าที่ทาง LINE
        </LinkButton>
        <LinkButton href="/" variant="outline" block>
          กลับหน้าแรก
        </LinkButton>
      </div>
    );
  }
  // This device's session has ended: signing out here sends the member to /signin and back to this screen.
  return (
    <div className="auth__outcome">
      <Alert kind="warning" testId="password-session-ended" takeFocus>
        <strong>{outcome.message}</strong>
        <p>การเข้าสู่ระบบบนเครื่องนี้สิ้นสุดแล้ว (อาจมีการออกจากระบบหรือเปลี่ยนรหัสผ่านจากเครื่องอื่น) กรุณาเข้าสู่ระบบอีกครั้ง</p>
      </Alert>
      <Button block large onClick={signOut}>
        เข้าสู่ระบบใหม่
      </Button>
    </div>
  );
}
