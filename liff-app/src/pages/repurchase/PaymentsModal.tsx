import { useEffect, useState } from 'react';
import { thaiFirst } from '../../lib/thai-first';
import { pawnCalls, type PawnContract, type PawnPayment } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { formatThaiDate } from '../../features/money/format';
import { LinkButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { MoneyList, type MoneyField } from '../../ui/MoneyList';
import { ProofButton } from '../../features/money/ProofButton';
import { ContractFacts } from './ContractFacts';
import { pawnBaht as baht } from './PawnBits';

const fields: MoneyField<PawnPayment>[] = [
  { key: 'date', title: 'วันที่จ่าย', card: 'head', render: (p) => formatThaiDate(p.pay_date) },
  { key: 'type', title: 'วิธีชำระ', card: 'badge', render: (p) => p.pay_type },
  { key: 'total', title: 'จำนวน', card: 'amount', numeric: true, render: (p) => baht(p.Total) },
  { key: 'proof', title: 'สลิป', render: (p) => <ProofButton proof={p.proof} /> },
];

/**
 * 'รายละเอียดขายฝากของ {jn_id}': the contract (item, weight, principal, monthly interest, what is owed and the
 * amount to redeem today), the way to pay it in the app, and its payments, 5 a page; a payments failure is
 * logged only (docs/product.md "Messages").
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
      {contract.is_open && (
        <LinkButton block className="pawn-pay-link" href={`/repurchase/${encodeURIComponent(contract.jn_id)}`} data-testid="pawn-pay-link">
          {contract.pay === 'open' ? 'ชำระผ่านแอป: ต่อดอก ลดต้น ไถ่ถอน' : 'ดูรายการชำระผ่านแอป'}
        </LinkButton>
      )}
      <h3 className="money-subtitle">ประวัติการชำระ</h3>
      <MoneyList
        testId="pawn-payments"
        label="ประวัติการชำระ"
        rows={rows}
        rowKey={(p) => `${p.pay_date}-${p.Total}-${rows.indexOf(p)}`}
        fields={fields}
        pageSize={5}
        loading={loading}
      />
    </Dialog>
  );
}
