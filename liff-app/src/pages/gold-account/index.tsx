import { useState, type ReactNode } from 'react';
import { ApiError, GOLD_STATUS_TEXT, goldAccountCalls, type GoldAccountAnswer, type GoldKind } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';
import { firstLoad, useApi } from '../../lib/use-api';
import { LoadFailed } from '../../features/money/LoadFailed';
import { MemberGate } from '../../features/money/MemberGate';
import { formatThaiDate } from '../../features/money/format';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { ReadyPickups } from '../../features/pickups/ReadyPickups';
import { PlanForm } from '../../features/savings-plan/PlanForm';
import { BalanceChart } from './BalanceChart';
import { BarGold } from './BarGold';
import { GoldDeposit } from './GoldDeposit';
import { GoldSell } from './GoldSell';
import { OpenAccount } from './OpenAccount';
import { OrnamentExchange } from './OrnamentExchange';
import '../../features/money/money.css';
import './gold-account.css';

const TITLE = 'ออมทองเป็นน้ำหนัก';
const KIND_TEXT: Record<GoldKind, string> = { deposit: 'ฝากซื้อทอง', withdraw_bar: 'ถอนทองแท่ง', sell: 'ขายคืน', ornament: 'แลกทองรูปพรรณ' };

function Balance({ a }: { a: GoldAccountAnswer }) {
  const gain = a.gain;
  return (
    <Box title="ทองในบัญชี" id="gold-balance">
      <p className="gold-grams" data-testid="gold-grams">
        {a.grams} กรัม
      </p>
      <p data-testid="gold-baht-weight">{a.bahtWeight}</p>
      {a.reservedGrams !== '0.0000' && (
        <p>
          จองไว้ {a.reservedGrams} กรัม · ถอนหรือขายได้ {a.availableGrams} กรัม
        </p>
      )}
      <dl className="gold-figures">
        <dt>มูลค่าที่ราคารับซื้อวันนี้</dt>
        <dd>{a.valueAtBuyback === null ? '—' : `${formatAmount(a.valueAtBuyback)} บาท`}</dd>
        <dt>ต้นทุนเฉลี่ยต่อบาททองคำ</dt>
        <dd>{a.averageCost === null ? '—' : `${formatAmount(a.averageCost)} บาท`}</dd>
        <dt>กำไร / ขาดทุน</dt>
        <dd data-testid="gold-gain" className={gain !== null && gain < 0 ? 'gold-loss' : 'gold-gain'}>
          {gain === null ? '—' : `${gain >= 0 ? '+' : ''}${formatAmount(gain)} บาท (${a.gainPercent ?? 0}%)`}
        </dd>
      </dl>
    </Box>
  );
}

function Ledger({ a, onSellAgain }: { a: GoldAccountAnswer; onSellAgain(grams: string): void }) {
  const pending = a.requests.filter((r) => r.status !== 'approved');
  return (
    <Box title="รายการ" id="gold-ledger">
      {a.ledger.length === 0 && pending.length === 0 && <p>ยังไม่มีรายการ</p>}
      <ul className="gold-list">
        {pending.map((r) => (
          <li key={`r${r.id}`}>
            <span>
              {KIND_TEXT[r.kind]} · {GOLD_STATUS_TEXT[r.status]}
            </span>
            <span>
              {r.grams} กรัม{r.kind !== 'withdraw_bar' && ` · ${formatAmount(r.amount)} บาท @ ${formatAmount(r.price)}`}
              {r.productCode && ` · รหัส ${r.productCode}`}
            </span>
            {r.kind === 'sell' && r.status === 'pending' && r.validUntil && (
              <span>ราคานี้ยืนถึง {formatThaiDate(r.validUntil, true)} หากอนุมัติหลังจากนั้นและราคาเปลี่ยน ร้านจะเสนอราคาใหม่ให้ยืนยัน</span>
            )}
            {r.note && <span data-testid={r.status === 'requote' ? 'gold-requote' : undefined}>{r.note}</span>}
            {r.status === 'requote' && (
              <Button variant="outline" onClick={() => onSellAgain(r.grams)}>
                ขายคืนที่ราคาใหม่
              </Button>
            )}
          </li>
        ))}
        {a.ledger.map((l) => (
          <li key={l.id}>
            <span>
              {KIND_TEXT[l.kind]} · {formatThaiDate(l.createdAt, true)}
            </span>
            <span>
              {l.grams} กรัม{l.kind !== 'withdraw_bar' && ` · ${formatAmount(l.amount)} บาท @ ${formatAmount(l.price)}`}
            </span>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** /gold-account (docs/product.md "Member app: gold account (/gold-account)"). */
function GoldAccount() {
  const account = useApi(goldAccountCalls.account);
  // A re-quoted sale's grams, put back in the sell form for the member to sell at the new price.
  const [sellGrams, setSellGrams] = useState<string>();
  if (firstLoad(account)) return <PageSpinner />;
  let body: ReactNode;
  const a = account.data;
  if (a) {
    body = (
      <>
        <Balance a={a} />
        <Box title="ฝากซื้อทอง" id="gold-deposit-box">
          <GoldDeposit onSent={account.reload} />
        </Box>
        {/* Bar gold asked for and waiting at the branch: when to collect it, then how much more to take. */}
        <ReadyPickups what="gold-bar" key={a.requests.length} />
        <BarGold a={a} onAsked={account.reload} />
        <OrnamentExchange onSent={account.reload} />
        <Box title="ขายทองคืนร้าน" id="gold-sell-box">
          <GoldSell available={a.availableGrams} grams={sellGrams} onSent={account.reload} />
        </Box>
        <Box title="แผนออมรายเดือน" id="gold-plan-box">
          <PlanForm account="gold" />
        </Box>
        <BalanceChart ledger={a.ledger} />
        <Ledger
          a={a}
          onSellAgain={(g) => {
            setSellGrams(g);
            document.getElementById('gold-sell-box-title')?.scrollIntoView({ behavior: 'smooth' });
          }}
        />
      </>
    );
  } else if (account.error instanceof ApiError && account.error.status === 404) {
    body = <OpenAccount onOpened={account.reload} />;
  } else body = <LoadFailed onRetry={account.reload} />;
  return <div className="money-stack">{body}</div>;
}

export default function GoldAccountPage() {
  return (
    <MemberGate title={TITLE}>
      <main className="page money-page">
        <h1 className="money-title">{TITLE}</h1>
        <GoldAccount />
      </main>
    </MemberGate>
  );
}
