import { formatBalance } from '../../lib/format';
import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { bahtText } from './baht-text';
import { isPositiveAmount, sanitizeAmount } from './format';

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
}

/**
 * An amount and its Thai baht text. Typing the amount fills the words ('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์');
 * the member may still edit them, and a later change of the amount fills them again.
 */
export function AmountFields({ name, label, required = false, max, words = true }: Props) {
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
        normalize={(v: string) => sanitizeAmount(v ?? '')}
        rules={[
          { required: true, message: 'กรุณากรอกจำนวนเงิน' },
          {
            validator: (_r, v: string | undefined) => {
              if (!v) return Promise.resolve();
              if (!isPositiveAmount(v)) return Promise.reject(new Error('กรุณากรอกตัวเลขจำนวนเงินที่มากกว่า 0'));
              if (max !== undefined && Number(v) > max) return Promise.reject(new Error(`ยอดที่ถอนได้ไม่เกิน ${(formatBalance(max) ?? '-')} บาท`));
              return Promise.resolve();
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
