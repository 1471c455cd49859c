import { Link } from 'wouter';

/** SPEC §2 section 1: shown only to a signed-in member whose verificationStatus is 0. */
export function VerifyPrompt() {
  return (
    <div className="notice notice--warning verify-prompt" role="status" data-testid="verify-prompt">
      <div>
        <strong>คุณยังไม่ได้ยืนยันตัวตน</strong>
        <p>ยืนยันตัวตนด้วยเลขบัตรประชาชนเพื่อเริ่มใช้บริการออมทองและดูรายการขายฝากของคุณ</p>
      </div>
      <Link href="/verify" className="btn btn--primary">ยืนยันตัวตน</Link>
    </div>
  );
}
