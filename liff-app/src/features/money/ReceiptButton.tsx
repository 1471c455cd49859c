import { useState } from 'react';
import { meCalls, ApiError } from '@goldshop/api/contract';
import { downloadFile } from '../../lib/api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';

/**
 * The receipt of an approved transaction as a PDF the phone keeps: the extra of the receipt page, where the
 * receipt itself reads on screen (docs/product.md "Member app: receipts (/receipt/:kind/:id)").
 */
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
    <Button variant="outline" block busy={busy} onClick={() => void open()}>
      ดาวน์โหลดใบเสร็จ (PDF)
    </Button>
  );
}
