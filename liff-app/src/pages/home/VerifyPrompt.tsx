import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/Button';

/** SPEC §2 section 1: shown only to a signed-in member whose verificationStatus is 0. */
export function VerifyPrompt() {
  return (
    <Alert kind="warning" action className="verify-prompt" testId="verify-prompt">
      <div>
        <strong>คุณยังไม่ได้ยืนยันตัวตน</strong>
        <p>ยืนยันตัวตนด้วยเลขบัตรประชาชนเพื่อเริ่มใช้บริการออมทองและดูรายการขายฝากของคุณ</p>
      </div>
      <LinkButton href="/verify">ยืนยันตัวตน</LinkButton>
    </Alert>
  );
}
