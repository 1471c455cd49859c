import { downCalls, type DownRequest, referenceOf } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatAmount } from '../../lib/format';
import { thaiFirst } from '../../lib/thai-first';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { minimumText } from '../../features/money/amount-rules';
import { formatThaiDate } from '../../features/money/format';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { PayPanel } from '../../features/payments/PayPanel';
import { usePayForm } from '../../features/payments/use-pay-form';
import { Button } from '../../ui/Button';
import { paymentHeaders } from '../../lib/liff';

/** The payment error (docs/product.md "Messages"), after its Thai meaning; the server's reason, or what happened to the request. */
const paymentFailed = (error: unknown) =>
  thaiFirst('ส่งหลักฐานการชำระเงินไม่สำเร็จ', `Error submitting form: ${error instanceof Error ? error.message : String(error)}`);

/**
 * 'ชำระเงิน': an instalment for the latest request (docs/product.md "Member app: savings type 2 (/downing)"), amount and slip; only offered on a contract in
 * force. The shop's minimum stands beside the amount, the next instalment can be filled in with one tap,
 * the slip shows its progress on the way, and the member gets a receipt with the reference number.
 */
export function PaymentTab({ latest, onPaid }: { latest: DownRequest; onPaid(): void }) {
  const rules = useMoneyRules();
  const pay = usePayForm({
    id: 'down-pay',
    minimum: rules.instalment,
    send: (v, key, onUploadProgress) =>
      api(
        downCalls.pay,
        { body: formData({ downId: String(latest.down_id), amount: v.amount, proof: v.proof }), headers: paymentHeaders(key) },
        { onUploadProgress },
      ),
    failure: paymentFailed,
    what: 'submit-payment',
    onSent: onPaid,
  });
  const next = latest.NextInstalment;

  if (pay.sent) {
    return (
      <MoneyReceipt
        title="แจ้งชำระเงินงวดแล้ว"
        reference={referenceOf('down', pay.sent.id)}
        amount={pay.sent.amount}
        time={pay.sent.at}
        details={[{ label: 'สัญญา', value: latest.Prod_type ?? `เลขที่ ${latest.down_id}` }]}
        next="เจ้าหน้าที่จะตรวจสอบสลิปกับยอดเงินเข้าบัญชีของร้าน เมื่ออนุมัติแล้วยอดนี้จะนับเป็นยอดที่ชำระแล้วในสัญญา และคุณจะได้รับข้อความแจ้งผลทาง LINE หากสลิปไม่ถูกต้อง ร้านจะแจ้งเหตุผลไว้ในประวัติการชำระ"
        onDone={pay.clearSent}
        doneText="กลับไปหน้าชำระเงิน"
      />
    );
  }

  return (
    <div className="money-stack">
      <p>โอนเงินด้วย QR พร้อมเพย์หรือเข้าบัญชีของร้าน แล้วแนบสลิปเพื่อแจ้งชำระเงิน</p>
      <PayPanel
        pay={pay}
        purpose="instalment"
        target={{ account: 'down', down_id: latest.down_id }}
        formId="down-payment"
        amountHint={
          (rules.instalment || next) && (
            <>
              {rules.instalment && (
                <span className="amount-minimum" data-testid="amount-minimum">
                  {minimumText(rules.instalment)}
                </span>
              )}
              {next && (
                <div className="next-fill" data-testid="next-fill">
                  <span>
                    งวดถัดไป {formatAmount(next.amount)} บาท กำหนด {formatThaiDate(next.dueDate)}
                    {next.daysOverdue > 0 && <strong className="overdue-text"> (เกินกำหนด {next.daysOverdue} วัน)</strong>}
                  </span>
                  <Button variant="outline" onClick={() => pay.form.set({ amount: next.amount.toFixed(2).replace(/\.00$/, '') })}>
                    ใส่ยอดงวดนี้
                  </Button>
                </div>
              )}
            </>
          )
        }
        submitText="ส่งหลักฐานการชำระเงิน"
      />
    </div>
  );
}
