import { Alert, Button, Progress } from 'antd';
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
 * (the same Idempotency-Key goes again).
 */
export function UploadProgress({ busy, progress, retryable, onRetry }: Props) {
  if (busy) {
    const percent = progress === undefined ? undefined : Math.round(progress * 100);
    return (
      <div className="upload-progress" role="status" data-testid="upload-progress">
        <span>{percent === undefined || percent >= 100 ? 'กำลังส่งข้อมูล…' : `กำลังส่งรูป ${percent}%`}</span>
        <Progress percent={percent ?? 100} status="active" showInfo={false} strokeColor="#8c6209" aria-hidden />
      </div>
    );
  }
  if (!retryable) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="upload-retry"
      className="upload-retry"
      message="ส่งไม่สำเร็จ การเชื่อมต่ออินเทอร์เน็ตขาดหาย"
      description="ข้อมูลที่กรอกยังอยู่ครบ กดส่งอีกครั้งได้เลย รายการจะไม่ถูกบันทึกซ้ำ"
      action={<Button onClick={onRetry}>ลองส่งอีกครั้ง</Button>}
    />
  );
}
