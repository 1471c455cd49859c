import { App, Button, Form } from 'antd';
import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { AmountFields } from '../../features/money/AmountFields';
import { ImageField } from '../../features/money/ImageField';
import { OK_TEXT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';

interface Values { amount: string; proof: File }

/** 'ชำระเงิน': an instalment for the latest request (SPEC §4), amount and slip. */
export function PaymentTab({ latest, onPaid }: { latest: DownRequest; onPaid(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useSubmit();
  const onFinish = async (v: Values) => {
    const res = await submit((key) =>
      api(downCalls.pay, {
        body: formData({ downId: String(latest.down_id), amount: v.amount, proof: v.proof }),
        headers: { 'Idempotency-Key': key },
      }),
    );
    if (!res) return;
    if (res.ok) {
      void message.success({ content: OK_TEXT, duration: 1.5 });
      form.resetFields();
      onPaid();
    } else {
      console.error('submit-payment failed', res.error);
      void message.error(`Error submitting form: ${res.error instanceof Error ? res.error.message : String(res.error)}`);
    }
  };
  return (
    <div className="money-stack">
      <p>โอนเงินเข้าบัญชีของร้านด้านบน แล้วแนบสลิปเพื่อแจ้งชำระเงิน</p>
      <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="down-payment">
        <AmountFields name="amount" label="จำนวนเงินที่ชำระ" words={false} />
        <Form.Item name="proof" label="สลิปการโอนเงิน" rules={[{ required: true, message: 'กรุณาแนบรูปสลิปการโอนเงิน' }]}>
          <ImageField alt="สลิปการโอนเงิน" />
        </Form.Item>
        <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
          ส่งหลักฐานการชำระเงิน
        </Button>
      </Form>
    </div>
  );
}
