import { Notice } from '../../components/Notice';

/** A money screen's data did not arrive: say so and offer to ask again (nothing else of the screen waits). */
export function LoadFailed({ onRetry, text = 'โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' }: { onRetry(): void; text?: string }) {
  return (
    <Notice kind="error" className="notice--action">
      <span>{text}</span>
      <button type="button" className="btn btn--outline" onClick={onRetry}>ลองใหม่</button>
    </Notice>
  );
}
