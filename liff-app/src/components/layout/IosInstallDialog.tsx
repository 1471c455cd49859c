import { Modal } from 'antd';
import { AntdRoot } from '../AntdRoot';

/** SPEC §2: the four steps to add the app to the home screen on iPhone and iPad. */
export default function IosInstallDialog({ onClose }: { onClose(): void }) {
  return (
    <AntdRoot>
      <Modal open title="ติดตั้งแอปบน iPhone / iPad" onCancel={onClose} onOk={onClose} okText="เข้าใจแล้ว" cancelButtonProps={{ style: { display: 'none' } }}>
        <ol className="ios-steps">
          <li>เปิดเว็บไซต์นี้ในแอป Safari</li>
          <li>แตะปุ่ม “แชร์” (สี่เหลี่ยมมีลูกศรชี้ขึ้น)</li>
          <li>เลือก “เพิ่มไปยังหน้าจอโฮม”</li>
          <li>แตะ “เพิ่ม” ที่มุมขวาบน</li>
        </ol>
      </Modal>
    </AntdRoot>
  );
}
