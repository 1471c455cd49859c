import type { ReactNode } from 'react';
import type { PaymentPurpose, PayTarget } from '@goldshop/api/contract';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PhotoField } from '../../ui/PhotoField';
import { UploadProgress } from '../../ui/UploadProgress';
import { PayTo } from './PayTo';
import type { PayForm } from './use-pay-form';

/**
 * The one pay panel (docs/product.md "Paying the shop"): the screen's own fields, the amount (typed, or the
 * server's quote shown by the screen), the ways to pay the owner has switched on (the Thai QR for exactly that
 * amount with its save button, and the shop's bank account), the slip with its progress and retry, the
 * errors, and the send button. The deposit, the instalment and the pawn payment all use it; `usePayForm`
 * holds its state.
 */
export function PayPanel({
  pay,
  purpose,
  target,
  formId,
  amountLabel = 'จำนวนเงินที่ชำระ',
  words = false,
  amountHint,
  before,
  after,
  submitText,
  disabled = false,
}: {
  pay: PayForm;
  purpose: PaymentPurpose;
  /** What is paid, so the money goes to the branch that keeps it (PayTo). */
  target?: PayTarget;
  /** The form element's id (the e2e flows and the page's links find the form by it). */
  formId: string;
  amountLabel?: string;
  /** The amount in Thai words too (the deposit's). */
  words?: boolean;
  /** Under a typed amount: the shop's minimum, the next instalment. */
  amountHint?: ReactNode;
  /** The screen's own fields and figures, above the amount (the pawn's kind, months, branch and quote). */
  before?: ReactNode;
  /** After the slip (the deposit's terms). */
  after?: ReactNode;
  submitText: string;
  /** No amount to pay yet (a quote still loading or refused). */
  disabled?: boolean;
}) {
  const { form } = pay;
  const v = form.values;
  return (
    <form id={formId} className="money-form pay-panel" onSubmit={pay.submit} noValidate>
      {before}
      {!pay.fixed && (
        <AmountField
          ids={{ amount: form.idOf('amount'), amountString: form.idOf('amountString') }}
          label={amountLabel}
          words={words}
          value={v}
          onChange={form.set}
          errors={{ amount: form.field('amount').error }}
          hint={amountHint}
        />
      )}
      {/* With the server's amount, the ways to pay wait for it: nothing to pay before the quote. */}
      {(!pay.fixed || pay.amount) && <PayTo amount={pay.amount} purpose={purpose} target={target} />}
      <Field label="สลิปการโอนเงิน" {...form.field('proof')}>
        {(control) => <PhotoField control={control} alt="สลิปการโอนเงิน" value={v.proof} onChange={(proof) => form.set({ proof })} />}
      </Field>
      {after}
      <UploadProgress busy={pay.busy} progress={pay.progress} retryable={pay.retryable} onRetry={() => pay.submit()} />
      <Button type="submit" submit busy={pay.busy} disabled={disabled}>
        {submitText}
      </Button>
    </form>
  );
}
