import { App, Button, Form } from 'antd';
import { verificationCalls, type CustomerRecord } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { ImageFields } from './ImageFields';
import { ConsentField } from './ConsentField';
import { verificationForm } from './submit';
import { UploadProgress } from '../../features/money/UploadProgress';
import { useSubmit } from '../../features/money/use-submit';

const DETAILS: [keyof CustomerRecord, string][] = [
  ['Cus_Card', 'เลขบัตรประชาชน'],
  ['Cus_Name', 'ชื่อ-นามสกุล'],
  ['Cus_Tel', 'เบอร์โทรศัพท์'],
  ['Cus_Address', 'ที่อยู่'],
  ['Cus_Email', 'อีเมล'],
];

/** SPEC §2 verify step 3: the shop's record (masked by the server) and the two-image upload. */
export function ExistingCustomerForm({ customer, onSent }: { customer: CustomerRecord; onSent(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  // Two photos on mobile data: a progress bar, and a retry when the connection drops.
  const { busy, submit, progress, retryable } = useSubmit();
  const onFinish = async (v: { idCardImg: File; personalImg: File }) => {
    const res = await submit((_key, onUploadProgress) => api(verificationCalls.existingRequest, { query: { Customer_id: customer.Cus_ID }, body: verificationForm({}, v) }, { onUploadProgress }));
    if (!res) return;
    if (res.ok) {
      void message.success(res.value.message, 1.5);
      onSent();
    } else {
      console.error('existing-request failed', res.error);
      void message.error(res.error instanceof ApiError ? res.error.message : 'ส่งข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
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
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="verify__form">
        <p className="muted">ส่งรูปบัตรประชาชนและรูปถ่ายของคุณเพื่อยืนยันว่าเป็นเจ้าของข้อมูลนี้</p>
        <ImageFields />
        <ConsentField />
        <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>ส่งข้อมูลยืนยันตัวตน</Button>
      </Form>
    </>
  );
}
