import { useState } from 'react';
import { App, Button, Form } from 'antd';
import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { ImageField } from '../../features/money/ImageField';
import { failureContent } from '../../features/money/failure-content';
import { formData } from '../../features/money/request';

interface Values { idCardImage: File; idCardImageBack: File }

/** 'ขอจบสัญญา': ask to close the latest contract with both sides of the ID card. */
export function CloseTab({ latest, onSent }: { latest: DownRequest; onSent(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      await api(downCalls.askClose, {
        body: formData({ downId: String(latest.down_id), idCardImage: v.idCardImage, idCardImageBack: v.idCardImageBack }),
      });
      void message.success({ content: 'ส่งคำขอจบสัญญาแล้ว กรุณารอเจ้าหน้าที่ตรวจสอบ', duration: 1.5 });
      form.resetFields();
      onSent();
    } catch (err) {
      console.error('done-request failed', err);
      void message.error(failureContent(err));
    } finally {
      setBusy(false);
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
      <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
        ส่งคำขอจบสัญญา
      </Button>
    </Form>
  );
}
