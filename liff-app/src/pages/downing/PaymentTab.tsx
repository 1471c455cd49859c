import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatAmount } from '../../lib/format';
import { thaiFirst } from '../../lib/thai-first';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { minimumText } from '../../features/money/amount-rules';
import { PromptPayCard } from '../../features/payments/PromptPayCard';
import { formatThaiDate } from '../../features/money/format';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { useSlipForm } from '../../features/money/use-slip-form';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PhotoField } from '../../ui/PhotoField';
import { UploadProgress } from '../../ui/UploadProgress';

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
  const f = useSlipForm({
    id: 'down-pay',
    minimum: rules.instalment,
    post: (v, key, onUploadProgress) =>
      api(
        downCalls.pay,
        { body: formData({ downId: String(latest.down_id), amount: v.amount, proof: v.proof }), headers: { 'Idempotency-Key': key } },
        { onUploadProgress },
      ),
    failure: paymentFailed,
    what: 'submit-payment',
    onSent: onPaid,
  });
  const { form } = f;
  const next = latest.NextInstalment;
  const v = form.values;

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
      <form id="down-payment" className="money-form" onSubmit={f.submit} noValidate>
        <AmountField
          ids={{ amount: form.idOf('amount'), amountString: form.idOf('amountString') }}
          label="จำนวนเงินที่ชำระ"
          words={false}
          value={v}
          onChange={form.set}
          errors={{ amount: form.field('amount').error }}
          hint={
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
                    <Button variant="outline" onClick={() => form.set({ amount: next.amount.toFixed(2).replace(/\.00$/, '') })}>
                      ใส่ยอดงวดนี้
                    </Button>
                  </div>
                )}
              </>
            )
          }
        />
        <PromptPayCard amount={v.amount} purpose="instalment" />
        <Field label="สลิปการโอนเงิน" {...form.field('proof')}>
          {(control) => <PhotoField control={control} alt="สลิปการโอนเงิน" value={v.proof} onChange={(proof) => form.set({ proof })} />}
        </Field>
        <UploadProgress busy={f.busy} progress={f.progress} retryable={f.retryable} onRetry={() => f.submit()} />
        <Button type="submit" submit busy={f.busy}>
          ส่งหลักฐานการชำระเงิน
        </Button>
      </form>
    </div>
  );
}
