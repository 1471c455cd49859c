import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { savingCalls as calls } from '../../../contract/saving';
import { requireMinimum } from '../../lib/money-input';
import type { PaymentKind } from '../payments/take-payment';
import type { SavingTransaction } from './ledger';
import { requireActiveAccount } from './lifecycle';

const { savingTransactions: txs } = schema;

/**
 * A savings deposit (docs/product.md "Member app: savings type 1 (/saving)"): the member transferred money
 * and sends the slip; staff approve it into the ledger. Taken by the one payment flow (payments/take-payment.ts).
 */
export const depositPayment: PaymentKind<
  typeof calls.createSaving.upload.fields,
  { amountSatang: number; amountString: string },
  void,
  SavingTransaction
> = {
  slip: 'deposit',
  upload: calls.createSaving.upload,
  parse: (fields, amountSatang) => ({ amountSatang, amountString: fields.amountString?.trim() ?? '' }),
  // Deposits and withdrawals share the table, so one key names one of either.
  byKey: (tx, userId, key) =>
    tx
      .select()
      .from(txs)
      .where(and(eq(txs.userId, userId), eq(txs.idempotencyKey, key)))
      .get(),
  sameRequest: (prev, input) => prev.kind === 'deposit' && prev.amountString === input.amountString,
  check(tx, member, input) {
    requireActiveAccount(tx, member.id);
    requireMinimum(tx, 'deposit', input.amountSatang);
  },
  insert: (tx, { member, input, proof, key }) =>
    tx
      .insert(txs)
      .values({
        userId: member.id,
        kind: 'deposit',
        amountSatang: input.amountSatang,
        amountString: input.amountString,
        proof,
        idempotencyKey: key,
      })
      .returning()
      .get(),
};
