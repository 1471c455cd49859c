import { Link } from 'wouter';

export default function NotFoundPage() {
  return (
    <main className="page page--narrow" style={{ textAlign: 'center', padding: '48px 16px' }}>
      <h1>ไม่พบหน้าที่คุณต้องการ</h1>
      <p className="muted">ลิงก์อาจไม่ถูกต้องหรือหน้านี้ถูกย้ายแล้ว</p>
      <Link href="/" className="btn btn--primary">กลับหน้าแรก</Link>
    </main>
  );
}
