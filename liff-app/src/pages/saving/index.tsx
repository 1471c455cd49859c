import { useState, type ReactNode } from 'react';
import { SAVING_STATUS_TEXT, savingCalls } from '@goldshop/api/contract';
import { Notice } from '../../components/Notice';
import { PageSpinner } from '../../components/Spinner';
import { withAntd } from '../../components/with-antd';
import { LazyForm } from '../../features/money/LazyForm';
import { LoadFailed } from '../../features/money/LoadFailed';
import { MemberGate } from '../../features/money/MemberGate';
import { MoneyTabs } from '../../features/money/MoneyTabs';
import { firstLoad, useApi } from '../../lib/use-api';
import { BalanceCard } from './BalanceCard';
import { RequestApproval } from './RequestApproval';
import { SavingHistory } from './SavingHistory';
import { GoldWeight } from './GoldWeight';
import { GoldRecommendations } from './GoldRecommendations';
import { DepositForm } from './DepositForm';
import '../../features/money/money.css';

const TITLE = 'ออมทองประเภทที่ 1';

// The screen is plain (balance, tabs, history, the gold it buys), and so is the deposit form it opens on:
// that form comes with the screen (a few KB), so the page does not grow under the member's thumb when it
// arrives. The withdrawal forms (antd's Form, Select, Segmented) bring antd when their tab is shown.
const WithdrawTab = withAntd(() => import('./WithdrawTab').then((m) => m.WithdrawTab));
// sav_status arrives as SPEC §4's Thai text.
const PENDING = SAVING_STATUS_TEXT.pending;
const IN_FORCE = SAVING_STATUS_TEXT.active;

/**
 * SPEC §2 /saving: balance card, then the request, the waiting message or the three tabs by sav_status;
 * for an account in force, the balance as gold and the gold it buys (issue 17) after the tabs.
 */

function Saving() {
  const status = useApi(savingCalls.savStatus);
  const current = status.data?.[0]?.sav_status;
  const inForce = current === IN_FORCE;
  const balance = useApi(savingCalls.balance);
  const history = useApi(inForce ? savingCalls.history : null);
  // What the savings buy (issue 17): only for an account in force, the one with a balance to spend.
  const recs = useApi(inForce ? savingCalls.recommendations : null);
  const [tab, setTab] = useState('deposit');
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
  } else if (!current) body = <RequestApproval onRequested={status.reload} />;
  else if (current === SAVING_STATUS_TEXT.rejected) body = <RequestApproval onRequested={status.reload} again />;
  else if (current === PENDING) {
    body = (
      <Notice kind="info" className="saving-waiting" testId="saving-waiting">
        <p className="saving-waiting__title">{PENDING}</p>
        <p>คำขอเปิดบัญชีออมทองของคุณอยู่ระหว่างรอเจ้าหน้าที่อนุมัติ</p>
      </Notice>
    );
  } else if (inForce) {
    body = (
      <MoneyTabs
        id="saving-tabs"
        active={tab}
        onChange={setTab}
        items={[
          { key: 'deposit', label: 'ฝากเงิน', children: <DepositForm onSent={refresh} onShowHistory={showHistory} /> },
          { key: 'withdraw', label: 'ถอน', children: <LazyForm><WithdrawTab available={balance.data?.available} onSent={refresh} onShowHistory={showHistory} /></LazyForm> },
          { key: 'history', label: 'ประวัติ', children: <SavingHistory rows={history.data} loading={history.loading} /> },
        ]}
      />
    );
  } else body = <Notice kind="info">{`สถานะบัญชี: ${current}`}</Notice>;

  return (
    <main className="page money-page">
      <h1 className="money-title">{TITLE}</h1>
      <div className="money-stack">
        <BalanceCard answer={balance.data} history={history.data} loading={balance.loading}>
          {inForce && <GoldWeight answer={recs.data} held={(balance.data?.pendingWithdrawals ?? 0) > 0} />}
        </BalanceCard>
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
