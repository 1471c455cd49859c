import type { ReactNode } from 'react';
import { Alert, Button, Spin, Tabs } from 'antd';
import { downCalls, type DownRequest } from '@goldshop/api/contract';
import { MemberGate } from '../../features/money/MemberGate';
import { BankAccountCard } from '../../features/money/BankAccountCard';
import { useApi } from '../../lib/use-api';
import { StatusBanner } from './StatusBanner';
import { RequestCard } from './RequestCard';
import { RequestsTab } from './RequestsTab';
import { PaymentTab } from './PaymentTab';
import { CloseTab } from './CloseTab';
import '../../features/money/money.css';

const TITLE = 'ออมทองประเภทที่ 2';

/** The latest request by time (then id): its down_id is used for payment and closing (SPEC §4). */
function latestOf(list: DownRequest[]): DownRequest | undefined {
  return [...list].sort((a, b) => b.DateColumn.localeCompare(a.DateColumn) || b.down_id - a.down_id)[0];
}

function Downing() {
  const reqs = useApi(downCalls.requests);
  const list = reqs.data?.data ?? [];
  const latest = latestOf(list);
  const payments = useApi(latest ? downCalls.detail : null, latest && { params: { downId: latest.down_id } });
  const needsLatest = (node: ReactNode) => (latest ? node : <Alert type="info" showIcon message="ยังไม่มีคำขอ กรุณายื่นคำขออนุมัติก่อน" />);

  let top: ReactNode;
  if (reqs.loading && !reqs.data) top = <div className="page-loading"><Spin size="large" /></div>;
  else if (reqs.error && !reqs.data) {
    top = <Alert type="error" showIcon message="โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง" action={<Button onClick={reqs.reload}>ลองใหม่</Button>} />;
  } else if (latest) top = <StatusBanner latest={latest} />;
  else top = <RequestCard onRequested={reqs.reload} />;

  return (
    <main className="page money-page">
      <h1 className="money-title">{TITLE}</h1>
      <div className="money-stack">
        {top}
        {reqs.data && <BankAccountCard />}
        {reqs.data && (
          <Tabs
            className="money-tabs"
            items={[
              { key: 'history', label: 'ประวัติขออนุมัติ', children: <RequestsTab requests={list} latest={latest} payments={payments} /> },
              { key: 'pay', label: 'ชำระเงิน', children: needsLatest(latest && <PaymentTab latest={latest} onPaid={payments.reload} />) },
              { key: 'close', label: 'ขอจบสัญญา', children: needsLatest(latest && <CloseTab latest={latest} onSent={reqs.reload} />) },
            ]}
          />
        )}
      </div>
    </main>
  );
}

export default function DowningPage() {
  return (
    <MemberGate title={TITLE}>
      <Downing />
    </MemberGate>
  );
}
