import { formatBalance } from '../../lib/format';
import { useState, type ReactNode } from 'react';
import { Alert, Card, Segmented, Spin } from 'antd';
import { contentCalls, type FlagReadCall } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { CLOSED_TEXT } from '../../features/money/messages';
import { WithdrawGoodsForm } from './WithdrawGoodsForm';
import { WithdrawCashForm } from './WithdrawCashForm';
import type { Sent } from '../../features/money/sent';

type Kind = 'goods' | 'cash';

/** Each form shows 'ยังไม่เปิดให้บริการ' while its admin switch is 0 (or cannot be read). */
function Switched({ call, children }: { call: FlagReadCall; children: ReactNode }) {
  const flag = useApi(call);
  if (flag.loading && flag.data === undefined) return <Spin />;
  if (flag.data !== 1) return <Alert type="info" showIcon message={CLOSED_TEXT} />;
  return <>{children}</>;
}

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
        reference={sent.id}
        amount={sent.amount}
        time={sent.at}
        next={RECEIPTS[sent.kind].next}
        onDone={() => setSent(undefined)}
        doneText="กลับไปหน้าถอน"
        secondary={{ text: 'ดูประวัติ', onClick: () => { setSent(undefined); onShowHistory(); } }}
      />
    );
  }
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
          <Switched call={contentCalls.productWithdraw}><WithdrawGoodsForm available={available} onSent={sentAs('goods')} /></Switched>
        </Card>
      ) : (
        <Card size="small" title="ถอนเป็นเงินสด">
          <Switched call={contentCalls.cashWithdraw}><WithdrawCashForm available={available} onSent={sentAs('cash')} /></Switched>
        </Card>
      )}
    </div>
  );
}
