import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatAmount } from '../../lib/format';
import { Field } from '../../components/Field';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { AmountFields } from '../../features/money/AmountFields';
import { PromptPayCard } from '../../features/payments/PromptPayCard';
import { ImageField } from '../../features/money/ImageField';
import { UploadProgress } from '../../features/money/UploadProgress';
import { formatThaiDate } from '../../features/money/format';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { useSlipForm } from '../../features/money/use-slip-form';

/**
 * 'ชำระเงิน': an instalment for the latest request (SPEC §4), amount and slip; only offered on a contract in
 * force. The shop's minimum stands beside the amount, the next instalment can be filled in with one tap,
 * the slip shows its progress on the way, and the member gets a receipt with the reference number.
 */
export function PaymentTab({ latest, onPaid }: { latest: DownRequest; onPaid(): void }) {
  const rules = useMoneyRules();
  const f = useSlipForm({
    id: 'down-pay',
    minimum: rules.instalment,
    post: (v, key, onUploadProgress) =>
      api(
        downCalls.pay,
        { body: formData({ downId: String(latest.down_id), amount: v.amount, proof: v.proof }), headers: { 'Idempotency-Key': key } },
        { onUploadProgress },
      ),
    failure: (error) => `Error submitting form: ${error instanceof Error ? error.message : String(error)}`,
    what: 'submit-payment',
    onSent: onPaid,
  });
  const next = latest.NextInstalment;
  const v = f.values;

  if (f.sent) {
    return (
      <MoneyReceipt
        title="แจ้งชำระเงินงวดแล้ว"
        reference={f.sent.id}
        amount={f.sent.amount}
        time={f.sent.at}
        details={[{ label: 'สัญญา', value: latest.Prod_type ?? `เลขที่ ${latest.down_id}` }]}
        next="เจ้าหน้าที่จะตรวจสอบสลิปกับยอดเงินเข้าบัญชีของร้าน เมื่ออนุมัติแล้วยอดนี้จะนับเป็นยอดที่ชำระแล้วในสัญญา และคุณจะได้รับข้อความแจ้งผลทาง LINE หากสลิปไม่ถูกต้อง ร้านจะแจ้งเหตุผลไว้ในประวัติการชำระ"
        onDone={f.clearSent}
        doneText="กลับไปหน้าชำระเงิน"
      />
    );
  }

  return (
    <div className="money-stack">
      <p>โอนเงินเข้าบัญชีของร้านด้านบน หรือสแกน QR พร้อมเพย์ แล้วแนบสลิปเพื่อแจ้งชำระเงิน</p>
      <form id="down-payment" className="money-form" onSubmit={f.send} noValidate>
        <AmountFields
          id={f.id}
          label="จำนวนเงินที่ชำระ"
          words={false}
          value={v}
          onChange={f.set}
          errors={f.errors}
          minimum={rules.instalment}
          extra={
            next && (
              <div className="next-fill" data-testid="next-fill">
                <span>
                  งวดถัดไป {formatAmount(next.amount)} บาท กำหนด {formatThaiDate(next.dueDate)}
                  {next.daysOverdue > 0 && <strong className="overdue-text"> (เกินกำหนด {next.daysOverdue} วัน)</strong>}
                </span>
                <button type="button" className="btn btn--outline next-fill__button" onClick={() => f.set({ amount: next.amount.toFixed(2).replace(/\.00$/, '') })}>
                  ใส่ยอดงวดนี้
                </button>
              </div>
            )
          }
        />
        <PromptPayCard amount={v.amount} purpose="instalment" />
        <Field id={f.ids.proof} label="สลิปการโอนเงิน" error={f.errors.proof}>
          {(control) => <ImageField {...control} alt="สลิปการโอนเงิน" value={v.proof} onChange={(proof) => f.set({ proof })} />}
        </Field>
        <UploadProgress busy={f.busy} progress={f.progress} retryable={f.retryable} onRetry={() => void f.send()} />
        <button type="submit" className="btn btn--primary money-submit" disabled={f.busy} aria-busy={f.busy}>
          {f.busy && <span className="spinner spinner--small" aria-hidden="true" />} ส่งหลักฐานการชำระเงิน
        </button>
      </form>
    </div>
  );
}
