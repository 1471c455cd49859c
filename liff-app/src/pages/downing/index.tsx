import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button, Skeleton, Spin } from 'antd';
import { downCalls } from '@goldshop/api/contract';
import { MemberGate } from '../../features/money/MemberGate';
import { BankAccountCard } from '../../features/money/BankAccountCard';
import { MoneyTabs } from '../../features/money/MoneyTabs';
import { canPay, latestOf } from '../../features/money/down';
import { useApi } from '../../lib/use-api';
import { StatusBanner } from './StatusBanner';
import { ContractSummary } from './ContractSummary';
import { RequestsTab } from './RequestsTab';
import '../../features/money/money.css';
import './downing.css';

const TITLE = 'ออมทองประเภทที่ 2';

// The forms (antd's Form, Input, Select) load when they are shown: most visits only read the contract.
const RequestCard = lazy(() => import('./RequestCard').then((m) => ({ default: m.RequestCard })));
const PaymentTab = lazy(() => import('./PaymentTab').then((m) => ({ default: m.PaymentTab })));
const CloseTab = lazy(() => import('./CloseTab').then((m) => ({ default: m.CloseTab })));
const later = (node: ReactNode) => <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>{node}</Suspense>;

/**
 * SPEC §2 /downing as a contract: its state in a sentence, the summary card, the history; payment, closing
 * and the shop's bank account only once the contract is in force (a pending request cannot take money, so
 * nothing invites a transfer before approval).
 */
function Downing() {
  const reqs = useApi(downCalls.requests);
  const list = reqs.data?.data ?? [];
  const latest = latestOf(list);
  const payments = useApi(latest ? downCalls.detail : null, latest && { params: { downId: latest.down_id } });
  const payable = !!latest && canPay(latest.Status);
  const reloadAll = () => {
    reqs.reload();
    payments.reload();
  };

  let top: ReactNode;
  if (reqs.loading && !reqs.data) top = <div className="page-loading"><Spin size="large" /></div>;
  else if (reqs.error && !reqs.data) {
    top = <Alert type="error" showIcon message="โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง" action={<Button onClick={reqs.reload}>ลองใหม่</Button>} />;
  } else if (latest) {
    top = (
      <>
        <StatusBanner latest={latest} />
        <ContractSummary contract={latest} />
      </>
    );
  } else top = later(<RequestCard onRequested={reqs.reload} />);

  const tabs = [{ key: 'history', label: 'ประวัติขออนุมัติ', children: <RequestsTab requests={list} latest={latest} payments={payments} /> }];
  if (payable && latest) {
    tabs.push(
      { key: 'pay', label: 'ชำระเงิน', children: later(<PaymentTab latest={latest} onPaid={reloadAll} />) },
      { key: 'close', label: 'ขอจบสัญญา', children: later(<CloseTab latest={latest} onSent={reqs.reload} />) },
    );
  }

  return (
    <main className="page money-page">
      <h1 className="money-title">{TITLE}</h1>
      <div className="money-stack">
        {top}
        {payable && <BankAccountCard />}
        {reqs.data && latest && <MoneyTabs id="down-tabs" items={tabs} />}
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
