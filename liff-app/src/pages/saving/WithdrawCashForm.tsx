import { moneyCodes } from '../../features/money/money-codes';
import type { Sent } from '../../features/money/sent';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { Field, Select, TextInput } from '../../ui/Field';
import { UploadProgress } from '../../ui/UploadProgress';
import { useForm } from '../../ui/use-form';
import { IdCardFields, idCardRules, NO_ID_CARD, type IdCardValues } from './IdCardFields';
import { useWithdraw } from './use-withdraw';
import { withdrawAmountRules } from './withdraw-rules';

const BANKS = [
  'กสิกรไทย', 'กรุงเทพ', 'กรุงไทย', 'ไทยพาณิชย์', 'กรุงศรีอยุธยา', 'ทหารไทยธนชาต (ttb)', 'ออมสิน', 'ธ.ก.ส.',
  'อาคารสงเคราะห์', 'ยูโอบี', 'ซีไอเอ็มบี ไทย', 'เกียรตินาคินภัทร', 'แลนด์ แอนด์ เฮ้าส์', 'ไอซีบีซี (ไทย)', 'อิสลามแห่งประเทศไทย',
];

interface Values extends IdCardValues {
  withdrawAmount: string;
  amountString: string;
  bank: string;
  accountName: string;
  accountNumber: string;
}

/** SPEC §5 cash withdrawal: amount, amount in words, bank, account name and number, both ID images. */
export function WithdrawCashForm({ available, onSent }: { available?: number; onSent(sent: Sent): void }) {
  const form = useForm<Values>({
    id: 'withdraw-cash',
    initial: { withdrawAmount: '', amountString: '', bank: '', accountName: '', accountNumber: '', ...NO_ID_CARD },
    rules: (v) => ({
      ...withdrawAmountRules(v, available),
      bank: v.bank ? undefined : 'กรุณาเลือกธนาคาร',
      accountName: v.accountName.trim() ? undefined : 'กรุณากรอกชื่อบัญชี',
      accountNumber: !v.accountNumber ? 'กรุณากรอกเลขที่บัญชี' : /^[0-9-]{6,20}$/.test(v.accountNumber) ? undefined : 'เลขที่บัญชีต้องเป็นตัวเลข 6–20 หลัก',
      ...idCardRules(v),
    }),
    filters: { accountNumber: { keep: (raw) => raw.replace(/[^\d-]/g, ''), dropped: 'เลขที่บัญชีเก็บเฉพาะตัวเลขและขีด' } },
    codes: moneyCodes({ amount: 'withdrawAmount' }),
  });
  const { busy, progress, retryable, send } = useWithdraw(form.refuse, 'withdrawAmount', onSent);
  const v = form.values;
  const submit = form.onSubmit((v) =>
    send({
      withdrawAmount: v.withdrawAmount,
      amountString: v.amountString.trim(),
      bank: v.bank,
      accountName: v.accountName.trim(),
      accountNumber: v.accountNumber.trim(),
      idCardImage: v.idCardImage,
      idCardImageBack: v.idCardImageBack,
    }),
  );

  return (
    <form id="withdraw-cash" className="money-form" onSubmit={submit} noValidate>
      <AmountField
        ids={{ amount: form.idOf('withdrawAmount'), amountString: form.idOf('amountString') }}
        label="จำนวนเงินที่ต้องการถอน"
        value={{ amount: v.withdrawAmount, amountString: v.amountString }}
        onChange={(a) => form.set({ withdrawAmount: a.amount, amountString: a.amountString })}
        errors={{ amount: form.field('withdrawAmount').error, amountString: form.field('amountString').error }}
      />
      <Field label="ธนาคาร" {...form.field('bank')}>
        {(control) => <Select {...control} {...form.text('bank')} placeholder="เลือกธนาคาร" options={BANKS.map((b) => ({ value: b, label: b }))} />}
      </Field>
      <Field label="ชื่อบัญชี" {...form.field('accountName')}>
        {(control) => <TextInput {...control} {...form.text('accountName')} autoComplete="name" maxLength={200} />}
      </Field>
      <Field label="เลขที่บัญชี" {...form.field('accountNumber')}>
        {(control) => <TextInput {...control} {...form.text('accountNumber')} inputMode="numeric" autoComplete="off" maxLength={20} />}
      </Field>
      <IdCardFields form={form} />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => submit()} />
      <Button type="submit" submit busy={busy}>ยืนยันการถอนเงิน</Button>
    </form>
  );
}
