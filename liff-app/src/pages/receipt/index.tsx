import { useParams } from 'wouter';
import { ApiError, meCalls, type ReceiptView } from '@goldshop/api/contract';
import { formatBalance } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { formatThaiDate } from '../../features/money/format';
import { LoadFailed } from '../../features/money/LoadFailed';
import { ReceiptButton } from '../../features/money/ReceiptButton';
import { LinkButton } from '../../ui/Button';
import { SkeletonLines } from '../../ui/Skeleton';
import './receipt.css';

const KINDS = ['saving', 'down', 'pawn'] as const;
type Kind = (typeof KINDS)[number];
const TITLE: Record<Kind, string> = { saving: 'ใบเสร็จออมทองประเภทที่ 1', down: 'ใบเสร็จออมทองประเภทที่ 2', pawn: 'ใบเสร็จขายฝาก' };
const BACK: Record<Kind, string> = { saving: '/saving', down: '/downing', pawn: '/repurchase' };

function NotFound() {
  return (
    <main className="page page--narrow">
      <h1 className="page-title">ไม่พบใบเสร็จ</h1>
      <LinkButton href="/" block>
        กลับหน้าแรก
      </LinkButton>
    </main>
  );
}

/** The receipt's lines, as on its PDF: what the member shows the shop, or keeps as a screenshot. */
function Lines({ r }: { r: ReceiptView }) {
  return (
    <section className="receipt-view" aria-labelledby="receipt-view-title" data-testid="receipt-view">
      <h2 id="receipt-view-title" className="receipt-view__title">
        {r.title}
      </h2>
      <p className="receipt-view__shop" data-testid="receipt-shop">
        {r.shop}
      </p>
      <p className="receipt-view__amount" data-testid="receipt-amount">
        {formatBalance(r.amount)} บาท
      </p>
      <dl className="receipt-view__lines">
        <div>
          <dt>เลขที่อ้างอิง</dt>
          <dd data-testid="receipt-reference">{r.ref}</dd>
        </div>
        <div>
          <dt>วันที่</dt>
          <dd data-testid="receipt-date">{formatThaiDate(r.date)}</dd>
        </div>
        <div>
          <dt>รายการ</dt>
          <dd data-testid="receipt-what">
            {r.what}
            {r.detail && <span className="receipt-view__detail">{r.detail}</span>}
          </dd>
        </div>
        <div>
          <dt>ออกให้</dt>
          <dd>
            {r.member}
            <span className="receipt-view__detail">สมาชิกเลขที่ {r.memberNumber}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * docs/product.md "Member app: receipts (/receipt/:kind/:id)": where a LINE message about an approved movement
 * links. The receipt reads on screen (amount, what, when, the reference, the shop); its PDF is the copy to keep,
 * downloaded on a tap (a download the page started by itself is blocked by LINE's browser and most phones).
 */
export default function ReceiptPage() {
  const { kind, id } = useParams<{ kind: string; id: string }>();
  const k = (KINDS as readonly string[]).includes(kind) ? (kind as Kind) : undefined;
  const n = Number(id);
  const valid = k !== undefined && Number.isInteger(n) && n >= 1;
  const view = useApi(valid ? meCalls.receiptView : null, valid ? { params: { kind: k, id: n } } : undefined);
  if (!valid) return <NotFound />;
  if (view.error instanceof ApiError && view.error.status === 404) return <NotFound />;
  return (
    <main className="page page--narrow">
      <h1 className="page-title">{TITLE[k]}</h1>
      <div className="card receipt-page">
        {view.data ? (
          <Lines r={view.data} />
        ) : view.failed ? (
          <LoadFailed onRetry={view.reload} />
        ) : (
          <SkeletonLines widths={[60, 90, 80, 70]} />
        )}
        <ReceiptButton kind={k} id={n} />
        <LinkButton href={BACK[k]} variant="ghost" block>
          ดูประวัติรายการ
        </LinkButton>
      </div>
    </main>
  );
}
