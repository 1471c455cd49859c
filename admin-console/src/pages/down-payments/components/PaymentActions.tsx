import { Space } from 'antd';
import type { AdminDownPayment } from '@goldshop/api/contract';
import { ConfirmAction } from '../../../components/backoffice/ConfirmAction';
import { ReasonAction } from '../../../components/backoffice/ReasonAction';
import { SlipEvidence } from '../../../components/backoffice/SlipRead';
import { formatBaht } from '../../../lib/money';
import { slipMatchText } from '../../../lib/slip-match';
import { approveDownPayment, rejectDownPayment } from '../service';

/** Approve or reject a waiting instalment (the same buttons in the row and in the drawer). */
export function PaymentActions({ p, onDone, size = 'small' }: { p: AdminDownPayment; onDone: () => void; size?: 'small' | 'middle' }) {
  if (p.status !== 'pending') return null;
  const who = p.username ?? `#${p.userId}`;
  return (
    <Space wrap size={[8, 4]}>
      <ConfirmAction
        label="อนุมัติ"
        size={size}
        title={`อนุมัติการชำระ ${formatBaht(p.amount)} ของ ${who}?`}
        description={
          <>
            <SlipEvidence image={p.proof} amount={p.amount} read={p.slipRead} />
            {p.slipMatch && <div>สลิปนี้เคยใช้กับ{slipMatchText(p.slipMatch)}</div>}
          </>
        }
        action={() => approveDownPayment(p.id)}
        onDone={onDone}
      />
      <ReasonAction
        name={`down-pay-reject-${p.id}`}
        label="ไม่อนุมัติ"
        size={size}
        title={`ไม่อนุมัติการชำระ ${formatBaht(p.amount)} ของ ${who}`}
        fieldLabel="หมายเหตุ (สมาชิกเห็น)"
        action={(note) => rejectDownPayment(p.id, note)}
        onDone={onDone}
      />
    </Space>
  );
}
