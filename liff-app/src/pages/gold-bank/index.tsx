import { formatAmount, formatBalance } from '../../lib/format';
import {
  ApiError,
  contentCalls,
  downCalls,
  goldAccountCalls,
  pawnCalls,
  savingCalls,
  type Endpoint,
  type EndpointAnswer,
} from '@goldshop/api/contract';
import { statusTone } from '../../lib/status';
import { MemberGate } from '../../features/money/MemberGate';
import { bangkokToday, formatThaiDate } from '../../features/money/format';
import { canPay, latestOf } from '../../features/money/down';
import { nextDue, openContracts } from '../../features/money/pawn';
import { firstLoad, useApi, type Loaded } from '../../lib/use-api';
import { GlanceCard } from './GlanceCard';
import { Badge } from '../../ui/Badge';
import { PageSpinner } from '../../ui/Spinner';
import '../../features/money/money.css';
import './gold-bank.css';

const TITLE = 'บัญชีทองของฉัน';

type Answer<E extends Endpoint> = Loaded<EndpointAnswer<E>>;

function SavingGlance({
  status,
  balance,
  visible,
}: {
  status: Answer<typeof savingCalls.savStatus>;
  balance: Answer<typeof savingCalls.balance>;
  visible: Answer<typeof contentCalls.sav1Visible>;
}) {
  const current = status.data?.[0];
  return (
    <GlanceCard
      title="ออมทองประเภทที่ 1"
      href="/saving"
      linkText={current ? 'ไปที่ออมทองประเภทที่ 1' : 'สมัครออมทอง'}
      failed={status.failed && !status.data}
    >
      {current?.statusCode === 'active' || balance.data?.balance ? (
        <>
          <div>ยอดเงินออมคงเหลือ</div>
          <div className="glance-figure" data-testid="glance-balance">
            {formatBalance(balance.data?.balance) ?? '-'} บาท
          </div>
          {!!balance.data?.pendingDeposits && <div>ฝากรอร้านตรวจสอบ {formatBalance(balance.data.pendingDeposits) ?? '-'} บาท</div>}
          {!!balance.data?.pendingWithdrawals && <div>รอถอน {formatBalance(balance.data.pendingWithdrawals) ?? '-'} บาท</div>}
        </>
      ) : current ? (
        <div>
          สถานะ: <Badge tone={statusTone(current.statusCode)}>{current.sav_status}</Badge>
        </div>
      ) : visible.data === 0 ? (
        <div className="muted">การออมทองประเภทที่ 1 ยังไม่เปิดให้บริการ</div>
      ) : (
        <div>คุณยังไม่ได้สมัครออมทองประเภทที่ 1</div>
      )}
    </GlanceCard>
  );
}

/** The gold account at a glance, while the shop offers it: the grams, or the way to open one. */
function GoldAccountGlance({ account }: { account: Answer<typeof goldAccountCalls.account> }) {
  const a = account.data;
  return (
    <GlanceCard
      title="ออมทองเป็นน้ำหนัก"
      href="/gold-account"
      linkText={a ? 'ไปที่ออมทองเป็นน้ำหนัก' : 'เปิดบัญชีออมทองเป็นน้ำหนัก'}
      // No account yet answers 404: that is the way to open one, not a failure.
      failed={account.failed && !a && !(account.error instanceof ApiError && account.error.status === 404)}
    >
      {a ? (
        <>
          <div>ทองในบัญชี</div>
          <div className="glance-figure" data-testid="glance-gold-grams">
            {a.grams} กรัม
          </div>
          <div>{a.bahtWeight}</div>
        </>
      ) : (
        <div>ออมเป็นกรัมทองคำแท่ง ที่ราคาขายออกขณะร้านได้รับเงิน</div>
      )}
    </GlanceCard>
  );
}

