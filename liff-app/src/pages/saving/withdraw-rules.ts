import { amountError } from '../../features/money/amount-rules';

/** The amount and its words of a withdrawal (SPEC §5: both required), within what may be withdrawn. */
export const withdrawAmountRules = (v: { withdrawAmount: string; amountString: string }, max: number | undefined) => ({
  withdrawAmount: amountError(v.withdrawAmount, { max }),
  amountString: v.amountString.trim() ? undefined : 'กรุณากรอกจำนวนเงินเป็นตัวอักษร',
});
