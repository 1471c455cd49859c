import { StatusBadge } from '../../components/StatusBadge';
import type { PawnContract } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';
import { formatThaiDate } from '../../features/money/format';
import { overdueText } from '../../features/money/pawn';

/** A pawn amount as SPEC §9 writes it, followed by 'บาท', satang only when there are any: '1,237.51 บาท', '45,000 บาท'. */
export const pawnBaht = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${formatAmount(n) ?? '-'} บาท`);

/**
 * jn_Status as received (SPEC §4), coloured by what it means for the member: overdue red, over grey. It is the
 * shop's word, so it says so to a screen reader, beside the days overdue counted to today.
 */
export function PawnStatus({ c }: { c: PawnContract }) {
  return (
    <StatusBadge tone={!c.is_open ? 'closed' : c.days_overdue > 0 ? 'rejected' : 'ok'} className="pawn-status">
      {c.jn_Status}
    </StatusBadge>
  );
}

/**
 * The due date, and for an open contract past it 'เกินกำหนด N วัน' in red, marked as counted to today: the
 * point-of-sale's status beside it ('ครบกำหนด') is the shop's word from its last update, not today's count.
 */
export function DueDate({ c }: { c: PawnContract }) {
  const late = overdueText(c);
  return (
    <span className={late ? 'pawn-due is-late' : 'pawn-due'}>
      {formatThaiDate(c.due_date)}
      {late && (
        <strong className="overdue-text" data-testid="pawn-overdue">
          {late} <span className="pawn-due__today">(นับถึงวันนี้)</span>
        </strong>
      )}
    </span>
  );
}
