import { DOWN_STATUS_TEXT, type DownRequest } from '@goldshop/api/contract';
import { Notice } from '../../components/Notice';
import { formatThaiDate } from '../../features/money/format';
import { stateSentence } from '../../features/money/down';
import { NO_REASON_TEXT } from '../../features/money/messages';

/**
 * SPEC §4: Status 'รออนุมัติ' (pending) in the warning style, any other value in the success style (a refusal
 * in red, with the shop's reason: docs/decisions.md); with a sentence on what the state means and what the
 * member can do now.
 */
export function StatusBanner({ latest }: { latest: DownRequest }) {
  const pending = latest.Status === DOWN_STATUS_TEXT.pending;
  const rejected = latest.Status === DOWN_STATUS_TEXT.rejected;
  return (
    <Notice kind={pending ? 'warning' : rejected ? 'error' : 'success'} className="down-status" testId="down-status">
      <p className="down-status__title">
        สถานะคำขอ: <strong>{latest.Status}</strong>
      </p>
      <p className="down-status__meaning" data-testid="down-status-meaning">{stateSentence(latest.Status)}</p>
      {rejected && (
        <p className="down-status__reason" data-testid="down-status-reason">
          เหตุผลจากร้าน: {latest.Note || NO_REASON_TEXT}
        </p>
      )}
      <span className="down-status__when">ยื่นคำขอเมื่อ {formatThaiDate(latest.DateColumn, true)}</span>
    </Notice>
  );
}
