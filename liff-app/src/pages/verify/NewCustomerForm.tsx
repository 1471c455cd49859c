import { App, Button, Form, Input } from 'antd';
import { verificationCalls } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { digitsOnly } from '../../lib/input-rules';
import { ImageFields } from './ImageFields';
import { ConsentField } from './ConsentField';
import { optionalMark } from '../../components/optional-mark';
import { verificationForm } from './submit';
import { UploadProgress } from '../../features/money/UploadProgress';
import { useSubmit } from '../../features/money/use-submit';

interface Values {
  fullName: string;
  phoneNumber: string;
  address: string;
  email?: string;
  idCardImg: File;
  personalImg: File;
}

/** SPEC §2 verify step 4 / §5: fullName, phoneNumber, address and both images required; email optional. */
export function NewCustomerForm({ idCard, onSent }: { idCard: string; onSent(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  // Two photos on mobile data: a progress bar, and a retry when the connection drops.
  const { busy, submit, progress, retryable } = useSubmit();
  const onFinish = async (v: Values) => {
    const fields = { NationalID: idCard, fullName: v.fullName.trim(), phoneNumber: v.phoneNumber, email: v.email?.trim() ?? '', address: v.address.trim() };
    const res = await submit((_key, onUploadProgress) => api(verificationCalls.verifyRequest, { query: { idCard }, body: verificationForm(fields, v) }, { onUploadProgress }));
    if (!res) return;
    if (res.ok) {
      void message.success(res.value.message, 1.5);
      onSent();
    } else {
      console.error('verify-request failed', res.error);
      void message.error(res.error instanceof ApiError ? res.error.message : 'ส่งข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    }
  };
  return (
    <Form form={form} layout="vertical" requiredMark={optionalMark} onFinish={onFinish} className="verify__form">
      <Form.Item label="ชื่อ-นามสกุล" name="fullName" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อ-นามสกุล' }]}>
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item
        label="เบอร์โทรศัพท์"
        name="phoneNumber"
        normalize={(v: string) => digitsOnly(v, 10)}
        rules={[
          { required: true, message: 'กรุณากรอกเบอร์โทรศัพท์' },
          { pattern: /^[0-9]{9,10}$/, message: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9-10 หลัก' },
        ]}
      >
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item label="ที่อยู่" name="address" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกที่อยู่' }]}>
        <Input.TextArea autoComplete="street-address" rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item label="อีเมล" name="email" rules={[{ type: 'email', message: 'รูปแบบอีเมลไม่ถูกต้อง' }]}>
        <Input autoComplete="email" inputMode="email" maxLength={200} />
      </Form.Item>
      <ImageFields />
      <ConsentField />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>ส่งข้อมูลยืนยันตัวตน</Button>
    </Form>
  );
}
