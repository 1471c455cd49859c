import { Button, Form, Input, Select } from 'antd';
import { AmountFormItems } from '../../features/money/AmountFormItems';
import { IdCardFields } from './IdCardFields';
import { useWithdraw } from './use-withdraw';
import type { Sent } from '../../features/money/sent';
import { UploadProgress } from '../../features/money/UploadProgress';

const BANKS = [
  'กสิกรไทย', 'กรุงเทพ', 'กรุงไทย', 'ไทยพาณิชย์', 'กรุงศรีอยุธยา', 'ทหารไทยธนชาต (ttb)', 'ออมสิน', 'ธ.ก.ส.',
  'อาคารสงเคราะห์', 'ยูโอบี', 'ซีไอเอ็มบี ไทย', 'เกียรตินาคินภัทร', 'แลนด์ แอนด์ เฮ้าส์', 'ไอซีบีซี (ไทย)', 'อิสลามแห่งประเทศไทย',
];

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
    <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="withdraw-cash">
      <AmountFormItems name="withdrawAmount" label="จำนวนเงินที่ต้องการถอน" required max={available} />
      <Form.Item name="bank" label="ธนาคาร" rules={[{ required: true, message: 'กรุณาเลือกธนาคาร' }]}>
        <Select showSearch placeholder="เลือกธนาคาร" options={BANKS.map((b) => ({ value: b, label: b }))} />
      </Form.Item>
      <Form.Item name="accountName" label="ชื่อบัญชี" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อบัญชี' }]}>
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label="เลขที่บัญชี"
        normalize={(v: string) => (v ?? '').replace(/[^\d-]/g, '')}
        rules={[
          { required: true, message: 'กรุณากรอกเลขที่บัญชี' },
          { pattern: /^[0-9-]{6,20}$/, message: 'เลขที่บัญชีต้องเป็นตัวเลข 6–20 หลัก' },
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
