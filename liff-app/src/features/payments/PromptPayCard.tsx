import { useEffect, useState } from 'react';
import {
  paymentCalls,
  type PaymentPurpose,
  type PayTarget,
  type PromptpayAnswer,
  type ReceiverAnswer,
  ApiError,
} from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { isPositiveAmount } from '../../lib/amount-input';
import { bahtText } from '../../lib/baht-text';
import { formatBalance } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import './promptpay.css';

/** Typing pauses this long before the QR is asked for, so each keystroke does not cost a request. */
const TYPING_MS = 400;

type Qr = { payload: PromptpayAnswer; image: string } | { error: string } | null;

/**
 * Pay by Thai QR (PromptPay) for exactly the amount of the form, to the receiver the owner set
 * (docs/decisions.md "Payments"), or the one of the branch that keeps what is paid (`target`); PayTo shows it
 * only while there is one. The server makes the payload and checks the amount as the payment will.
 */
export function PromptPayCard({
  amount,
  purpose,
  receiver,
  target,
}: {
  amount: string;
  purpose: PaymentPurpose;
  receiver: NonNullable<ReceiverAnswer['receiver']>;
  target?: PayTarget;
}) {
  const [qr, setQr] = useState<Qr>(null);
  const ready = isPositiveAmount(amount);
  // The target as one value for the effect: a new object with the same fields asks for nothing new.
  const targetKey = JSON.stringify(target ?? {});

  useEffect(() => {
    setQr(null);
    if (!ready) return;
    let live = true;
    const timer = window.setTimeout(async () => {
      try {
        const [payload, { qrDataUrl }] = await Promise.all([
          api(paymentCalls.promptpay, { query: { amount, purpose, ...(JSON.parse(targetKey) as PayTarget) } }),
          import('./qr-image'),
        ]);
        if (live) setQr({ payload, image: qrDataUrl(payload.payload) });
      } catch (error) {
        if (live) setQr({ error: error instanceof ApiError ? error.message : 'สร้าง QR ไม่สำเร็จ กรุณาลองใหม่ หรือโอนเข้าบัญชีธนาคารของร้าน' });
      }
    }, TYPING_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [ready, amount, purpose, targetKey]);

  const shown = qr && 'payload' in qr ? qr : null;

  const save = async () => {
    if (!shown) return;
    const { qrCardBlob } = await import('./qr-image');
    const p = shown.payload;
    const blob = await qrCardBlob(p.payload, [`${formatBalance(p.amount)} บาท`, `พร้อมเพย์ ${p.receiverName}`, p.receiverMasked]);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `promptpay-${p.amount.toFixed(2)}.png`;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast('success', 'บันทึกรูป QR แล้ว เปิดแอปธนาคารแล้วเลือกสแกนจากรูปภาพ');
  };

  return (
    <Box title="สแกนจ่ายด้วยพร้อมเพย์" id={`promptpay-${purpose}`} level={3} className="promptpay" testId="promptpay">
      <p className="promptpay__to">
        {receiver.receiverName} · {receiver.receiverMasked}
      </p>
      {!ready ? (
        <p className="promptpay__hint">กรอกจำนวนเงินด้านบน แล้ว QR สำหรับยอดนั้นจะแสดงที่นี่</p>
      ) : qr && 'error' in qr ? (
        <Alert kind="error">{qr.error}</Alert>
      ) : !shown ? (
        <span className="skeleton promptpay__qr" role="img" aria-busy="true" aria-label="กำลังสร้าง QR" />
      ) : (
        <>
          <img
            className="promptpay__qr"
            src={shown.image}
            width={240}
            height={240}
            alt={`QR พร้อมเพย์ ยอด ${formatBalance(shown.payload.amount)} บาท`}
          />
          <p className="promptpay__amount" data-testid="promptpay-amount">
            {formatBalance(shown.payload.amount)} บาท
          </p>
          <p className="promptpay__words">({bahtText(shown.payload.amount.toFixed(2))})</p>
          <Button variant="outline" onClick={() => void save()}>
            บันทึกรูป QR
          </Button>
          <p className="promptpay__how">
            กด “บันทึกรูป QR” (หรือกดค้างที่รูป) แล้วเปิดแอปธนาคาร เลือกสแกนจากรูปภาพ ยอดเงินจะขึ้นให้ตรงกับที่กรอกไว้ จากนั้นแนบสลิปด้านล่าง
          </p>
        </>
      )}
    </Box>
  );
}
