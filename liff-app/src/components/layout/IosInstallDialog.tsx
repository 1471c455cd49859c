import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** SPEC §2: the four steps to add the app to the home screen on iPhone and iPad. */
export default function IosInstallDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog title="ติดตั้งแอปบน iPhone / iPad" onClose={onClose} footer={<Button onClick={onClose}>เข้าใจแล้ว</Button>}>
      <ol className="ios-steps">
        <li>เปิดเว็บไซต์นี้ในแอป Safari</li>
        <li>แตะปุ่ม “แชร์” (สี่เหลี่ยมมีลูกศรชี้ขึ้น)</li>
        <li>เลือก “เพิ่มไปยังหน้าจอโฮม”</li>
        <li>แตะ “เพิ่ม” ที่มุมขวาบน</li>
      </ol>
    </Dialog>
  );
}
