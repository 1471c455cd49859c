import { Form } from 'antd';
import { ImagePicker } from '../../components/ImagePicker';

const requiredImage = (message: string) => [{ required: true, message }];

/** Both images are required for new and existing customers (SPEC §5). */
export function ImageFields() {
  return (
    <>
      <Form.Item label="รูปบัตรประชาชน" name="idCardImg" rules={requiredImage('กรุณาเลือกรูปบัตรประชาชน')}>
        <ImagePicker alt="ตัวอย่างรูปบัตรประชาชน" />
      </Form.Item>
      <Form.Item label="รูปถ่ายของคุณ (ถือบัตรประชาชน)" name="personalImg" rules={requiredImage('กรุณาเลือกรูปถ่ายของคุณ')}>
        <ImagePicker alt="ตัวอย่างรูปถ่ายของคุณ" />
      </Form.Item>
    </>
  );
}
