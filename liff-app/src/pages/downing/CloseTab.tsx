import { Button, Form } from 'antd';
import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { ImageField } from '../../features/money/ImageField';
import { UploadProgress } from '../../features/money/UploadProgress';
import { failureContent } from '../../features/money/failure-content';
import { formData } from '../../features/money/request';
import { useSubmit } from '../../features/money/use-submit';
import { toast } from '../../components/toast';
import { SUCCESS_SECONDS } from '../../features/money/messages';

interface Values { idCardImage: File; idCardImageBack: File }

/**
 * 'ขอจบสัญญา': ask to close the latest contract with both sides of the ID card (offered only on a contract
 * in force). Two photos on mobile data: the progress shows, and a dropped connection offers the retry
 * (the server refuses a second close request, so a retry cannot ask twice).
 */
export function CloseTab({ latest, onSent }: { latest: DownRequest; onSent(): void }) {
  const [form] = Form.useForm<Values>();
  const { busy, submit, progress, retryable } = useSubmit();
  const onFinish = async (v: Values) => {
    const res = await submit((_key, onUploadProgress) =>
      api(
        downCalls.askClose,
        { body: formData({ downId: String(latest.down_id), idCardImage: v.idCardImage, idCardImageBack: v.idCardImageBack }) },
        { onUploadProgress },
      ),
    );
    if (!res) return;
    if (res.ok) {
      toast('success', 'ส่งคำขอจบสัญญาแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ', SUCCESS_SECONDS);
      form.resetFields();
      onSent();
    } else {
      console.error('done-request failed', res.error);
      toast('error', failureContent(res.error));
    }
  };
  return (
    <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="down-close">
      <p>แนบรูปบัตรประชาชนทั้งสองด้านเพื่อขอจบสัญญา เจ้าหน้าที่จะติดต่อกลับเพื่อนัดรับทอง</p>
      <Form.Item name="idCardImage" label="รูปบัตรประชาชน (ด้านหน้า)" rules={[{ required: true, message: 'กรุณาแนบรูปบัตรประชาชนด้านหน้า' }]}>
        <ImageField alt="บัตรประชาชนด้านหน้า" />
      </Form.Item>
      <Form.Item name="idCardImageBack" label="รูปบัตรประชาชน (ด้านหลัง)" rules={[{ required: true, message: 'กรุณาแนบรูปบัตรประชาชนด้านหลัง' }]}>
        <ImageField alt="บัตรประชาชนด้านหลัง" />
      </Form.Item>
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
      <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
        ส่งคำขอจบสัญญา
      </Button>
    </Form>
  );
}
