import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import { minimumText, type Minimum } from './amount-rules';
import { bahtText } from './baht-text';
import { sanitizeAmount } from './format';
import './money-forms.css';

export interface AmountValue {
  amount: string;
  /** The amount in Thai words; filled from the amount, which the member may still edit. */
  amountString: string;
}

interface Props {
  /** Ids of the inputs start with it ('deposit' → 'deposit-amount'). */
  id: string;
  label: string;
  value: AmountValue;
  onChange(value: AmountValue): void;
  errors?: { amount?: string; amountString?: string };
  /** Show the amount-in-words field (SPEC: deposit and withdrawals; not the type 2 instalment). */
  words?: boolean;
  /** The shop's minimum, shown under the field (the form checks it with amountError). */
  minimum?: Minimum;
  /** More help under the field (e.g. the next instalment). */
  extra?: ReactNode;
}

/** The inputs' ids for a form's `id` ('deposit' → 'deposit-amount', 'deposit-words'). */
export const amountFieldIds = (id: string) => ({ amount: `${id}-amount`, amountString: `${id}-words` });

/**
 * An amount and its Thai baht text, plain elements (the deposit and the instalment, the forms a member opens
 * first). Typing the amount keeps digits and two decimals and fills the words ('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์');
 * the member may still edit the words, and a later change of the amount fills them again.
 */
export function AmountFields({ id, label, value, onChange, errors = {}, words = true, minimum, extra }: Props) {
  const ids = amountFieldIds(id);
  const hint =
    minimum || extra ? (
      <>
        {minimum && <span className="amount-minimum" data-testid="amount-minimum">{minimumText(minimum)}</span>}
        {extra}
      </>
    ) : undefined;
  return (
    <>
      <Field id={ids.amount} label={label} error={errors.amount} hint={hint}>
        {(control) => (
          <span className="amount-input">
            <input
              {...control}
              className="input amount-input__field"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={value.amount}
              onChange={(e) => {
                const amount = sanitizeAmount(e.target.value);
                onChange({ amount, amountString: words ? bahtText(amount) : value.amountString });
              }}
            />
            <span className="amount-input__unit" aria-hidden="true">บาท</span>
          </span>
        )}
      </Field>
      {words && (
        <Field id={ids.amountString} label="จำนวนเงิน (ตัวอักษร)" error={errors.amountString}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              maxLength={300}
              value={value.amountString}
              onChange={(e) => onChange({ ...value, amountString: e.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}
