import { PAYOUT_BANKS, PROMPTPAY_BANK, payoutPromptpayType } from '@goldshop/api/contract';
import { moneyCodes } from '../../features/money/money-codes';
import { useSession } from '../../stores/session';
import type { Sent } from '../../features/money/sent';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { Field, Select, TextInput } from '../../ui/Field';
import { UploadProgress } from '../../ui/UploadProgress';
import { useForm } from '../../ui/use-form';
import { IdCardFields, idCardRules, NO_ID_CARD, type IdCardValues } from './IdCardFields';
import { useWithdraw } from './use-withdraw';
import { withdrawAmountRules } from './withdraw-rules';

/** Every Thai bank members are paid to, and PromptPay (api/contract/banks.ts: the server accepts only these). */
const BANK_OPTIONS = PAYOUT_BANKS.map((b) => ({ value: b, label: b === PROMPTPAY_BANK ? 'พร้อมเพย์ (เบอร์มือถือหรือเลขบัตรประชาชน)' : b }));

/** What is wrong with the account number, for a bank account or a PromptPay id. */
function accountNumberError(bank: string, text: string): string | undefined {
  if (bank === PROMPTPAY_BANK) {
    if (!text) return 'กรุณากรอกหมายเลขพร้อมเพย์';
    return payoutPromptpayType(text) ? undefined : 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขบัตรประชาชน 13 หลักที่ถูกต้อง';
  }
  if (!text) return 'กรุณากรอกเลขที่บัญชี';
  return /^[0-9-]{6,20}$/.test(text) ? undefined : 'เลขที่บัญชีต้องเป็นตัวเลข 6–20 หลัก';
}

interface Values extends IdCardValues {
  withdrawAmount: string;
  amountString: string;
  bank: string;
  accountName: string;
  accountNumber: string;
}

/** Cash withdrawal (docs/product.md "Input rules"): amount, amount in words, bank, account name and number, both ID images. */
export function WithdrawCashForm({ available, onSent }: { available?: number; onSent(sent: Sent): void }) {
  // The account is the member's own: its name starts as the name the shop verified, which they may correct.
  const verifiedName = useSession((s) => s.verifiedName);
  const form = useForm<Values>({
    id: 'withdraw-cash',
    initial: { withdrawAmount: '', amountString: '', bank: '', accountName: verifiedName ?? '', accountNumber: '', ...NO_ID_CARD },
    rules: (v) => ({
      ...withdrawAmountRules(v, available),
      bank: v.bank ? undefined : 'กรุณาเลือกธนาคาร',
      accountName: v.accountName.trim() ? undefined : 'กรุณากรอกชื่อบัญชี',
      accountNumber: accountNumberError(v.bank, v.accountNumber),
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
        {(control) => <Select {...control} {...form.text('bank')} placeholder="เลือกธนาคารหรือพร้อมเพย์" options={BANK_OPTIONS} />}
      </Field>
      <Field label="ชื่อบัญชี" {...form.field('accountName')}>
        {(control) => <TextInput {...control} {...form.text('accountName')} autoComplete="name" maxLength={200} />}
      </Field>
      <Field label={v.bank === PROMPTPAY_BANK ? 'เบอร์มือถือหรือเลขบัตรประชาชนที่ผูกพร้อมเพย์' : 'เลขที่บัญชี'} {...form.field('accountNumber')}>
        {(control) => <TextInput {...control} {...form.text('accountNumber')} inputMode="numeric" autoComplete="off" maxLength={20} />}
      </Field>
      <IdCardFields form={form} />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => submit()} />
      <Button type="submit" submit busy={busy}>
        ยืนยันการถอนเงิน
      </Button>
    </form>
  );
}
