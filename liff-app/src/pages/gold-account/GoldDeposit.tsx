import { goldAccountCalls, referenceOf } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { paymentHeaders } from '../../lib/liff';
import { formatAmount } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { minimumText } from '../../features/money/amount-rules';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { PayPanel } from '../../features/payments/PayPanel';
import { usePayForm } from '../../features/payments/use-pay-form';
import { PLAIN_AMOUNT, usePlannedAmount } from '../../features/payments/use-planned-amount';
import { formatThaiDate } from '../../features/money/format';

/**
 * A gold deposit (docs/product.md "Member app: gold account (/gold-account)"): the amount, the quote (the price
 * in force and the grams it buys) before sending, the QR to the account's branch and the slip. The server
 * counts the grams again when it receives the slip; the receipt shows what it counted.
 */
export function GoldDeposit({ onSent }: { onSent(): void }) {
  const rules = useMoneyRules();
  const pay = usePayForm({
    id: 'gold-deposit',
    minimum: rules.deposit,
    send: (v, key, onUploadProgress) =>
      api(
        goldAccountCalls.deposit,
        { body: formData({ amount: v.amount, proof: v.proof }), headers: paymentHeaders(key) },
        { onUploadProgress },
      ),
    what: 'gold-deposit',
    onSent,
  });
  usePlannedAmount(pay.form.set);
  const amount = pay.form.values.amount.trim();
  const quote = useApi(PLAIN_AMOUNT.test(amount) && Number(amount) > 0 ? goldAccountCalls.quote : null, { query: { amount } });

  if (pay.sent) {
    return (
      <MoneyReceipt
        title="แจ้งฝากซื้อทองแล้ว"
        reference={referenceOf('gold', pay.sent.id)}
        amount={pay.sent.amount}
        time={pay.sent.at}
        next="ร้านคิดกรัมทองที่ราคาขายออกขณะได้รับสลิปนี้ เมื่อเจ้าหน้าที่ตรวจสลิปและอนุมัติ กรัมทองจะเข้าบัญชี หากไม่อนุมัติ ร้านจะแจ้งเหตุผลไว้ในรายการ"
        onDone={pay.clearSent}
        doneText="ฝากเพิ่ม"
      />
    );
  }

  return (
    <PayPanel
      pay={pay}
      purpose="gold"
      target={{ account: 'gold' }}
      formId="gold-deposit"
      amountLabel="จำนวนเงินที่ฝากซื้อทอง"
      amountHint={
        <>
          {rules.deposit && <span className="amount-minimum">{minimumText(rules.deposit)}</span>}
          {quote.data && (
            <span className="gold-quote" data-testid="gold-quote">
              ได้ทองประมาณ <strong>{quote.data.grams} กรัม</strong> ที่ราคาขายออก {formatAmount(quote.data.price)} บาท (ราคาเมื่อ{' '}
              {formatThaiDate(quote.data.priceAt, true)}) ร้านคิดกรัมจริงที่ราคาขณะได้รับสลิป
            </span>
          )}
          {quote.failed && <span className="gold-quote">ยังคิดกรัมทองไม่ได้ในขณะนี้</span>}
        </>
      }
      submitText="ยืนยันการฝากซื้อทอง"
    />
  );
}
