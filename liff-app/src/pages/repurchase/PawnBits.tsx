import { pawnStandingLabel, pawnStandingSentence, pawnStandingTone, type PawnContract } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';
import { thaiFirst } from '../../lib/thai-first';
import { formatThaiDate } from '../../features/money/format';
import { overdueText } from '../../features/money/pawn';
import { Badge } from '../../ui/Badge';

// The English words (docs/product.md "Formatting: Thai text"), after their Thai meaning: the list and a contract's own screen.
export const LOADING = thaiFirst('กำลังโหลดข้อมูล…', 'Loading data...');
export const LOAD_FAILED = thaiFirst('โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง', 'Failed to fetch data. Please try again.');

/** A pawn amount as docs/product.md "Formatting: money" writes it, followed by 'บาท', satang only when there are any: '1,237.51 บาท', '45,000 บาท'. */
export const pawnBaht = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${formatAmount(n) ?? '-'} บาท`);

/**
 * The status column (docs/product.md "Member app: pawn contracts (/repurchase)"): where the contract stands today,
 * the server's one standing, coloured by what it means for the member; the branch system's own word as received
 * beside it when it says something else ('ครบกำหนด' written three days ago stays the shop's word, not today's).
 */
export function PawnStatus({ c }: { c: PawnContract }) {
  const label = pawnStandingLabel(c.standing);
  return (
    <span className="pawn-status">
      <Badge tone={pawnStandingTone(c.standing.code)} testId="pawn-standing">
        {label}
      </Badge>
      {c.jn_Status.trim() !== label && <span className="pawn-status__pos">ระบบร้าน: {c.jn_Status}</span>}
    </span>
  );
}

/** The one sentence: until when the member can pay in the app, and from which day the shop may keep the piece. */
export function StandingSentence({ c }: { c: PawnContract }) {
  return (
    <p className={`pawn-standing pawn-standing--${c.standing.code}`} data-testid="pawn-standing-sentence">
      {pawnStandingSentence(c.standing, formatThaiDate)}
    </p>
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
