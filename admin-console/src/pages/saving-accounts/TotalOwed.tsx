import { useEffect, useState } from 'react';
import { Statistic } from 'antd';
import { formatBaht } from '../../lib/money';
import { fetchTotalOwed } from './service';

/** The header figure of the savings screens; `version` changes after each decision to read it again. */
export function TotalOwed({ version = 0 }: { version?: number }) {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    fetchTotalOwed().then(
      (t) => setTotal(t.total),
      () => setTotal(null),
    );
  }, [version]);
  return <Statistic title="ยอดออมรวมที่ร้านต้องคืนสมาชิก" value={total === null ? '—' : formatBaht(total)} data-testid="saving-total-owed" />;
}