function DownGlance({ reqs, visible }: { reqs: Answer<typeof downCalls.requests>; visible: Answer<typeof contentCalls.sav2Visible> }) {
  const latest = latestOf(reqs.data?.data ?? []);
  const next = latest && canPay(latest.statusCode) ? latest.NextInstalment : null;
  return (
    <GlanceCard
      title="ออมทองประเภทที่ 2"
      href="/downing"
      linkText={latest ? 'ไปที่ออมทองประเภทที่ 2' : 'ขออนุมัติออมทองประเภทที่ 2'}
      failed={reqs.failed && !reqs.data}
    >
      {latest ? (
        <>
          <div>
            สถานะสัญญา{' '}
            <Badge tone={statusTone(latest.statusCode)} testId="glance-down-status">
              {latest.Status}
            </Badge>
          </div>
          {latest.ApprovedAmount !== null && <div>ยอดอนุมัติ {formatAmount(latest.ApprovedAmount) ?? '-'} บาท</div>}
          {latest.Remaining !== null && <div>คงเหลือ {formatAmount(latest.Remaining) ?? '-'} บาท</div>}
          {next && (
            <div data-testid="glance-down-next" className={next.daysOverdue > 0 ? 'glance-late' : undefined}>
              งวดถัดไป {formatAmount(next.amount) ?? '-'} บาท กำหนด {formatThaiDate(next.dueDate)}
              {next.daysOverdue > 0 && <strong> (เกินกำหนด {next.daysOverdue} วัน)</strong>}
            </div>
          )}
          {latest.EndDate && <div>สิ้นสุดสัญญา {formatThaiDate(latest.EndDate)}</div>}
        </>
      ) : visible.data === 0 ? (
        <div className="muted">การออมทองประเภทที่ 2 ยังไม่เปิดให้บริการ</div>
      ) : (
        <div>คุณยังไม่มีสัญญาออมทองประเภทที่ 2</div>
      )}
    </GlanceCard>
  );
}

function PawnGlance({ pawns }: { pawns: Answer<typeof pawnCalls.contracts> }) {
  // Only contracts still running: a redeemed or forfeited one has nothing left to pay.
  const open = openContracts(pawns.data ?? []);
  const due = nextDue(pawns.data ?? []);
  return (
    <GlanceCard title="ขายฝาก" href="/repurchase" linkText="ดูรายการขายฝาก" failed={pawns.failed && !pawns.data}>
      <div>สัญญาที่ยังไม่ไถ่ถอน</div>
      <div className="glance-figure" data-testid="glance-pawn-count">
        {open.length} สัญญา
      </div>
      {due && (
        <div data-testid="glance-next-due" className={due.overdue ? 'glance-late' : undefined}>
          {due.overdue
            ? `${due.jn_id} เกินกำหนดชำระ ${due.days} วัน (กำหนด ${formatThaiDate(due.date)})`
            : due.date === bangkokToday()
              ? `${due.jn_id} ครบกำหนดชำระวันนี้`
              : `กำหนดชำระถัดไป ${formatThaiDate(due.date)} (${due.jn_id})`}
        </div>
      )}
    </GlanceCard>
  );
}

/** /gold-bank: the member's savings, type 2 contract and pawn contracts at a glance (our design). */
function GoldBank() {
  const status = useApi(savingCalls.savStatus);
  const balance = useApi(savingCalls.balance);
  const sav1 = useApi(contentCalls.sav1Visible);
  const reqs = useApi(downCalls.requests);
  const sav2 = useApi(contentCalls.sav2Visible);
  const pawns = useApi(pawnCalls.contracts);
  const goldOffered = useApi(contentCalls.goldVisible);
  const gold = useApi(goldOffered.data === 1 ? goldAccountCalls.account : null);
  // The three cards appear together, once every answer is in (or failed), as /saving does: one card filling
  // while the others were still grey bars pushed the cards below it down (layout shift), and each answer
  // redrew the page again.
  const settling = [status, balance, sav1, reqs, sav2, pawns, goldOffered].some(firstLoad);
  return (
    <main className="page money-page">
      <h1 className="money-title">{TITLE}</h1>
      {settling ? (
        <PageSpinner />
      ) : (
        <div className="glance-grid">
          <SavingGlance status={status} balance={balance} visible={sav1} />
          <DownGlance reqs={reqs} visible={sav2} />
          <PawnGlance pawns={pawns} />
          {goldOffered.data === 1 && <GoldAccountGlance account={gold} />}
        </div>
      )}
    </main>
  );
}

export default function GoldBankPage() {
  return (
    <MemberGate title={TITLE}>
      <GoldBank />
    </MemberGate>
  );
}
