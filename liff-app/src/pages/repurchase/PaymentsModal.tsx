import { formatAmount } from '../../lib/format';
import { thaiFirst } from '../../lib/thai-first';
import { useEffect, useState } from 'react';
import { pawnCalls, type PawnContract, type PawnPayment } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatThaiDate } from '../../features/money/format';
import { Dialog } from '../../ui/Dialog';
import { MoneyList, type MoneyField } from '../../ui/MoneyList';
import { ProofButton } from '../../features/money/ProofButton';
import { gramsText } from '../../features/money/pawn';
import { DueDate, PawnStatus } from './PawnBits';

const baht = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${formatAmount(n) ?? '-'} บาท`);

const fields: MoneyField<PawnPayment>[] = [
  { key: 'date', title: 'วันที่จ่าย', card: 'head', render: (p) => formatThaiDate(p.pay_date) },
  { key: 'type', title: 'วิธีชำระ', card: 'badge', render: (p) => p.pay_type },
  { key: 'total', title: 'จำนวน', card: 'amount', numeric: true, render: (p) => baht(p.Total) },
  { key: 'proof', title: 'สลิป', render: (p) => <ProofButton proof={p.proof} /> },
];

/** What the contract is and what redeeming it costs today (the server's estimate: the counter decides). */
function ContractFacts({ c }: { c: PawnContract }) {
  return (
    <dl className="pawn-facts" data-testid="pawn-facts">
      <div className="pawn-facts__wide"><dt>สินค้า</dt><dd data-testid="pawn-item">{c.item || 'ไม่ได้ระบุ'}</dd></div>
      <div><dt>น้ำหนักทอง</dt><dd data-testid="pawn-weight">{gramsText(c.weight_grams)}</dd></div>
      <div><dt>สถานะ</dt><dd><PawnStatus c={c} /></dd></div>
      <div><dt>เงินต้น</dt><dd data-testid="pawn-principal">{baht(c.Net_Total)}</dd></div>
      <div><dt>ดอกเบี้ยถึงวันนี้</dt><dd data-testid="pawn-interest-so-far">{baht(c.interest_so_far)}</dd></div>
      <div><dt>วันที่ขายฝาก</dt><dd>{formatThaiDate(c.jn_date)}</dd></div>
      <div><dt>กำหนดชำระ</dt><dd><DueDate c={c} /></dd></div>
      {c.redeem_today !== null && (
        <div className="pawn-facts__wide pawn-facts__redeem">
          <dt>ยอดไถ่ถอนโดยประมาณ ณ วันนี้</dt>
          <dd>
            <span data-testid="pawn-redeem-today">{baht(c.redeem_today)}</span>
            <span className="pawn-facts__note">เป็นยอดประมาณการจากเงินต้นและดอกเบี้ยที่ยังไม่ได้ชำระ ยอดจริงยืนยันโดยร้านเมื่อไถ่ถอน</span>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * 'รายละเอียดขายฝากของ {jn_id}': the contract (item, weight, principal, interest so far, the amount to redeem
 * today) and its payments, 5 a page; a payments failure is logged only (SPEC §8).
 */
export function PaymentsModal({ contract, onClose }: { contract: PawnContract; onClose(): void }) {
  const jnId = contract.jn_id;
  const [rows, setRows] = useState<PawnPayment[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setRows([]);
    setLoading(true);
    api(pawnCalls.payments, { params: { jn_id: jnId } })
      .then((r) => live && setRows(r))
      .catch((err: unknown) => console.error('pawn detail failed', err))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [jnId]);

  return (
    <Dialog title={`รายละเอียดขายฝากของ ${jnId}`} onClose={onClose} wide closeLabel={thaiFirst('ปิด', 'Close')}>
      <ContractFacts c={contract} />
      <h3 className="money-subtitle">ประวัติการชำระ</h3>
      <MoneyList testId="pawn-payments" label="ประวัติการชำระ" rows={rows} rowKey={(p) => `${p.pay_date}-${p.Total}-${rows.indexOf(p)}`} fields={fields} pageSize={5} loading={loading} />
    </Dialog>
  );
}
