import { POLICY_CALLS } from '@goldshop/api/contract';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { useApi } from '../../lib/use-api';

/** The programme's terms: the visible rules of policies1 or policies2, in the order staff keep them. */
export function TermsList({ type }: { type: 1 | 2 }) {
  const { data, loading, error } = useApi(POLICY_CALLS[type].list);
  if (loading && !data) return <Spinner size="small" label="กำลังโหลดเงื่อนไข…" />;
  if (error && !data) return <Alert kind="warning">โหลดเงื่อนไขไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Alert>;
  const rules = (data ?? []).filter((p) => p.isVisible === 1);
  if (rules.length === 0) return null;
  return (
    <ol className="terms-list">
      {rules.map((p) => (
        <li key={p.id}>{p.rules}</li>
      ))}
    </ol>
  );
}
