import { useState } from 'react';
import { accountCalls, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineCredentials } from '../../lib/liff';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';

/**
 * Links the signed-in member's account to their LINE (accountCalls.linkLine, proven by a LIFF ID token), the one
 * way the app does it (/account, the price alerts). Outside LINE, LINE's own login comes first and returns to
 * this page, where the member taps again.
 */
export function LinkLineButton({ onLinked }: { onLinked(): void }) {
  const [busy, setBusy] = useState(false);
  const link = async () => {
    setBusy(true);
    try {
      const line = await lineCredentials();
      if (!line) return; // LINE's own login first; it comes back here
      toast('success', (await api(accountCalls.linkLine, { body: line })).message);
      onLinked();
    } catch (err) {
      toast('error', err instanceof ApiError && err.message ? err.message : 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="line" block busy={busy} onClick={() => void link()}>
      เชื่อมต่อ LINE
    </Button>
  );
}
