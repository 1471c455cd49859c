import { useState } from 'react';
import { Link, useRoute } from 'wouter';
import { pawnCalls, pawnRequestCalls, type PawnPayment, type PawnRequest } from '@goldshop/api/contract';
import { LoadFailed } from '../../features/money/LoadFailed';
import { PickupPanel } from '../../features/pickups/PickupPanel';
import { MemberGate } from '../../features/money/MemberGate';
import { ProofButton } from '../../features/money/ProofButton';
import { formatThaiDate } from '../../features/money/format';
import { payBlockText } from '../../features/money/pawn';
import { useApi } from '../../lib/use-api';
import { useLineUrl } from '../../stores/shop-profile';
import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/Button';
import { MoneyList, type MoneyField } from '../../ui/MoneyList';
import { Spinner } from '../../ui/Spinner';
import { ContractFacts } from './ContractFacts';
import { PayPanel } from './PayPanel';
import { LOAD_FAILED, LOADING, pawnBaht } from './PawnBits';
import { RequestHistory } from './RequestHistory';
import { SentReceipt } from './SentReceipt';
import '../../features/money/money.css';
import './repurchase.css';

const paymentFields: MoneyField<PawnPayment>[] = [
  { key: 'date', title: 'วันที่จ่าย', card: 'head', render: (p) => formatThaiDate(p.pay_date) },
  { key: 'type', title: 'วิธีชำระ', card: 'badge', render: (p) => p.pay_type },
  { key: 'total', title: 'จำนวน', card: 'amount', numeric: true, render: (p) => pawnBaht(p.Total) },
  { key: 'principal', title: 'เงินต้น', numeric: true, render: (p) => (p.principal > 0 ? pawnBaht(p.principal) : '-') },
  { key: 'proof', title: 'สลิป', render: (p) => <ProofButton proof={p.proof} /> },
];

/**
 * One pawn contract, where a LINE reminder leads (/repurchase/{jn_id}): where it stands today, paying it in
 * the app (ต่อดอก, ลดต้น, ไถ่ถอน) or why not now, what was paid in the app with the shop's e-receipts, and
 * every payment.
 */
function PawnContractScreen({ jnId }: { jnId: string }) {
  const contracts = useApi(pawnCalls.contracts);
  const requests = useApi(pawnRequestCalls.requests, { query: { jn_id: jnId } });
  const payments = useApi(pawnCalls.payments, { params: { jn_id: jnId } });
  const lineOaUrl = useLineUrl();
  const [sent, setSent] = useState<PawnRequest>();
  const c = contracts.data?.find((x) => x.jn_id === jnId);
  const reload = () => {
    contracts.reload();
    requests.reload();
    payments.reload();
  };
  const blocked = c && payBlockText(c);

  return (
    <main className="page money-page">
      <p className="pawn-back">
        <Link href="/repurchase">← รายการขายฝาก</Link>
      </p>
      <h1 className="money-title">{`สัญญาขายฝาก ${jnId}`}</h1>
      <div className="money-stack">
        {contracts.loading && !contracts.data ? (
          <div className="page-loading page-loading--stack" role="status">
            <Spinner label={null} />
            <span>{LOADING}</span>
          </div>
        ) : contracts.error && !contracts.data ? (
          <LoadFailed onRetry={contracts.reload} text={LOAD_FAILED} />
        ) : !c ? (
          <Alert kind="warning" testId="pawn-not-found">
            ไม่พบสัญญาขายฝากนี้ในรายการของคุณ
          </Alert>
        ) : (
          <>
            {sent ? <SentReceipt request={sent} onDone={() => setSent(undefined)} /> : <ContractFacts c={c} />}
            {sent ? null : blocked ? (
              <Alert kind={c.pay === 'contact' ? 'error' : 'info'} testId="pawn-pay-blocked" action={c.pay === 'contact'}>
                <span>{blocked}</span>
                {c.pay === 'contact' && (
                  <LinkButton variant="line" className="pawn-contact" href={lineOaUrl} external>
                    ติดต่อชำระดอกเบี้ย
                  </LinkButton>
                )}
              </Alert>
            ) : (
              <section aria-labelledby="pawn-pay-title">
                <h2 id="pawn-pay-title" className="money-subtitle">
                  ชำระผ่านแอป
                </h2>
                <PayPanel
                  contract={c}
                  onSent={(r) => {
                    setSent(r);
                    reload();
                  }}
                />
              </section>
            )}
            {/* A redemption paid and approved: its piece waits at a branch for the member to book a slot, the
                branch and day they named when paying offered first. */}
            {(requests.data ?? [])
              .filter((r) => r.kind === 'redeem' && r.status === 'approved')
              .map((r) => (
                <PickupPanel key={r.id} what="pawn-redeem" refId={r.id} prefer={{ branchId: r.branch_id, date: r.pickupDate }} />
              ))}
            <RequestHistory requests={requests.data ?? []} />
            <h2 className="money-subtitle">ประวัติการชำระ</h2>
            <MoneyList
              testId="pawn-payments"
              label="ประวัติการชำระ"
              rows={payments.data ?? []}
              rowKey={(p) => `${p.pay_date}-${p.Total}-${(payments.data ?? []).indexOf(p)}`}
              fields={paymentFields}
              pageSize={5}
              loading={payments.loading && !payments.data}
            />
          </>
        )}
      </div>
    </main>
  );
}

export default function PawnContractPage() {
  const [, params] = useRoute('/repurchase/:jnId');
  const jnId = params?.jnId ? decodeURIComponent(params.jnId) : '';
  return (
    <MemberGate title={`สัญญาขายฝาก ${jnId}`}>
      <PawnContractScreen jnId={jnId} />
    </MemberGate>
  );
}
