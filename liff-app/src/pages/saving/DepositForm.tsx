import { useState } from 'react';
import { App, Button, Checkbox, Form } from 'antd';
import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { AmountFields } from '../../features/money/AmountFields';
import { BankAccountCard } from '../../features/money/BankAccountCard';
import { ImageField } from '../../features/money/ImageField';
import { TermsList } from '../../features/money/TermsList';
import { failureContent } from '../../features/money/failure-content';
import { OK_TEXT, SUCCESS_SECONDS, TERMS_ALERT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';

interface Values { amount: string; amountString?: string; proof: File; terms?: boolean }

/** SPEC §2 deposit: amount, amount in words, transfer slip, terms; §8 toasts and reload. */
export function DepositForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useSubmit();
  const [done, setDone] = useState(false);

  const onFinish = async (v: Values) => {
    if (!v.terms) return void message.warning(TERMS_ALERT);
    const res = await submit((key) =>
      api(savingCalls.createSaving, {
        body: formData({ amount: v.amount, amountString: v.amountString?.trim(), proof: v.proof }),
        headers: { 'Idempotency-Key': key },
      }),
    );
    if (!res) return;
    if (res.ok) {
      setDone(true);
      void message.success({ content: OK_TEXT, duration: SUCCESS_SECONDS });
      window.setTimeout(() => window.location.reload(), SUCCESS_SECONDS * 1000);
    } else {
      void message.error(failureContent(res.error));
    }
  };

  return (
    <div className="money-stack">
      <BankAccountCard />
      <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="deposit">
        <AmountFields name="amount" label="จำนวนเงินที่ฝาก" />
        <Form.Item name="proof" label="สลิปการโอนเงิน" rules={[{ required: true, message: 'กรุณาแนบรูปสลิปการโอนเงิน' }]}>
          <ImageField alt="สลิปการโอนเงิน" />
        </Form.Item>
        <details className="terms-details">
          <summary>อ่านเงื่อนไขการออมทอง</summary>
          <TermsList type={1} />
        </details>
        <Form.Item name="terms" valuePropName="checked">
          <Checkbox>ข้าพเจ้ายอมรับเงื่อนไขการออมทอง</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" className="money-submit" loading={busy} disabled={done}>
          ยืนยันการฝาก
        </Button>
      </Form>
    </div>
  );
}
