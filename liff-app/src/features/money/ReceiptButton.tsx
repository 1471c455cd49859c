import { useState } from 'react';
import { meCalls } from '@goldshop/api/contract';
import { ApiError, downloadFile } from '../../lib/api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';

/** The receipt of an approved transaction, as a PDF the phone keeps. */
export function ReceiptButton({ kind, id }: { kind: 'saving' | 'down' | 'pawn'; id: number }) {
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
    <Button variant="link" busy={busy} onClick={() => void open()} aria-label={`ใบเสร็จ เลขที่ ${id}`}>
      ใบเสร็จ
    </Button>
  );
}
