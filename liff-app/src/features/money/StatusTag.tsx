import { REQUEST_STATUS_TEXT, type DecisionStatus, type SavingHistoryRow } from '@goldshop/api/contract';
import { statusTone } from '../../lib/status';
import { Badge } from '../../ui/Badge';
import { isWithdrawal } from './balance';

/**
 * A staff decision's badge, by its code: pending yellow, refused red, approved green. The same badge on every
 * money screen, so a status looks one way wherever the member meets it.
 */
export function StatusTag({ code }: { code: DecisionStatus }) {
  return <Badge tone={statusTone(code)}>{REQUEST_STATUS_TEXT[code]}</Badge>;
}

/** SPEC §4: withdrawal red, deposit green, with the row's sav_Type word. */
export function SavTypeTag({ row }: { row: Pick<SavingHistoryRow, 'kind' | 'sav_Type'> }) {
  return <Badge tone={isWithdrawal(row.kind) ? 'danger' : 'success'}>{row.sav_Type}</Badge>;
}
