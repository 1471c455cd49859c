import { LinkButton } from '../../ui/Button';

export default function NotFoundPage() {
  return (
    <main className="page page--narrow not-found">
      <h1>ไม่พบหน้าที่คุณต้องการ</h1>
      <p className="muted">ลิงก์อาจไม่ถูกต้องหรือหน้านี้ถูกย้ายแล้ว</p>
      <LinkButton href="/">กลับหน้าแรก</LinkButton>
    </main>
  );
}
