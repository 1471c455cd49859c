import { useState } from 'react';
import { savingCalls, referenceOf } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { TermsList } from '../../features/money/TermsList';
import { minimumText } from '../../features/money/amount-rules';
import { TERMS_ALERT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { PayPanel } from '../../features/payments/PayPanel';
import { usePayForm } from '../../features/payments/use-pay-form';
import { usePlannedAmount } from '../../features/payments/use-planned-amount';
import { Checkbox } from '../../ui/Field';
import { paymentHeaders } from '../../lib/liff';

/**
 * Deposit (docs/product.md "Member app: savings type 1 (/saving)"): amount (the shop's minimum beside it), amount in words, transfer slip, terms; the toast (docs/product.md "Messages").
 * Then a receipt with the reference number instead of a page reload; `onSent` refreshes the balance and
 * history behind it. It is the tab /saving opens on.
 */
export function DepositForm({ onSent, onShowHistory }: { onSent(): void; onShowHistory(): void }) {
  const rules = useMoneyRules();
  const [terms, setTerms] = useState(false);
  const pay = usePayForm({
    id: 'deposit',
    minimum: rules.deposit,
    hold: () => (terms ? undefined : TERMS_ALERT),
    send: (v, key, onUploadProgress) =>
      api(
        savingCalls.createSaving,
        { body: formData({ amount: v.amount, amountString: v.amountString.trim(), proof: v.proof }), headers: paymentHeaders(key) },
        { onUploadProgress },
      ),
    what: 'create-saving',
    onSent: () => {
      setTerms(false);
      onSent();
    },
  });
  usePlannedAmount(pay.form.set, true);

  if (pay.sent) {
    return (
      <MoneyReceipt
        title="แจ้งฝากเงินแล้ว"
        reference={referenceOf('saving', pay.sent.id)}
        amount={pay.sent.amount}
        time={pay.sent.at}
        next="เจ้าหน้าที่จะตรวจสอบสลิปกับยอดเงินเข้าบัญชีของร้าน เมื่ออนุมัติแล้วยอดนี้จะรวมในยอดเงินออมคงเหลือ และคุณจะได้รับข้อความแจ้งผลทาง LINE หากไม่อนุมัติ ร้านจะแจ้งเหตุผลไว้ในประวัติ"
        onDone={pay.clearSent}
        doneText="ฝากเพิ่ม"
        secondary={{
          text: 'ดูประวัติ',
          onClick: () => {
            pay.clearSent();
            onShowHistory();
          },
        }}
      />
    );
  }

  return (
    <PayPanel
      pay={pay}
      purpose="deposit"
      target={{ account: 'saving' }}
      formId="deposit"
      amountLabel="จำนวนเงินที่ฝาก"
      words
      amountHint={
        rules.deposit && (
          <span className="amount-minimum" data-testid="amount-minimum">
            {minimumText(rules.deposit)}
          </span>
        )
      }
      after={
        <>
          <details className="terms-details">
            <summary>อ่านเงื่อนไขการออมทอง</summary>
            <TermsList type={1} />
          </details>
          <Checkbox
            id="deposit-terms"
            className="money-form__terms"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            label="ข้าพเจ้ายอมรับเงื่อนไขการออมทอง"
          />
        </>
      }
      submitText="ยืนยันการฝาก"
    />
  );
}
