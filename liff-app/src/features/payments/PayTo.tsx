import { paymentCalls, type PaymentPurpose, type PayTarget } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { BankAccountCard } from '../money/BankAccountCard';
import { PromptPayCard } from './PromptPayCard';

/**
 * Where the member pays, in one place for every pay screen (docs/product.md "Paying the shop"): the Thai QR
 * for exactly the amount while a receiver is set, and the bank account, named as the other way when the QR is
 * there and as the way when it is not. Both are those of the branch that keeps what is paid (`target`: the pawn
 * contract, the savings account, the type 2 contract; docs/decisions.md "Branches are rows"), each falling back
 * to the shop's; the branch is named above them. The bank account waits for the answer, so a branch's own
 * number never replaces the shop's under the member's finger.
 */
export function PayTo({ amount, purpose, target }: { amount: string; purpose: PaymentPurpose; target?: PayTarget }) {
  const to = useApi(paymentCalls.receiver, { query: target ?? {} });
  const receiver = to.data?.receiver;
  const branch = to.data?.branch;
  return (
    <>
      {branch && (
        <p className="pay-to__branch" data-testid="pay-to-branch">
          ชำระให้สาขา{branch.name}
        </p>
      )}
      {receiver && <PromptPayCard amount={amount} purpose={purpose} receiver={receiver} target={target} />}
      {(to.data || to.failed) && (
        <BankAccountCard
          title={receiver ? `หรือโอนเข้าบัญชีของ${to.data?.bankAccount && branch ? `สาขา${branch.name}` : 'ร้าน'}` : 'บัญชีสำหรับโอนเงิน'}
          level={3}
          account={to.data?.bankAccount ?? undefined}
        />
      )}
    </>
  );
}
