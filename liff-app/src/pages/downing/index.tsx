import { ReadyPickups } from '../../features/pickups/ReadyPickups';
import { lazy, useState, type ReactNode } from 'react';
import { downCalls } from '@goldshop/api/contract';
import { LazyForm } from '../../ui/Skeleton';
import { PageSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { LoadFailed } from '../../features/money/LoadFailed';
import { MemberGate } from '../../features/money/MemberGate';
import { canPay, latestOf } from '../../features/money/down';
import { useApi } from '../../lib/use-api';
import { StatusBanner } from './StatusBanner';
import { ContractSummary } from './ContractSummary';
import { RequestsTab } from './RequestsTab';
import '../../features/money/money.css';
import './downing.css';

const TITLE = 'ออมทองประเภทที่ 2';

// The forms load when they are shown: most visits only read the contract.
const RequestCard = lazy(() => import('./RequestCard').then((m) => ({ default: m.RequestCard })));
const PaymentTab = lazy(() => import('./PaymentTab').then((m) => ({ default: m.PaymentTab })));
const CloseTab = lazy(() => import('./CloseTab').then((m) => ({ default: m.CloseTab })));

/**
 * /downing as a contract (docs/product.md "Member app: savings type 2 (/downing)"): its state in a sentence, the summary card, the history; payment, closing
 * and the shop's bank account only once the contract is in force (a pending request cannot take money, so
 * nothing invites a transfer before approval).
 */
function Downing() {
  const reqs = useApi(downCalls.requests);
  const list = reqs.data?.data ?? [];
  const latest = latestOf(list);
  const payments = useApi(latest ? downCalls.detail : null, latest && { params: { downId: latest.down_id } });
  const payable = !!latest && canPay(latest.statusCode);
  // A request or a closing was just sent: the status that replaces the form comes into view, focused.
  const [sent, setSent] = useState(false);
  const afterSend = () => {
    setSent(true);
    reqs.reload();
  };
  const reloadAll = () => {
    reqs.reload();
    payments.reload();
  };

  let top: ReactNode;
  if (reqs.loading && !reqs.data) top = <PageSpinner />;
  else if (reqs.error && !reqs.data) top = <LoadFailed onRetry={reqs.reload} />;
  else if (latest) {
    top = (
      <>
        <StatusBanner latest={latest} takeFocus={sent} />
        <ContractSummary contract={latest} />
        {latest.statusCode === 'closing' && <ReadyPickups what="down-close" />}
      </>
    );
  } else
    top = (
      <LazyForm>
        <RequestCard onRequested={afterSend} />
      </LazyForm>
    );

  const tabs = [{ key: 'history', label: 'ประวัติขออนุมัติ', children: <RequestsTab requests={list} latest={latest} payments={payments} /> }];
  if (payable && latest) {
    tabs.push(
      {
        key: 'pay',
        label: 'ชำระเงิน',
        children: (
          <LazyForm>
            <PaymentTab latest={latest} onPaid={reloadAll} />
          </LazyForm>
        ),
      },
      {
        key: 'close',
        label: 'ขอจบสัญญา',
        children: (
          <LazyForm>
            <CloseTab latest={latest} onSent={afterSend} />
          </LazyForm>
        ),
      },
    );
  }

  return (
    <main className="page money-page">
      <h1 className="money-title">{TITLE}</h1>
      <div className="money-stack">
        {top}
        {reqs.data && latest && <Tabs id="down-tabs" items={tabs} />}
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
