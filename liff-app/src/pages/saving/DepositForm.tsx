import { useState } from 'react';
import { App, Button, Checkbox, Form } from 'antd';
import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { AmountFields } from '../../features/money/AmountFields';
import { BankAccountCard } from '../../features/money/BankAccountCard';
import { ImageField } from '../../features/money/ImageField';
import { TermsList } from '../../features/money/TermsList';
import { UploadProgress } from '../../features/money/UploadProgress';
import { failureContent } from '../../features/money/failure-content';
import { showFieldError } from '../../features/money/field-errors';
import { OK_TEXT, SUCCESS_SECONDS, TERMS_ALERT } from '../../features/money/messages';
import { formData } from '../../features/money/request';
import { useMoneyRules } from '../../features/money/use-money-rules';
import { useSubmit } from '../../features/money/use-submit';
import type { Sent } from '../../features/money/sent';

interface Values { amount: string; amountString?: string; proof: File; terms?: boolean }

/**
 * SPEC §2 deposit: amount (the shop's minimum beside it), amount in words, transfer slip, terms; §8's toast.
 * Then a receipt with the reference number instead of a page reload; `onSent` refreshes the balance and
 * history behind it.
 */
export function DepositForm({ onSent, onShowHistory }: { onSent(): void; onShowHistory(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { busy, submit, progress, retryable } = useSubmit();
  const rules = useMoneyRules();
  const [sent, setSent] = useState<Sent>();

  const onFinish = async (v: Values) => {
    if (!v.terms) return void message.warning(TERMS_ALERT);
    const res = await submit((key, onUploadProgress) =>
      api(
        savingCalls.createSaving,
        { body: formData({ amount: v.amount, amountString: v.amountString?.trim(), proof: v.proof }), headers: { 'Idempotency-Key': key } },
        { onUploadProgress },
      ),
    );
    if (!res) return;
    if (res.ok) {
      void message.success({ content: OK_TEXT, duration: SUCCESS_SECONDS });
      setSent({ id: res.value.id, amount: Number(v.amount), at: new Date().toISOString() });
      form.resetFields();
      onSent();
    } else {
      console.error('create-saving failed', res.error);
      void message.error(failureContent(res.error));
      showFieldError(form, res.error, { amount: 'amount', slip: 'proof' });
    }
  };

  if (sent) {
    return (
      <MoneyReceipt
        title="แจ้งฝากเงินแล้ว"
        reference={sent.id}
        amount={sent.amount}
        time={sent.at}
        next="เจ้าหน้าที่จะตรวจสอบสลิปกับยอดเงินเข้าบัญชีของร้าน เมื่ออนุมัติแล้วยอดนี้จะรวมในยอดเงินออมคงเหลือ และคุณจะได้รับข้อความแจ้งผลทาง LINE หากไม่อนุมัติ ร้านจะแจ้งเหตุผลไว้ในประวัติ"
        onDone={() => setSent(undefined)}
        doneText="ฝากเพิ่ม"
        secondary={{ text: 'ดูประวัติ', onClick: () => { setSent(undefined); onShowHistory(); } }}
      />
    );
  }

  return (
    <div className="money-stack">
      <BankAccountCard />
      <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="deposit">
        <AmountFields name="amount" label="จำนวนเงินที่ฝาก" minimum={rules.deposit} />
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
        <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
        <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
          ยืนยันการฝาก
        </Button>
      </Form>
    </div>
  );
}
