import { Checkbox, Form } from 'antd';

/** PDPA: explicit consent before ID card images and a selfie are sent (DESIGN.md; sent as consent=true). */
export function ConsentField() {
  return (
    <Form.Item
      name="consent"
      valuePropName="checked"
      rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error('กรุณาให้ความยินยอมก่อนส่งข้อมูล'))) }]}
    >
      <Checkbox className="verify__consent">
        ข้าพเจ้ายินยอมให้ร้านเก็บรวบรวมและใช้เลขบัตรประชาชน รูปบัตรประชาชน รูปถ่าย และข้อมูลติดต่อของข้าพเจ้า
        เพื่อยืนยันตัวตนและให้บริการออมทองและขายฝาก ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562
      </Checkbox>
    </Form.Item>
  );
}
