import { Tag } from 'antd';
import { statusColor, statusText } from '../../lib/status';

/** A status as a coloured tag: decision codes in Thai, Thai statuses as the server wrote them. */
export function StatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return <>—</>;
  return <Tag color={statusColor(status)}>{statusText(status)}</Tag>;
}
