import { verificationCalls, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { digitsOnly } from '../../lib/input-rules';
import { useSubmit } from '../../features/money/use-submit';
import { Button } from '../../ui/Button';
import { Field, TextArea, TextInput } from '../../ui/Field';
import { toast } from '../../ui/Toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { useForm } from '../../ui/use-form';
import { IdentityFields, identityRules, NO_IDENTITY, type IdentityValues } from './IdentityFields';
import { verificationForm } from './submit';

interface Values extends IdentityValues {
  fullName: string;
  phoneNumber: string;
  address: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The new-customer form (docs/product.md "Member app: verification (/verify)", "Input rules"): fullName, phoneNumber, address and both images required; email optional. */
export function NewCustomerForm({ idCard, onSent }: { idCard: string; onSent(): void }) {
  const form = useForm<Values>({
    id: 'verify-new',
    initial: { fullName: '', phoneNumber: '', address: '', email: '', ...NO_IDENTITY },
    rules: (v) => ({
      fullName: v.fullName.trim() ? undefined : 'กรุณากรอกชื่อ-นามสกุล',
      phoneNumber: !v.phoneNumber
        ? 'กรุณากรอกเบอร์โทรศัพท์'
        : /^[0-9]{9,10}$/.test(v.phoneNumber)
          ? undefined
          : 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9-10 หลัก',
      address: v.address.trim() ? undefined : 'กรุณากรอกที่อยู่',
      email: !v.email.trim() || EMAIL.test(v.email.trim()) ? undefined : 'รูปแบบอีเมลไม่ถูกต้อง',
      ...identityRules(v),
    }),
    filters: { phoneNumber: { keep: (raw) => digitsOnly(raw, 10), dropped: 'เบอร์โทรศัพท์เก็บเฉพาะตัวเลข ขีดและช่องว่างถูกตัดออก' } },
  });
  // Two photos on mobile data: a progress bar, and a retry when the connection drops.
  const { busy, submit, progress, retryable } = useSubmit();
  const send = async (v: Values) => {
    const fields = {
      NationalID: idCard,
      fullName: v.fullName.trim(),
      phoneNumber: v.phoneNumber,
      email: v.email.trim(),
      address: v.address.trim(),
    };
    const res = await submit((_key, onUploadProgress) =>
      api(verificationCalls.verifyRequest, { query: { idCard }, body: verificationForm(fields, v) }, { onUploadProgress }),
    );
    if (!res) return;
    if (res.ok) {
      toast('success', res.value.message, 1.5);
      onSent();
    } else {
      console.error('verify-request failed', res.error);
      toast('error', res.error instanceof ApiError ? res.error.message : 'ส่งข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    }
  };
  return (
    <form noValidate onSubmit={form.onSubmit(send)} className="verify__form">
      <Field label="ชื่อ-นามสกุล" {...form.field('fullName')}>
        {(control) => <TextInput {...control} {...form.text('fullName')} autoComplete="name" maxLength={200} />}
      </Field>
      <Field label="เบอร์โทรศัพท์" {...form.field('phoneNumber')}>
        {(control) => <TextInput {...control} {...form.text('phoneNumber')} autoComplete="tel" inputMode="tel" />}
      </Field>
      <Field label="ที่อยู่" {...form.field('address')}>
        {(control) => <TextArea {...control} {...form.text('address')} autoComplete="street-address" rows={3} maxLength={1000} />}
      </Field>
      <Field label="อีเมล" optional {...form.field('email')}>
        {(control) => <TextInput {...control} {...form.text('email')} autoComplete="email" inputMode="email" maxLength={200} />}
      </Field>
      <IdentityFields form={form} />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.onSubmit(send)()} />
      <Button type="submit" block large busy={busy}>
        ส่งข้อมูลยืนยันตัวตน
      </Button>
    </form>
  );
}
