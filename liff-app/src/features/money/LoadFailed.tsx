import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** A money screen's data did not arrive: say so and offer to ask again (nothing else of the screen waits). */
export function LoadFailed({ onRetry, text = 'โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' }: { onRetry(): void; text?: string }) {
  return (
    <Alert kind="error" action>
      <span>{text}</span>
      <Button variant="outline" onClick={onRetry}>
        ลองใหม่
      </Button>
    </Alert>
  );
}
