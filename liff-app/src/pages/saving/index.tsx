import { lazy, useState, type ReactNode } from 'react';
import { SAVING_STATUS_TEXT, savingCalls } from '@goldshop/api/contract';
import { Alert } from '../../ui/Alert';
import { LazyForm } from '../../ui/Skeleton';
import { PageSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { LoadFailed } from '../../features/money/LoadFailed';
import { MemberGate } from '../../features/money/MemberGate';
import { ReadyPickups } from '../../features/pickups/ReadyPickups';
import { firstLoad, useApi } from '../../lib/use-api';
import { BalanceCard } from './BalanceCard';
import { RequestApproval } from './RequestApproval';
import { SavingHistory } from './SavingHistory';
import { GoldWeight } from './GoldWeight';
import { GoldRecommendations } from './GoldRecommendations';
import { DepositForm } from './DepositForm';
import '../../features/money/money.css';

const TITLE = 'ออมทองประเภทที่ 1';

// The deposit form the screen opens on comes with the screen (a few KB), so the page does not grow under the
// member's thumb when it arrives; the withdrawal forms load when their tab is first shown.
const WithdrawTab = lazy(() => import('./WithdrawTab').then((m) => ({ default: m.WithdrawTab })));
const PlanForm = lazy(() => import('../../features/savings-plan/PlanForm').then((m) => ({ default: m.PlanForm })));

/**
 * /saving (docs/product.md "Member app: savings type 1 (/saving)"): balance card, then the request, the waiting message or the three tabs by sav_status;
 * for an account in force, the balance as gold and the gold it buys after the tabs.
 */

function Saving() {
  const status = useApi(savingCalls.savStatus);
  const current = status.data?.[0];
  const inForce = current?.statusCode === 'active';
  const balance = useApi(savingCalls.balance);
  const history = useApi(inForce ? savingCalls.history : null);
  // What the savings buy: only for an account in force, the one with a balance to spend.
  const recs = useApi(inForce ? savingCalls.recommendations : null);
  const [tab, setTab] = useState('deposit');
  // The member has just asked for an account: the waiting message replaces the request in view, focused.
  const [asked, setAsked] = useState(false);
  const requested = () => {
    setAsked(true);
    status.reload();
  };
  // A request was accepted: the receipt shows, and the balance card and history behind it catch up.
  const refresh = () => {
    balance.reload();
    history.reload();
    recs.reload();
  };
  const showHistory = () => setTab('history');

  // The page appears once, when what its top shows has answered (or failed): the balance card's pending lines
  // and the gold estimate arriving one by one pushed the tabs down under the member's thumb (layout shift).
  const settling = firstLoad(status) || firstLoad(balance) || (inForce && firstLoad(recs));

  if (settling) {
    return (
      <main className="page money-page">
        <h1 className="money-title">{TITLE}</h1>
        <PageSpinner />
      </main>
    );
  }
  let body: ReactNode;
  if (status.error && !status.data) {
    body = <LoadFailed onRetry={status.reload} />;
  } else if (!current) body = <RequestApproval onRequested={requested} />;
  else if (current.statusCode === 'rejected') body = <RequestApproval onRequested={requested} again />;
  else if (current.statusCode === 'pending') {
    body = (
      <Alert kind="info" className="saving-waiting" testId="saving-waiting" takeFocus={asked}>
        <p className="saving-waiting__title">{SAVING_STATUS_TEXT.pending}</p>
        <p>คำขอเปิดบัญชีออมทองของคุณอยู่ระหว่างรอเจ้าหน้าที่อนุมัติ</p>
      </Alert>
    );
  } else if (inForce) {
    body = (
      <Tabs
        id="saving-tabs"
        active={tab}
        onChange={setTab}
        items={[
          { key: 'deposit', label: 'ฝากเงิน', children: <DepositForm onSent={refresh} onShowHistory={showHistory} /> },
          {
            key: 'withdraw',
            label: 'ถอน',
            children: (
              <LazyForm>
                <WithdrawTab available={balance.data?.available} onSent={refresh} onShowHistory={showHistory} />
              </LazyForm>
            ),
          },
          { key: 'history', label: 'ประวัติ', children: <SavingHistory rows={history.data} loading={history.loading} /> },
          {
            key: 'plan',
            label: 'แผนออม',
            children: (
              <LazyForm>
                <PlanForm account="saving" />
              </LazyForm>
            ),
          },
        ]}
      />
    );
  } else body = <Alert kind="info">{`สถานะบัญชี: ${current.sav_status}`}</Alert>;

  return (
    <main className="page money-page">
      <h1 className="money-title">{TITLE}</h1>
      <div className="money-stack">
        <BalanceCard answer={balance.data} history={history.data} loading={balance.loading}>
          {inForce && <GoldWeight answer={recs.data} held={(balance.data?.pendingWithdrawals ?? 0) > 0} />}
        </BalanceCard>
        {inForce && <ReadyPickups what="saving-goods" />}
        {body}
        {inForce && <GoldRecommendations answer={recs.data} loading={recs.loading} />}
      </div>
    </main>
  );
}

export default function SavingPage() {
  return (
    <MemberGate title={TITLE}>
      <Saving />
    </MemberGate>
  );
}
