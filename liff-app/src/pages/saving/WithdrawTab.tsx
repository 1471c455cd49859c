import { useState, type ReactNode } from 'react';
import { contentCalls, type FlagReadCall, referenceOf } from '@goldshop/api/contract';
import { formatBalance } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { CLOSED_TEXT } from '../../features/money/messages';
import type { Sent } from '../../features/money/sent';
import { Alert } from '../../ui/Alert';
import { Box } from '../../ui/Box';
import { RadioGroup } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { WithdrawGoodsForm } from './WithdrawGoodsForm';
import { WithdrawCashForm } from './WithdrawCashForm';

type Kind = 'goods' | 'cash';

/** Each form shows 'ยังไม่เปิดให้บริการ' while its admin switch is 0 (or cannot be read). */
function Switched({ call, children }: { call: FlagReadCall; children: ReactNode }) {
  const flag = useApi(call);
  if (flag.loading && flag.data === undefined) return <Spinner />;
  if (flag.data !== 1) return <Alert kind="info">{CLOSED_TEXT}</Alert>;
  return <>{children}</>;
}

const KINDS = [
  { value: 'goods', label: 'ถอนเป็นทองคำ' },
  { value: 'cash', label: 'ถอนเป็นเงินสด' },
] as const;

const RECEIPTS: Record<Kind, { title: string; next: string }> = {
  goods: {
    title: 'ส่งคำขอถอนเป็นทองคำแล้ว',
    next: 'ยอดนี้ถูกกันไว้จากยอดที่ถอนได้ระหว่างรอเจ้าหน้าที่ตรวจสอบ เมื่ออนุมัติแล้วร้านจะจัดส่งทองหรือเตรียมไว้ให้รับที่สาขาตามที่เลือก และแจ้งผลทาง LINE หากไม่อนุมัติ ยอดที่กันไว้จะกลับมาถอนได้ และร้านจะแจ้งเหตุผลไว้ในประวัติ',
  },
  cash: {
    title: 'ส่งคำขอถอนเป็นเงินสดแล้ว',
    next: 'ยอดนี้ถูกกันไว้จากยอดที่ถอนได้ระหว่างรอเจ้าหน้าที่ตรวจสอบ เมื่ออนุมัติแล้วร้านจะโอนเงินเข้าบัญชีที่แจ้งไว้ และแนบหลักฐานการโอนไว้ในประวัติ หากไม่อนุมัติ ยอดที่กันไว้จะกลับมาถอนได้ และร้านจะแจ้งเหตุผลไว้ในประวัติ',
  },
};

/** Goods or cash; after a request the receipt stands in for the forms until the member goes back. */
export function WithdrawTab({ available, onSent, onShowHistory }: { available?: number; onSent(): void; onShowHistory(): void }) {
  const [kind, setKind] = useState<Kind>('goods');
  const [sent, setSent] = useState<Sent & { kind: Kind }>();
  const sentAs = (k: Kind) => (s: Sent) => {
    setSent({ ...s, kind: k });
    onSent();
  };

  if (sent) {
    return (
      <MoneyReceipt
        title={RECEIPTS[sent.kind].title}
        reference={referenceOf('saving', sent.id)}
        amount={sent.amount}
        time={sent.at}
        next={RECEIPTS[sent.kind].next}
        onDone={() => setSent(undefined)}
        doneText="กลับไปหน้าถอน"
        secondary={{
          text: 'ดูประวัติ',
          onClick: () => {
            setSent(undefined);
            onShowHistory();
          },
        }}
      />
    );
  }
  const label = KINDS.find((k) => k.value === kind)!.label;
  return (
    <div className="money-stack">
      {available !== undefined && <Alert kind="info">{`ยอดที่ถอนได้ ${formatBalance(available) ?? '-'} บาท`}</Alert>}
      <RadioGroup
        id="withdraw-kind"
        label="วิธีถอน"
        name="withdraw-kind"
        segmented
        options={KINDS}
        value={kind}
        onChange={(k) => setKind(k as Kind)}
      />
      <Box title={label} id="withdraw-form" level={3}>
        {kind === 'goods' ? (
          <Switched call={contentCalls.productWithdraw}>
            <WithdrawGoodsForm available={available} onSent={sentAs('goods')} />
          </Switched>
        ) : (
          <Switched call={contentCalls.cashWithdraw}>
            <WithdrawCashForm available={available} onSent={sentAs('cash')} />
          </Switched>
        )}
      </Box>
    </div>
  );
}
