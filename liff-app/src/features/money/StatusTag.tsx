import { StatusBadge } from '../../components/StatusBadge';
import { isWithdrawal, statusText, statusTone } from './balance';

/**
 * Staff decision badge: pending yellow, rejected red, anything else green. The same plain badge on every
 * money screen (/repurchase's and /gold-bank's too), so a status looks one way wherever the member meets it.
 */
export function StatusTag({ status }: { status: string }) {
  return <StatusBadge tone={statusTone(status)}>{statusText(status)}</StatusBadge>;
}

/** SPEC §4: withdrawal red, deposit green. */
export function SavTypeTag({ savType }: { savType: string }) {
  return isWithdrawal(savType) ? <StatusBadge tone="rejected">ถอน</StatusBadge> : <StatusBadge tone="ok">{savType || 'ฝาก'}</StatusBadge>;
}
