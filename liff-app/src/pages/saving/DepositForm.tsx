import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { BankAccountCard } from '../../features/money/BankAccountCard';
import { PromptPayCard } from '../../features/payments/PromptPayCard';
import { TermsList } from '../../features/money/TermsList';
import { failureContent } from '../../features/money/failure-content';
import { minimumText } from '../../features/money/amount-rules';
import { TERMS_ALERT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { useSlipForm } from '../../features/money/use-slip-form';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { Checkbox, Field } from '../../ui/Field';
import { PhotoField } from '../../ui/PhotoField';
import { UploadProgress } from '../../ui/UploadProgress';

/**
 * Deposit (docs/product.md "Member app: savings type 1 (/saving)"): amount (the shop's minimum beside it), amount in words, transfer slip, terms; the toast (docs/product.md "Messages").
 * Then a receipt with the reference number instead of a page reload; `onSent` refreshes the balance and
 * history behind it. It is the tab /saving opens on.
 */
export function DepositForm({ onSent, onShowHistory }: { onSent(): void; onShowHistory(): void }) {
  const rules = useMoneyRules();
  const f = useSlipForm({
    id: 'deposit',
    minimum: rules.deposit,
    hold: (v) => (v.terms ? undefined : TERMS_ALERT),
    post: (v, key, onUploadProgress) =>
      api(
        savingCalls.createSaving,
        { body: formData({ amount: v.amount, amountString: v.amountString.trim(), proof: v.proof }), headers: { 'Idempotency-Key': key } },
        { onUploadProgress },
      ),
    failure: failureContent,
    what: 'create-saving',
    onSent,
  });
  const { form } = f;
  const v = form.values;

  if (f.sent) {
    return (
      <MoneyReceipt
        title="แจ้งฝากเงินแล้ว"
        reference={f.sent.id}
        amount={f.sent.amount}
        time={f.sent.at}
        next="เจ้าหน้าที่จะตรวจสอบสลิปกับยอดเงินเข้าบัญชีของร้าน เมื่ออนุมัติแล้วยอดนี้จะรวมในยอดเงินออมคงเหลือ และคุณจะได้รับข้อความแจ้งผลทาง LINE หากไม่อนุมัติ ร้านจะแจ้งเหตุผลไว้ในประวัติ"
        onDone={f.clearSent}
        doneText="ฝากเพิ่ม"
        secondary={{
          text: 'ดูประวัติ',
          onClick: () => {
            f.clearSent();
            onShowHistory();
          },
        }}
      />
    );
  }

  return (
    <div className="money-stack">
      <BankAccountCard />
      <form id="deposit" className="money-form" onSubmit={f.submit} noValidate>
        <AmountField
          ids={{ amount: form.idOf('amount'), amountString: form.idOf('amountString') }}
          label="จำนวนเงินที่ฝาก"
          value={v}
          onChange={form.set}
          errors={{ amount: form.field('amount').error }}
          hint={
            rules.deposit && (
              <span className="amount-minimum" data-testid="amount-minimum">
                {minimumText(rules.deposit)}
              </span>
            )
          }
        />
        <PromptPayCard amount={v.amount} purpose="deposit" />
        <Field label="สลิปการโอนเงิน" {...form.field('proof')}>
          {(control) => <PhotoField control={control} alt="สลิปการโอนเงิน" value={v.proof} onChange={(proof) => form.set({ proof })} />}
        </Field>
        <details className="terms-details">
          <summary>อ่านเงื่อนไขการออมทอง</summary>
          <TermsList type={1} />
        </details>
        <Checkbox
          id={form.idOf('terms')}
          className="money-form__terms"
          checked={v.terms}
          onChange={(e) => form.set({ terms: e.target.checked })}
          label="ข้าพเจ้ายอมรับเงื่อนไขการออมทอง"
        />
        <UploadProgress busy={f.busy} progress={f.progress} retryable={f.retryable} onRetry={() => f.submit()} />
        <Button type="submit" submit busy={f.busy}>
          ยืนยันการฝาก
        </Button>
      </form>
    </div>
  );
}
