import { useState } from 'react';
import { useLocation } from 'wouter';
import { goldPriceCalls, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * The switch-off link of an alert's LINE message lands here. It asks before switching off: a link preview
 * opening the address must not end an alert nobody meant to end.
 */
export function AlertOff({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [state, setState] = useState<{ kind: 'ask' } | { kind: 'done' } | { kind: 'failed'; message: string }>({ kind: 'ask' });
  const [busy, setBusy] = useState(false);
  const off = async () => {
    setBusy(true);
    try {
      await api(goldPriceCalls.alertOff, { body: { token } });
      setState({ kind: 'done' });
      navigate('/gold-price', { replace: true });
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof ApiError ? err.message : 'เกิดข้อผิดพลาดในการเชื่อมต่อ: โปรดลองอีกครั้งในภายหลัง' });
    } finally {
      setBusy(false);
    }
  };
  if (state.kind === 'done')
    return (
      <Alert kind="success" testId="alert-off-done">
        ปิดการแจ้งเตือนราคาแล้ว
      </Alert>
    );
  return (
    <div className="card alert-off" data-testid="alert-off">
      <p>ต้องการปิดการแจ้งเตือนราคานี้หรือไม่</p>
      {state.kind === 'failed' && <Alert kind="error">{state.message}</Alert>}
      <Button onClick={() => void off()} busy={busy}>
        ปิดการแจ้งเตือนนี้
      </Button>
    </div>
  );
}
