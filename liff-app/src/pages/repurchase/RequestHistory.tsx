import { PAWN_REQUEST_STATUS_TEXT, pawnRequestWhat, type PawnReceipt, type PawnRequest, referenceOf } from '@goldshop/api/contract';
import { thaiDateTime } from '../../lib/thai-date';
import { formatThaiDate } from '../../features/money/format';
import { NO_REASON_TEXT } from '../../features/money/messages';
import { Badge, type Tone } from '../../ui/Badge';
import { pawnBaht } from './PawnBits';

const TONE: Record<PawnRequest['status'], Tone> = { pending: 'warning', approved: 'success', rejected: 'danger', picked_up: 'neutral' };

/** The shop's e-receipt, as the member keeps it: who received what, and the due date that follows. */
function Receipt({ r }: { r: PawnReceipt }) {
  const issued = thaiDateTime(r.issuedAt);
  return (
    <dl className="pawn-receipt" data-testid="pawn-receipt">
      <div>
        <dt>ใบรับเงินเลขที่</dt>
        <dd>{r.number}</dd>
      </div>
      <div>
        <dt>รับชำระ</dt>
        <dd>{pawnBaht(r.amount)}</dd>
      </div>
      {r.interest > 0 && (
        <div>
          <dt>ดอกเบี้ย</dt>
          <dd>{pawnBaht(r.interest)}</dd>
        </div>
      )}
      {r.principal > 0 && (
        <div>
          <dt>เงินต้น</dt>
          <dd>{pawnBaht(r.principal)}</dd>
        </div>
      )}
      <div>
        <dt>เงินต้นคงเหลือ</dt>
        <dd>{pawnBaht(r.principalAfter)}</dd>
      </div>
      {r.dueDate && (
        <div>
          <dt>กำหนดชำระ</dt>
          <dd data-testid="receipt-due-date">{formatThaiDate(r.dueDate)}</dd>
        </div>
      )}
      {r.branch && (
        <div>
          <dt>รับสินค้าคืน</dt>
          <dd>{`สาขา${r.branch}${r.pickupDate ? ` ${formatThaiDate(r.pickupDate)}` : ''}`}</dd>
        </div>
      )}
      <div>
        <dt>ผู้รับเงิน</dt>
        <dd>{`${r.staffName} (${r.shopName})`}</dd>
      </div>
      <div>
        <dt>ออกเมื่อ</dt>
        <dd>{issued ? `${issued.date} ${issued.time} น.` : '-'}</dd>
      </div>
    </dl>
  );
}

/**
 * What the member paid on this contract in the app, newest first: each with its state, the shop's reason when
 * it refused, and the e-receipt once approved (the same the LINE message carried).
 */
export function RequestHistory({ requests }: { requests: PawnRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className="pawn-requests" aria-labelledby="pawn-requests-title">
      <h2 id="pawn-requests-title" className="money-subtitle">
        ชำระผ่านแอป
      </h2>
      <ul className="pawn-requests__list" data-testid="pawn-requests">
        {requests.map((r) => (
          <li key={r.id} className="money-card pawn-request" data-testid={`pawn-request-${r.id}`}>
            <div className="pawn-request__head">
              <strong>{pawnRequestWhat(r)}</strong>
              <Badge tone={TONE[r.status]}>{PAWN_REQUEST_STATUS_TEXT[r.status]}</Badge>
            </div>
            <div className="pawn-request__amount">{pawnBaht(r.amount)}</div>
            <div className="pawn-request__when">{`แจ้งเมื่อ ${thaiDateTime(r.createdAt)?.date ?? '-'} · เลขที่อ้างอิง ${referenceOf('pawnRequest', r.id)}`}</div>
            {r.status === 'rejected' && <p className="pawn-request__note">{`เหตุผล: ${r.note || NO_REASON_TEXT}`}</p>}
            {r.receipt && <Receipt r={r.receipt} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
