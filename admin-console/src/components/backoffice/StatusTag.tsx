import { Tag } from 'antd';
import { statusColor, statusText, type Lifecycle } from '../../lib/status';

/** A status code as a coloured tag, in the Thai words of its lifecycle (a decision unless said otherwise). */
export function StatusTag({ status, lifecycle }: { status: string | null | undefined; lifecycle?: Lifecycle }) {
  if (!status) return <>—</>;
  return <Tag color={statusColor(status)}>{statusText(status, lifecycle)}</Tag>;
}
