import { useEffect, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import { amountError, minimumText, type Minimum } from './amount-rules';
import { bahtText } from './baht-text';
import { sanitizeAmount } from './format';
import './money-forms.css';

interface Props {
  /** The amount's form field: 'amount' (deposit, cash, instalment) or 'withdrawAmount' (goods). */
  name: string;
  label: string;
  /** Marks both fields required (withdrawals, SPEC §5). */
  required?: boolean;
  /** The most that may be asked for (a withdrawal's available balance). */
  max?: number;
  /** Show the amount-in-words field (SPEC: deposit and withdrawals; not the type 2 instalment). */
  words?: boolean;
  /**
   * The shop's minimum (contentCalls.moneyRules), shown beside the field and checked before sending, in the
   * server's words: { baht: 100, word: 'ยอดชำระ' } → 'ยอดชำระขั้นต่ำ 100 บาท'.
   */
  minimum?: Minimum;
  /** More help under the field (e.g. the next instalment). */
  extra?: ReactNode;
}

/**
 * An amount and its Thai baht text, as antd Form.Items (the withdrawal forms; the plain forms use
 * AmountFields, with the same rules). Typing the amount fills the words ('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์');
 * the member may still edit them, and a later change of the amount fills them again.
 */
export function AmountFormItems({ name, label, required = false, max, words = true, minimum, extra }: Props) {
  const form = Form.useFormInstance();
  const amount = Form.useWatch(name, form) as string | undefined;
  useEffect(() => {
    if (words && amount !== undefined) form.setFieldValue('amountString', bahtText(amount));
  }, [amount, words, form]);

  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={minimum || extra ? <>{minimum && <span className="amount-minimum" data-testid="amount-minimum">{minimumText(minimum)}</span>}{extra}</> : undefined}
        normalize={(v: string) => sanitizeAmount(v ?? '')}
        rules={[
          { required: true, message: 'กรุณากรอกจำนวนเงิน' },
          {
            validator: (_r, v: string | undefined) => {
              // Missing is the rule above's message; the rest is the one rule every money form shares.
              const problem = v ? amountError(v, { minimum, max }) : undefined;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" suffix="บาท" placeholder="0.00" />
      </Form.Item>
      {words && (
        <Form.Item
          name="amountString"
          label="จำนวนเงิน (ตัวอักษร)"
          rules={required ? [{ required: true, whitespace: true, message: 'กรุณากรอกจำนวนเงินเป็นตัวอักษร' }] : []}
        >
          <Input autoComplete="off" maxLength={300} />
        </Form.Item>
      )}
    </>
  );
}
