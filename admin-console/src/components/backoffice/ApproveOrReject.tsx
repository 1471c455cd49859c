import { RowActions } from '../queue-columns';
import { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
import { ReasonAction, type ReasonActionProps } from './ReasonAction';

type Shared = 'onDone' | 'size';

/**
 * A waiting request's two decisions, the same in its row and its drawer: approve after a confirmation
 * (label 'อนุมัติ' unless said), or 'ไม่อนุมัติ' with the text the member reads. `onDone` is the queue's reload.
 */
export function ApproveOrReject({
  approve,
  reject,
  onDone,
  size,
}: {
  approve: Omit<ConfirmActionProps, Shared | 'label'> & { label?: string };
  reject: Omit<ReasonActionProps, Shared | 'label'>;
  onDone: () => void;
  size?: ConfirmActionProps['size'];
}) {
  return (
    <RowActions>
      <ConfirmAction label="อนุมัติ" {...approve} size={size} onDone={onDone} />
      <ReasonAction label="ไม่อนุมัติ" {...reject} size={size} onDone={onDone} />
    </RowActions>
  );
}
