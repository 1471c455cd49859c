import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { goldAccountCalls as calls } from '../../../contract/gold-account';
import { badRequest } from '../../lib/http-error';
import type { PaymentKind } from '../payments/take-payment';
import { requireGoldAccount, requireGoldOffered } from './account';
import { unitsForAmount } from './grams';
import type { GoldTransaction } from './ledger';
import { requireBuyingPrice, type GoldPrice } from './price';
import { requireWithinGoldRules } from './rules';

const { goldTransactions: txs } = schema;

/**
 * A gold deposit (docs/product.md "Member app: gold account (/gold-account)"): the member transferred baht and
 * sends the slip; the grams are counted inside the payment's own transaction, at the bar sell-out price in
 * force when the server receives the slip (docs/decisions.md "Gold account: price at receipt"), and kept on
 * the pending row; staff approval credits exactly those grams. Taken by the one payment flow.
 */
export function goldDepositPayment(
  app: FastifyInstance,
): PaymentKind<
  typeof calls.deposit.upload.fields,
  { amountSatang: number },
  { accountId: number; price: GoldPrice; units: number },
  GoldTransaction
> {
  return {
    slip: 'gold',
    upload: calls.deposit.upload,
    parse: (_fields, amountSatang) => ({ amountSatang }),
    // Refused before the slip is read: a paused price or a closed service changes nothing.
    early(db, member) {
      requireGoldOffered(db);
      requireGoldAccount(db, member.id);
      requireBuyingPrice(app, db);
    },
    byKey: (tx, userId, key) =>
      tx
        .select()
        .from(txs)
        .where(and(eq(txs.userId, userId), eq(txs.idempotencyKey, key)))
        .get(),
    sameRequest: (prev) => prev.kind === 'deposit',
    check(tx, member, input) {
      requireGoldOffered(tx);
      const account = requireGoldAccount(tx, member.id);
      const price = requireBuyingPrice(app, tx);
      const units = unitsForAmount(input.amountSatang, price.sellOut);
      requireWithinGoldRules(tx, member.id, input.amountSatang, units);
      if (units === 0) throw badRequest('TOO_LITTLE_GOLD', 'ยอดเงินนี้ซื้อทองได้ไม่ถึง 0.0001 กรัม');
      return { accountId: account.id, price, units };
    },
    insert: (tx, { member, input, checked, proof, key }) =>
      tx
        .insert(txs)
        .values({
          userId: member.id,
          accountId: checked.accountId,
          kind: 'deposit',
          units: checked.units,
          amountSatang: input.amountSatang,
          priceSatang: checked.price.sellOut,
          priceId: checked.price.id,
          proof,
          idempotencyKey: key,
        })
        .returning()
        .get(),
  };
}
