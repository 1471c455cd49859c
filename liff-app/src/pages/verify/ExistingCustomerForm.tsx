import { verificationCalls, type CustomerRecord, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useSubmit } from '../../features/money/use-submit';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { useForm } from '../../ui/use-form';
import { IdentityFields, identityRules, NO_IDENTITY, type IdentityValues } from './IdentityFields';
import { verificationForm } from './submit';

const DETAILS: [keyof CustomerRecord, string][] = [
  ['Cus_Card', 'เลขบัตรประชาชน'],
  ['Cus_Name', 'ชื่อ-นามสกุล'],
  ['Cus_Tel', 'เบอร์โทรศัพท์'],
  ['Cus_Address', 'ที่อยู่'],
  ['Cus_Email', 'อีเมล'],
];

/** Verify step 3 (docs/product.md "Member app: verification (/verify)"): the shop's record (masked by the server) and the two-image upload. */
export function ExistingCustomerForm({ customer, onSent }: { customer: CustomerRecord; onSent(): void }) {
  const form = useForm<IdentityValues>({ id: 'verify-existing', initial: NO_IDENTITY, rules: identityRules });
  // Two photos on mobile data: a progress bar, and a retry when the connection drops.
  const { busy, submit, progress, retryable } = useSubmit();
  const send = async (v: IdentityValues) => {
    const res = await submit((_key, onUploadProgress) =>
      api(
        verificationCalls.existingRequest,
        { query: { Customer_id: customer.Cus_ID }, body: verificationForm({}, v) },
        { onUploadProgress },
      ),
    );
    if (!res) return;
    if (res.ok) {
      toast('success', res.value.message, 1.5);
      onSent();
    } else {
      console.error('existing-request failed', res.error);
      toast('error', res.error instanceof ApiError ? res.error.message : 'ส่งข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    }
  };
  return (
    <>
      <dl className="verify__details" data-testid="customer-details">
        {DETAILS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{customer[key] || '-'}</dd>
          </div>
        ))}
      </dl>
      <form noValidate onSubmit={form.onSubmit(send)} className="verify__form">
        <p className="muted">ส่งรูปบัตรประชาชนและรูปถ่ายของคุณเพื่อยืนยันว่าเป็นเจ้าของข้อมูลนี้</p>
        <IdentityFields form={form} />
        <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.onSubmit(send)()} />
        <Button type="submit" block large busy={busy}>
          ส่งข้อมูลยืนยันตัวตน
        </Button>
      </form>
    </>
  );
}
