import { Button, Form, Input, Select } from 'antd';
import { PAYOUT_BANKS, PROMPTPAY_BANK, payoutPromptpayType } from '@goldshop/api/contract';
import { useSession } from '../../stores/session';
import { AmountFormItems } from '../../features/money/AmountFormItems';
import { IdCardFields } from './IdCardFields';
import { useWithdraw } from './use-withdraw';
import type { Sent } from '../../features/money/sent';
import { UploadProgress } from '../../features/money/UploadProgress';

/** Every Thai bank members are paid to, and PromptPay (api/contract/banks.ts: the server accepts only these). */
const BANK_OPTIONS = PAYOUT_BANKS.map((b) => ({ value: b, label: b === PROMPTPAY_BANK ? 'พร้อมเพย์ (เบอร์มือถือหรือเลขบัตรประชาชน)' : b }));

interface Values {
  withdrawAmount: string;
  amountString: string;
  bank: string;
  accountName: string;
  accountNumber: string;
  idCardImage: File;
  idCardImageBack: File;
}

/** SPEC §5 cash withdrawal: amount, amount in words, bank, account name and number, both ID images. */
export function WithdrawCashForm({ available, onSent }: { available?: number; onSent(sent: Sent): void }) {
  const [form] = Form.useForm<Values>();
  // The account is the member's own: the name the shop verified, which they may correct.
  const verifiedName = useSession((s) => s.verifiedName);
  const promptpay = Form.useWatch('bank', form) === PROMPTPAY_BANK;
  const { busy, progress, retryable, send } = useWithdraw(form, 'withdrawAmount', onSent);
  const onFinish = (v: Values) =>
    send({
      withdrawAmount: v.withdrawAmount,
      amountString: v.amountString.trim(),
      bank: v.bank,
      accountName: v.accountName.trim(),
      accountNumber: v.accountNumber.trim(),
      idCardImage: v.idCardImage,
      idCardImageBack: v.idCardImageBack,
    });

  return (
    <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="withdraw-cash" initialValues={{ accountName: verifiedName ?? undefined }}>
      <AmountFormItems name="withdrawAmount" label="จำนวนเงินที่ต้องการถอน" required max={available} />
      <Form.Item name="bank" label="ธนาคาร" rules={[{ required: true, message: 'กรุณาเลือกธนาคาร' }]}>
        <Select showSearch placeholder="เลือกธนาคารหรือพร้อมเพย์" options={BANK_OPTIONS} />
      </Form.Item>
      <Form.Item name="accountName" label="ชื่อบัญชี" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อบัญชี' }]}>
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label={promptpay ? 'เบอร์มือถือหรือเลขบัตรประชาชนที่ผูกพร้อมเพย์' : 'เลขที่บัญชี'}
        normalize={(v: string) => (v ?? '').replace(/[^\d-]/g, '')}
        dependencies={['bank']}
        rules={[
          { required: true, message: promptpay ? 'กรุณากรอกหมายเลขพร้อมเพย์' : 'กรุณากรอกเลขที่บัญชี' },
          promptpay
            ? { validator: (_, v: string) => (!v || payoutPromptpayType(v) ? Promise.resolve() : Promise.reject(new Error('พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขบัตรประชาชน 13 หลักที่ถูกต้อง'))) }
            : { pattern: /^[0-9-]{6,20}$/, message: 'เลขที่บัญชีต้องเป็นตัวเลข 6–20 หลัก' },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={20} />
      </Form.Item>
      <IdCardFields />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
      <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
        ยืนยันการถอนเงิน
      </Button>
    </Form>
  );
}
