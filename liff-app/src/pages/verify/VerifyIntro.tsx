/** How long staff usually take: said before the member starts, and again while they wait (index.tsx). */
export const APPROVAL_TIME = 'โดยปกติภายใน 1-2 วันทำการ';

/**
 * What /verify says before the bare ID field (docs/product.md "Member app: verification (/verify)"): why the shop
 * asks for the national ID, what to have at hand, and how long approval takes, so a member starts with the card
 * and a photo ready instead of finding out halfway.
 */
export function VerifyIntro() {
  return (
    <section className="verify__intro" aria-labelledby="verify-intro-title" data-testid="verify-intro">
      <h2 id="verify-intro-title">ก่อนเริ่ม เตรียมสิ่งเหล่านี้</h2>
      <p>ร้านต้องยืนยันตัวตนลูกค้าก่อนให้บริการออมทองและขายฝาก (กฎหมายป้องกันการฟอกเงิน) เลขบัตรประชาชนใช้ค้นหาข้อมูลของคุณที่ร้านมีอยู่แล้ว</p>
      <ul>
        <li>บัตรประชาชนตัวจริง สำหรับถ่ายรูปด้านหน้าให้เห็นชัด</li>
        <li>รูปถ่ายของคุณถือบัตรประชาชน (เซลฟี่)</li>
        <li>ลูกค้าใหม่: ชื่อ-นามสกุล เบอร์โทรศัพท์ และที่อยู่</li>
      </ul>
      <p>เจ้าหน้าที่ตรวจสอบ{APPROVAL_TIME} แล้วแจ้งผลในข้อความของแอปและทาง LINE</p>
    </section>
  );
}
