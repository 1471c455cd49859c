import { Form } from 'antd';
import { ImageField } from '../../features/money/ImageField';

/** Both sides of the national ID card, required for every withdrawal (SPEC §5). */
export function IdCardFields() {
  return (
    <>
      <Form.Item name="idCardImage" label="รูปบัตรประชาชน (ด้านหน้า)" rules={[{ required: true, message: 'กรุณาแนบรูปบัตรประชาชนด้านหน้า' }]}>
        <ImageField alt="บัตรประชาชนด้านหน้า" />
      </Form.Item>
      <Form.Item name="idCardImageBack" label="รูปบัตรประชาชน (ด้านหลัง)" rules={[{ required: true, message: 'กรุณาแนบรูปบัตรประชาชนด้านหลัง' }]}>
        <ImageField alt="บัตรประชาชนด้านหลัง" />
      </Form.Item>
    </>
  );
}
