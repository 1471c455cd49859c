import { useState, type ReactNode } from 'react';
import { toast } from '../../ui/Toast';
import { useForm } from '../../ui/use-form';
import { amountError, type Minimum } from './amount-rules';
import { OK_TEXT, SLIP_REQUIRED_TEXT, SUCCESS_SECONDS } from './messages';
import { moneyCodes } from './money-codes';
import { useSubmit } from './use-submit';
import type { Sent } from './sent';

export interface SlipValues {
  amount: string;
  amountString: string;
  proof?: File;
  /** The deposit's terms checkbox (the instalment has none). */
  terms: boolean;
}

const EMPTY: SlipValues = { amount: '', amountString: '', proof: undefined, terms: false };

interface Options {
  /** The form's id; its inputs' ids start with it ('deposit-amount', 'deposit-proof'). */
  id: string;
  /** The shop's minimum for this amount (useMoneyRules). */
  minimum: Minimum | undefined;
  /** Sends the form: the money call with the Idempotency-Key and the upload's progress. */
  post(values: SlipValues, idempotencyKey: string, onProgress: (fraction: number) => void): Promise<{ id: number }>;
  /** A reason not to send yet once the fields are right (the deposit's terms alert), shown as a warning. */
  hold?(values: SlipValues): string | undefined;
  /** The failure toast for a refusal or a lost connection. */
  failure(error: unknown): ReactNode;
  /** What was sent, for the console ('create-saving'). */
  what: string;
  /** Accepted: the screen reloads what the request changed (balance, history, contract). */
  onSent(): void;
}

/**
 * An amount sent with a transfer slip (the deposit, the instalment): the fields and their checks, the send
 * with its progress and retry (one Idempotency-Key until answered), SPEC §8's toasts, the receipt's figures
 * once accepted, and the server's refusal under the field its code is about (a repeated slip, an amount under
 * the shop's minimum).
 */
export function useSlipForm({ id, minimum, post, hold, failure, what, onSent }: Options) {
  const form = useForm<SlipValues>({
    id,
    initial: EMPTY,
    rules: (v) => ({ amount: amountError(v.amount, { minimum }), proof: v.proof ? undefined : SLIP_REQUIRED_TEXT }),
    codes: moneyCodes({ amount: 'amount', photo: 'proof' }),
  });
  const { busy, submit, progress, retryable } = useSubmit();
  const [sent, setSent] = useState<Sent>();

  const send = async (v: SlipValues) => {
    const held = hold?.(v);
    if (held) return toast('warning', held);
    const res = await submit((key, onProgress) => post(v, key, onProgress));
    if (!res) return;
    if (res.ok) {
      toast('success', OK_TEXT, SUCCESS_SECONDS);
      setSent({ id: res.value.id, amount: Number(v.amount), at: new Date().toISOString() });
      form.reset();
      onSent();
    } else {
      console.error(`${what} failed`, res.error);
      toast('error', failure(res.error));
      form.refuse(res.error);
    }
  };

  return { id, form, submit: form.onSubmit(send), busy, progress, retryable, sent, clearSent: () => setSent(undefined) };
}
