import { useParams } from 'wouter';
import { LinkButton } from '../../ui/Button';
import { ReceiptButton } from '../../features/money/ReceiptButton';
import './receipt.css';

const KINDS = ['saving', 'down', 'pawn'] as const;
type Kind = (typeof KINDS)[number];
const TITLE: Record<Kind, string> = { saving: 'ใบเสร็จออมทองประเภทที่ 1', down: 'ใบเสร็จออมทองประเภทที่ 2', pawn: 'ใบเสร็จขายฝาก' };
const BACK: Record<Kind, string> = { saving: '/saving', down: '/downing', pawn: '/repurchase' };

/**
 * Where a LINE message about an approved movement links: its receipt as a PDF, on a tap (a download the page
 * started by itself is blocked by LINE's browser and most phones).
 */
export default function ReceiptPage() {
  const { kind, id } = useParams<{ kind: string; id: string }>();
  const k = (KINDS as readonly string[]).includes(kind) ? (kind as Kind) : undefined;
  const n = Number(id);
  if (!k || !Number.isInteger(n) || n < 1) {
    return (
      <main className="page page--narrow">
        <h1 className="page-title">ไม่พบใบเสร็จ</h1>
        <LinkButton href="/" block>
          กลับหน้าแรก
        </LinkButton>
      </main>
    );
  }
  return (
    <main className="page page--narrow">
      <h1 className="page-title">{TITLE[k]}</h1>
      <div className="card receipt-page">
        <p>เลขที่รายการ {n}: ดาวน์โหลดใบเสร็จเป็นไฟล์ PDF เก็บไว้ในเครื่องของคุณ</p>
        <ReceiptButton kind={k} id={n} large />
        <LinkButton href={BACK[k]} variant="outline" block>
          ดูประวัติรายการ
        </LinkButton>
      </div>
    </main>
  );
}
