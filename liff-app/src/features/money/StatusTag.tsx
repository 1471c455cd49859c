import { Tag } from 'antd';
import { isWithdrawal, statusText, statusTone } from './balance';

const COLORS = { pending: 'gold', rejected: 'red', ok: 'green' } as const;

/** Staff decision badge: pending yellow, rejected red, anything else green. */
export function StatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[statusTone(status)]}>{statusText(status)}</Tag>;
}

/** SPEC §4: withdrawal red, deposit green. */
export function SavTypeTag({ savType }: { savType: string }) {
  return isWithdrawal(savType) ? <Tag color="red">ถอน</Tag> : <Tag color="green">{savType || 'ฝาก'}</Tag>;
}
