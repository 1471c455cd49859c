import { useState, type ReactNode } from 'react';
import { toast } from '../../ui/Toast';
import { useForm } from '../../ui/use-form';
import { amountError, type Minimum } from '../money/amount-rules';
import { failureContent } from '../money/failure-content';
import { OK_TEXT, SLIP_REQUIRED_TEXT, SUCCESS_SECONDS } from '../money/messages';
import { moneyCodes } from '../money/money-codes';
import type { Sent } from '../money/sent';
import { useSubmit } from '../money/use-submit';

export interface PayValues {
  amount: string;
  amountString: string;
  proof?: File;
}

const EMPTY: PayValues = { amount: '', amountString: '', proof: undefined };

export interface PayFormOptions<T> {
  /** The form's id; its inputs' ids start with it ('deposit-amount', 'deposit-proof'). */
  id: string;
  /**
   * The amount when the server sets it (a pawn contract's quote), undefined while it is not known; absent
   * when the member types it.
   */
  fixed?: { amount: number | undefined };
  /** The shop's minimum for a typed amount (useMoneyRules). */
  minimum?: Minimum;
  /**
   * A reason not to send yet once the panel's own fields are right: a text is shown as a warning (the
   * deposit's terms); `true` means the screen showed its own messages (the pawn's branch and day).
   */
  hold?(values: PayValues): string | boolean | undefined;
  /** Sends the payment: the money call with the Idempotency-Key and the upload's progress. */
  send(values: PayValues, idempotencyKey: string, onProgress: (fraction: number) => void): Promise<T>;
  /** The failure toast for a refusal or a lost connection (the shared money wording unless a screen has its own). */
  failure?(error: unknown): ReactNode;
  /** What was sent, for the console ('create-saving'). */
  what: string;
  /** Accepted: the screen shows the receipt and reloads what the payment changed. */
  onSent?(answer: T, sent: Sent): void;
  /** Refused: the screen may reload what the refusal says moved (a pawn quote that changed). */
  onRefused?(error: unknown): void;
}

/**
 * A payment with a transfer slip, the same on every screen that takes money (docs/product.md "Paying the
 * shop"): the amount (typed, or the server's), the slip, their checks, the send with its progress and retry
 * (one Idempotency-Key for one request until answered; a new one once the amount or the slip changes), the
 * toasts, the receipt's figures once accepted, and the server's refusal under the field its code is about.
 */
export function usePayForm<T extends { id: number; amount?: number }>(o: PayFormOptions<T>) {
  const fixed = o.fixed !== undefined;
  const form = useForm<PayValues>({
    id: o.id,
    initial: EMPTY,
    rules: (v) => ({
      amount: fixed ? undefined : amountError(v.amount, { minimum: o.minimum }),
      proof: v.proof ? undefined : SLIP_REQUIRED_TEXT,
    }),
    // With the server's amount, a refusal of the amount or the picture is about the slip.
    codes: moneyCodes({ amount: fixed ? 'proof' : 'amount', photo: 'proof' }),
  });
  const { busy, submit, progress, retryable } = useSubmit();
  const [sent, setSent] = useState<Sent>();
  const amount = fixed ? (o.fixed!.amount === undefined ? '' : o.fixed!.amount.toFixed(2)) : form.values.amount;

  const send = async (typed: PayValues) => {
    const v = { ...typed, amount };
    const held = o.hold?.(v);
    if (typeof held === 'string') toast('warning', held);
    if (held || !amount) return;
    const res = await submit((key, onProgress) => o.send(v, key, onProgress), [v.amount, v.amountString, v.proof]);
    if (!res) return;
    if (res.ok) {
      toast('success', OK_TEXT, SUCCESS_SECONDS);
      const receipt = { id: res.value.id, amount: res.value.amount ?? Number(v.amount), at: new Date().toISOString() };
      setSent(receipt);
      form.reset();
      o.onSent?.(res.value, receipt);
    } else {
      console.error(`${o.what} failed`, res.error);
      toast('error', (o.failure ?? failureContent)(res.error));
      form.refuse(res.error);
      o.onRefused?.(res.error);
    }
  };

  return {
    id: o.id,
    form,
    fixed,
    amount,
    submit: form.onSubmit(send),
    busy,
    progress,
    retryable,
    sent,
    clearSent: () => setSent(undefined),
  };
}
export type PayForm = ReturnType<typeof usePayForm>;
