import { useEffect, useState } from 'react';
import { paymentCalls, type PaymentPurpose, type PromptpayAnswer } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { formatBalance } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { bahtText } from '../money/baht-text';
import { isPositiveAmount } from '../money/format';
import { toast } from '../../components/toast';
import './promptpay.css';

/** Typing pauses this long before the QR is asked for, so each keystroke does not cost a request. */
const TYPING_MS = 400;

type Qr = { payload: PromptpayAnswer; image: string } | { error: string } | null;

/**
 * Pay by Thai QR (PromptPay) for exactly the amount typed in the form, to the receiver the owner set
 * (docs/decisions.md "Payments"). Nothing at all while the shop has no PromptPay: the bank account above
 * stays the way to pay. The server makes the payload and checks the amount as the payment will.
 */
export function PromptPayCard({ amount, purpose }: { amount: string; purpose: PaymentPurpose }) {
  const receiver = useApi(paymentCalls.receiver).data?.receiver;
  const [qr, setQr] = useState<Qr>(null);
  const ready = receiver && isPositiveAmount(amount);

  useEffect(() => {
    setQr(null);
    if (!ready) return;
    let live = true;
    const timer = window.setTimeout(async () => {
      try {
        const [payload, { qrDataUrl }] = await Promise.all([api(paymentCalls.promptpay, { query: { amount, purpose } }), import('./qr-image')]);
        if (live) setQr({ payload, image: qrDataUrl(payload.payload) });
      } catch (error) {
        if (live) setQr({ error: error instanceof ApiError ? error.message : 'สร้าง QR ไม่สำเร็จ กรุณาลองใหม่ หรือโอนเข้าบัญชีธนาคารของร้าน' });
      }
    }, TYPING_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [ready, amount, purpose]);

  if (!receiver) return null;
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
    <section className="promptpay" aria-labelledby="promptpay-title" data-testid="promptpay">
      <h3 id="promptpay-title" className="promptpay__title">
        สแกนจ่ายด้วยพร้อมเพย์
      </h3>
      <p className="promptpay__to">
        {receiver.receiverName} · {receiver.receiverMasked}
      </p>
      {!ready ? (
        <p className="promptpay__hint">กรอกจำนวนเงินด้านบน แล้ว QR สำหรับยอดนั้นจะแสดงที่นี่</p>
      ) : qr && 'error' in qr ? (
        <p className="promptpay__error" role="alert">
          {qr.error}
        </p>
      ) : !shown ? (
        <div className="promptpay__qr promptpay__qr--loading" aria-busy="true" aria-label="กำลังสร้าง QR" />
      ) : (
        <>
          <img className="promptpay__qr" src={shown.image} width={240} height={240} alt={`QR พร้อมเพย์ ยอด ${formatBalance(shown.payload.amount)} บาท`} />
          <p className="promptpay__amount" data-testid="promptpay-amount">
            {formatBalance(shown.payload.amount)} บาท
          </p>
          <p className="promptpay__words">({bahtText(shown.payload.amount.toFixed(2))})</p>
          <button type="button" className="btn btn--outline promptpay__save" onClick={() => void save()}>
            บันทึกรูป QR
          </button>
          <p className="promptpay__how">
            กด “บันทึกรูป QR” (หรือกดค้างที่รูป) แล้วเปิดแอปธนาคาร เลือกสแกนจากรูปภาพ ยอดเงินจะขึ้นให้ตรงกับที่กรอกไว้ จากนั้นแนบสลิปด้านล่าง
          </p>
        </>
      )}
    </section>
  );
}
