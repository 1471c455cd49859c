import { Alert } from './Alert';
import { Button } from './Button';

/**
 * An upload's progress and, after a dropped connection, the retry. On mobile data a photo takes seconds to
 * leave the phone: the bar shows it is moving, and the retry says plainly that nothing is recorded twice (the
 * same Idempotency-Key goes again, use-submit.ts).
 */
export function UploadProgress({
  busy,
  progress,
  retryable,
  onRetry,
}: {
  busy: boolean;
  /** 0–1 while the upload reports it. */
  progress: number | undefined;
  /** The last send got no answer: offer to send the same form again. */
  retryable: boolean;
  onRetry(): void;
}) {
  if (busy) {
    const percent = progress === undefined ? undefined : Math.round(progress * 100);
    const waiting = percent === undefined || percent >= 100;
    return (
      <div className="upload-progress" role="status" data-testid="upload-progress">
        <span>{waiting ? 'กำลังส่งข้อมูล…' : `กำลังส่งรูป ${percent}%`}</span>
        <span className={`upload-progress__bar${waiting ? ' is-waiting' : ''}`} aria-hidden="true">
          <span style={{ width: `${percent ?? 100}%` }} />
        </span>
      </div>
    );
  }
  if (!retryable) return null;
  return (
    <Alert kind="warning" className="upload-retry" testId="upload-retry">
      <p className="upload-retry__title">ส่งไม่สำเร็จ การเชื่อมต่ออินเทอร์เน็ตขาดหาย</p>
      <p>ข้อมูลที่กรอกยังอยู่ครบ กดส่งอีกครั้งได้เลย รายการจะไม่ถูกบันทึกซ้ำ</p>
      <Button variant="outline" onClick={onRetry}>
        ลองส่งอีกครั้ง
      </Button>
    </Alert>
  );
}
