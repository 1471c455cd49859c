import type { AdminDownPayment } from '@goldshop/api/contract';
import { ApproveOrReject } from '../../../components/backoffice/ApproveOrReject';
import { SlipEvidence } from '../../../components/backoffice/SlipRead';
import { memberLabel } from '../../../lib/member';
import { formatBaht } from '../../../lib/money';
import { approveDownPayment, rejectDownPayment } from '../service';

/** Approve or reject a waiting instalment (the same buttons in the row and in the drawer). */
export function PaymentActions({ p, onDone, size = 'small' }: { p: AdminDownPayment; onDone: () => void; size?: 'small' | 'middle' }) {
  if (p.status !== 'pending') return null;
  const what = `การชำระ ${formatBaht(p.amount)} ของ ${memberLabel(p)}`;
  return (
    <ApproveOrReject
      size={size}
      onDone={onDone}
      approve={{
        title: `อนุมัติ${what}?`,
        description: <SlipEvidence image={p.proof} amount={p.amount} read={p.slipRead} match={p.slipMatch} />,
        action: () => approveDownPayment(p.id),
      }}
      reject={{
        name: `down-pay-reject-${p.id}`,
        title: `ไม่อนุมัติ${what}`,
        fieldLabel: 'หมายเหตุ (สมาชิกเห็น)',
        action: (note) => rejectDownPayment(p.id, note),
      }}
    />
  );
}
