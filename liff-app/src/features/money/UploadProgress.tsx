import { Notice } from '../../components/Notice';
import './money-forms.css';

interface Props {
  busy: boolean;
  /** 0–1 while the upload reports it (useSubmit's `progress`). */
  progress: number | undefined;
  /** The last send got no answer (useSubmit's `retryable`): offer to send the same form again. */
  retryable: boolean;
  onRetry(): void;
}

/**
 * An upload's progress bar and, after a dropped connection, the retry. On mobile data a slip takes seconds
 * to leave the phone: the bar shows it is moving, and the retry says plainly that nothing is recorded twice
 * (the same Idempotency-Key goes again). Plain elements, for the plain forms and antd's alike.
 */
export function UploadProgress({ busy, progress, retryable, onRetry }: Props) {
  if (busy) {
    const percent = progress === undefined ? undefined : Math.round(progress * 100);
    return (
      <div className="upload-progress" role="status" data-testid="upload-progress">
        <span>{percent === undefined || percent >= 100 ? 'กำลังส่งข้อมูล…' : `กำลังส่งรูป ${percent}%`}</span>
        <span className={`upload-progress__bar${percent === undefined || percent >= 100 ? ' is-waiting' : ''}`} aria-hidden="true">
          <span style={{ width: `${percent ?? 100}%` }} />
        </span>
      </div>
    );
  }
  if (!retryable) return null;
  return (
    <Notice kind="warning" className="upload-retry" testId="upload-retry">
      <p className="upload-retry__title">ส่งไม่สำเร็จ การเชื่อมต่ออินเทอร์เน็ตขาดหาย</p>
      <p>ข้อมูลที่กรอกยังอยู่ครบ กดส่งอีกครั้งได้เลย รายการจะไม่ถูกบันทึกซ้ำ</p>
      <button type="button" className="btn btn--outline upload-retry__button" onClick={onRetry}>ลองส่งอีกครั้ง</button>
    </Notice>
  );
}
