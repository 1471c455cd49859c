import type { PawnContract } from '@goldshop/api/contract';
import { formatThaiDate } from '../../features/money/format';
import { overdueText } from '../../features/money/pawn';
import { Badge } from '../../ui/Badge';

/** jn_Status as received (SPEC §4), coloured by what it means for the member: overdue red, over grey. */
export function PawnStatus({ c }: { c: PawnContract }) {
  return <Badge tone={!c.is_open ? 'neutral' : c.days_overdue > 0 ? 'danger' : 'success'}>{c.jn_Status}</Badge>;
}

/** The due date, and for an open contract past it 'เกินกำหนด N วัน' in red. */
export function DueDate({ c }: { c: PawnContract }) {
  const late = overdueText(c);
  return (
    <span className={late ? 'pawn-due is-late' : 'pawn-due'}>
      {formatThaiDate(c.due_date)}
      {late && <strong className="overdue-text" data-testid="pawn-overdue">{late}</strong>}
    </span>
  );
}
