import { formatBalance } from '../../lib/format';
import { useState, type ReactNode } from 'react';
import { Alert, Card, Segmented, Spin } from 'antd';
import { contentCalls, type FlagReadCall } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { CLOSED_TEXT } from '../../features/money/messages';

import { WithdrawGoodsForm } from './WithdrawGoodsForm';
import { WithdrawCashForm } from './WithdrawCashForm';

type Kind = 'goods' | 'cash';

/** Each form shows 'ยังไม่เปิดให้บริการ' while its admin switch is 0 (or cannot be read). */
function Switched({ call, children }: { call: FlagReadCall; children: ReactNode }) {
  const flag = useApi(call);
  if (flag.loading && flag.data === undefined) return <Spin />;
  if (flag.data !== 1) return <Alert type="info" showIcon message={CLOSED_TEXT} />;
  return <>{children}</>;
}

export function WithdrawTab({ available }: { available?: number }) {
  const [kind, setKind] = useState<Kind>('goods');
  return (
    <div className="money-stack">
      {available !== undefined && <Alert type="info" message={`ยอดที่ถอนได้ ${(formatBalance(available) ?? '-')} บาท`} />}
      <Segmented<Kind>
        block
        className="money-segmented"
        value={kind}
        onChange={setKind}
        options={[
          { value: 'goods', label: 'ถอนเป็นทองคำ' },
          { value: 'cash', label: 'ถอนเป็นเงินสด' },
        ]}
      />
      {kind === 'goods' ? (
        <Card size="small" title="ถอนเป็นทองคำ">
          <Switched call={contentCalls.productWithdraw}><WithdrawGoodsForm available={available} /></Switched>
        </Card>
      ) : (
        <Card size="small" title="ถอนเป็นเงินสด">
          <Switched call={contentCalls.cashWithdraw}><WithdrawCashForm available={available} /></Switched>
        </Card>
      )}
    </div>
  );
}
