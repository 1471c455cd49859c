import { useState } from 'react';
import { App, Button, Form } from 'antd';
import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatAmount } from '../../lib/format';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { AmountFields } from '../../features/money/AmountFields';
import { ImageField } from '../../features/money/ImageField';
import { UploadProgress } from '../../features/money/UploadProgress';
import { formatThaiDate } from '../../features/money/format';
import { OK_TEXT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { showFieldError } from '../../features/money/field-errors';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { useSubmit } from '../../features/money/use-submit';
import type { Sent } from '../../features/money/sent';

interface Values { amount: string; proof: File }

/**
 * 'ชำระเงิน': an instalment for the latest request (SPEC §4), amount and slip; only offered on a contract in
 * force. The shop's minimum stands beside the amount, the next instalment can be filled in with one tap,
 * the slip shows its progress on the way, and the member gets a receipt with the reference number.
 */
export function PaymentTab({ latest, onPaid }: { latest: DownRequest; onPaid(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { busy, submit, progress, retryable } = useSubmit();
  const rules = useMoneyRules();
  const [sent, setSent] = useState<Sent>();
  const next = latest.NextInstalment;

  const onFinish = async (v: Values) => {
    const res = await submit((key, onUploadProgress) =>
      api(
        downCalls.pay,
        { body: formData({ downId: String(latest.down_id), amount: v.amount, proof: v.proof }), headers: { 'Idempotency-Key': key } },
        { onUploadProgress },
      ),
    );
    if (!res) return;
    if (res.ok) {
      void message.success({ content: OK_TEXT, duration: 1.5 });
      setSent({ id: res.value.id, amount: Number(v.amount), at: new Date().toISOString() });
      form.resetFields();
      onPaid();
    } else {
      console.error('submit-payment failed', res.error);
      void message.error(`Error submitting form: ${res.error instanceof Error ? res.error.message : String(res.error)}`);
      // The server's reason under the field to change (a repeated slip, an amount under the minimum).
      showFieldError(form, res.error, { amount: 'amount', slip: 'proof' });
    }
  };

  if (sent) {
    return (
      <MoneyReceipt
        title="แจ้งชำระเงินงวดแล้ว"
        reference={sent.id}
        amount={sent.amount}
        time={sent.at}
        details={[{ label: 'สัญญา', value: latest.Prod_type ?? `เลขที่ ${latest.down_id}` }]}
        next="เจ้าหน้าที่จะตรวจสอบสลิปกับยอดเงินเข้าบัญชีของร้าน เมื่ออนุมัติแล้วยอดนี้จะนับเป็นยอดที่ชำระแล้วในสัญญา และคุณจะได้รับข้อความแจ้งผลทาง LINE หากสลิปไม่ถูกต้อง ร้านจะแจ้งเหตุผลไว้ในประวัติการชำระ"
        onDone={() => setSent(undefined)}
        doneText="กลับไปหน้าชำระเงิน"
      />
    );
  }

  return (
    <div className="money-stack">
      <p>โอนเงินเข้าบัญชีของร้านด้านบน แล้วแนบสลิปเพื่อแจ้งชำระเงิน</p>
      <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="down-payment">
        <AmountFields
          name="amount"
          label="จำนวนเงินที่ชำระ"
          words={false}
          minimum={rules.instalment}
          extra={
            next && (
              <div className="next-fill" data-testid="next-fill">
                <span>
                  งวดถัดไป {formatAmount(next.amount)} บาท กำหนด {formatThaiDate(next.dueDate)}
                  {next.daysOverdue > 0 && <strong className="overdue-text"> (เกินกำหนด {next.daysOverdue} วัน)</strong>}
                </span>
                <Button size="small" className="next-fill__button" onClick={() => form.setFieldValue('amount', next.amount.toFixed(2).replace(/\.00$/, ''))}>
                  ใส่ยอดงวดนี้
                </Button>
              </div>
            )
          }
        />
        <Form.Item name="proof" label="สลิปการโอนเงิน" rules={[{ required: true, message: 'กรุณาแนบรูปสลิปการโอนเงิน' }]}>
          <ImageField alt="สลิปการโอนเงิน" />
        </Form.Item>
        <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
        <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
          ส่งหลักฐานการชำระเงิน
        </Button>
      </Form>
    </div>
  );
}
