import { Alert } from 'antd';
import { DOWN_STATUS_TEXT, type DownRequest } from '@goldshop/api/contract';
import { formatThaiDate } from '../../features/money/format';

/** SPEC §4: Status 'รออนุมัติ' (pending) in the warning style, any other value in the success style. */
export function StatusBanner({ latest }: { latest: DownRequest }) {
  const pending = latest.Status === DOWN_STATUS_TEXT.pending;
  return (
    <Alert
      type={pending ? 'warning' : 'success'}
      showIcon
      data-testid="down-status"
      message={<span>สถานะคำขอ: <strong>{latest.Status}</strong></span>}
      description={`ยื่นคำขอเมื่อ ${formatThaiDate(latest.DateColumn, true)}`}
    />
  );
}
