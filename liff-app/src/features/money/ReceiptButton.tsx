import { useState } from 'react';
import { meCalls, ApiError } from '@goldshop/api/contract';
import { downloadFile } from '../../lib/api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';

/** The receipt of an approved transaction, as a PDF the phone keeps. */
/** `large`: the one action of its page (the receipt page a LINE message opens); else a link-like button in a history row. */
export function ReceiptButton({ kind, id, large = false }: { kind: 'saving' | 'down' | 'pawn'; id: number; large?: boolean }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadFile(meCalls.receipt, { params: { kind, id } }, 'receipt.pdf');
    } catch (err) {
      toast('error', err instanceof ApiError && err.message ? err.message : 'ดาวน์โหลดใบเสร็จไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={large ? 'primary' : 'link'}
      block={large}
      large={large}
      busy={busy}
      onClick={() => void open()}
      aria-label={large ? undefined : `ใบเสร็จ เลขที่ ${id}`}
    >
      {large ? 'ดาวน์โหลดใบเสร็จ (PDF)' : 'ใบเสร็จ'}
    </Button>
  );
}
