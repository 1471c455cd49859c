import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { Field } from '../../components/Field';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { AmountFields } from '../../features/money/AmountFields';
import { BankAccountCard } from '../../features/money/BankAccountCard';
import { PromptPayCard } from '../../features/payments/PromptPayCard';
import { ImageField } from '../../features/money/ImageField';
import { TermsList } from '../../features/money/TermsList';
import { UploadProgress } from '../../features/money/UploadProgress';
import { failureContent } from '../../features/money/failure-content';
import { TERMS_ALERT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { useSlipForm } from '../../features/money/use-slip-form';

/**
 * SPEC §2 deposit: amount (the shop's minimum beside it), amount in words, transfer slip, terms; §8's toast.
 * Then a receipt with the reference number instead of a page reload; `onSent` refreshes the balance and
 * history behind it. Plain elements: it is the tab /saving opens on.
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
  const v = f.values;

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
        secondary={{ text: 'ดูประวัติ', onClick: () => { f.clearSent(); onShowHistory(); } }}
      />
    );
  }

  return (
    <div className="money-stack">
      <BankAccountCard />
      <form id="deposit" className="money-form" onSubmit={f.send} noValidate>
        <AmountFields id={f.id} label="จำนวนเงินที่ฝาก" value={v} onChange={f.set} errors={f.errors} minimum={rules.deposit} />
        <PromptPayCard amount={v.amount} purpose="deposit" />
        <Field id={f.ids.proof} label="สลิปการโอนเงิน" error={f.errors.proof}>
          {(control) => <ImageField {...control} alt="สลิปการโอนเงิน" value={v.proof} onChange={(proof) => f.set({ proof })} />}
        </Field>
        <details className="terms-details">
          <summary>อ่านเงื่อนไขการออมทอง</summary>
          <TermsList type={1} />
        </details>
        <label className="checkbox money-form__terms">
          <input id={f.ids.terms} type="checkbox" checked={v.terms} onChange={(e) => f.set({ terms: e.target.checked })} />
          ข้าพเจ้ายอมรับเงื่อนไขการออมทอง
        </label>
        <UploadProgress busy={f.busy} progress={f.progress} retryable={f.retryable} onRetry={() => void f.send()} />
        <button type="submit" className="btn btn--primary money-submit" disabled={f.busy} aria-busy={f.busy}>
          {f.busy && <span className="spinner spinner--small" aria-hidden="true" />} ยืนยันการฝาก
        </button>
      </form>
    </div>
  );
}
