import type { ReactNode } from 'react';
import { bahtText } from '../lib/baht-text';
import { sanitizeAmount } from '../lib/amount-input';
import { Field } from './Field';

export interface AmountValue {
  amount: string;
  /** The amount in Thai words; filled from the amount, which the member may still edit. */
  amountString: string;
}

/**
 * An amount in figures and, with `words`, in Thai words. Typing keeps digits and two decimals and fills the
 * words ('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์'); the member may still edit the words, and a later change of the
 * amount fills them again.
 */
export function AmountField({
  ids,
  label,
  value,
  onChange,
  errors = {},
  words = true,
  hint,
}: {
  /** The two inputs' ids (use-form's idOf). */
  ids: { amount: string; amountString: string };
  label: string;
  value: AmountValue;
  onChange(value: AmountValue): void;
  errors?: { amount?: string; amountString?: string };
  words?: boolean;
  /** Under the amount: the shop's minimum, the next instalment. */
  hint?: ReactNode;
}) {
  return (
    <>
      <Field id={ids.amount} label={label} error={errors.amount} hint={hint}>
        {(control) => (
          <span className="input-affix">
            <input
              {...control}
              className="input input--figures"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={value.amount}
              onChange={(e) => {
                const amount = sanitizeAmount(e.target.value);
                onChange({ amount, amountString: words ? bahtText(amount) : value.amountString });
              }}
            />
            <span className="input-affix__unit" aria-hidden="true">
              บาท
            </span>
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
