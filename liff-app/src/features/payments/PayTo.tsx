import { paymentCalls, type PaymentPurpose } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { BankAccountCard } from '../money/BankAccountCard';
import { PromptPayCard } from './PromptPayCard';

/**
 * Where the member pays, in one place for every pay screen (docs/product.md "Paying the shop"): the Thai QR
 * for exactly the amount while the owner has PromptPay on, and the shop's bank account, named as the other
 * way when the QR is there and as the way when it is not (PromptPay switched off, or not asked yet).
 */
export function PayTo({ amount, purpose }: { amount: string; purpose: PaymentPurpose }) {
  const receiver = useApi(paymentCalls.receiver).data?.receiver;
  return (
    <>
      {receiver && <PromptPayCard amount={amount} purpose={purpose} receiver={receiver} />}
      <BankAccountCard title={receiver ? 'หรือโอนเข้าบัญชีของร้าน' : 'บัญชีสำหรับโอนเงิน'} level={3} />
    </>
  );
}
