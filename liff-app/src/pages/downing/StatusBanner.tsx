import type { DownRequest } from '@goldshop/api/contract';
import { Alert } from '../../ui/Alert';
import { formatThaiDate } from '../../features/money/format';
import { stateSentence } from '../../features/money/down';
import { NO_REASON_TEXT } from '../../features/money/messages';

/**
 * docs/product.md "Member app: savings type 2 (/downing)": Status 'รออนุมัติ' (pending) in the warning style, any other value in the success style (a refusal
 * in red, with the shop's reason: docs/decisions.md); with a sentence on what the state means and what the
 * member can do now.
 */
export function StatusBanner({ latest, takeFocus = false }: { latest: DownRequest; takeFocus?: boolean }) {
  const pending = latest.statusCode === 'pending';
  const rejected = latest.statusCode === 'rejected';
  return (
    <Alert kind={pending ? 'warning' : rejected ? 'error' : 'success'} className="down-status" testId="down-status" takeFocus={takeFocus}>
      <p className="down-status__title">
        สถานะคำขอ: <strong>{latest.Status}</strong>
      </p>
      <p className="down-status__meaning" data-testid="down-status-meaning">
        {stateSentence(latest.statusCode)}
      </p>
      {rejected && (
        <p className="down-status__reason" data-testid="down-status-reason">
          เหตุผลจากร้าน: {latest.Note || NO_REASON_TEXT}
        </p>
      )}
      <span className="down-status__when">ยื่นคำขอเมื่อ {formatThaiDate(latest.DateColumn, true)}</span>
    </Alert>
  );
}
