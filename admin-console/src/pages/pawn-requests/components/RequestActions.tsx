import { Typography } from 'antd';
import { pawnRequestWhat as requestWhat, type AdminPawnRequest } from '@goldshop/api/contract';
import { ApproveOrReject } from '../../../components/backoffice/ApproveOrReject';
import { ConfirmAction } from '../../../components/backoffice/ConfirmAction';
import { SlipEvidence } from '../../../components/backoffice/SlipRead';
import { formatThaiDate } from '../../../lib/date';
import { formatBaht } from '../../../lib/money';
import { awaitingPickup } from '../../../lib/pawn-request';
import { approvePawnRequest, recordPawnPickup, rejectPawnRequest } from '../service';

/**
 * What staff may do with a member's pawn payment now (the same buttons in the row and in the drawer): approve
 * or reject a waiting one, with the slip and what it says beside the amount in the confirmation; hand over
 * the item of a paid redemption.
 */
export function RequestActions({ r, onDone, size = 'small' }: { r: AdminPawnRequest; onDone: () => void; size?: 'small' | 'middle' }) {
  const who = r.username ?? r.customerName;
  if (awaitingPickup(r)) {
    return (
      <ConfirmAction
        label="ส่งมอบสินค้าแล้ว"
        size={size}
        title={`ส่งมอบสินค้าของสัญญา ${r.jn_id} ให้ ${r.customerName} แล้ว?`}
        description={`นัดรับที่สาขา${r.branch ?? ''} ${r.pickupDate ? formatThaiDate(r.pickupDate) : ''} ตรวจบัตรประชาชนก่อนส่งมอบ สัญญาจะเป็น "ไถ่ถอนแล้ว"`}
        action={() => recordPawnPickup(r.id)}
        onDone={onDone}
      />
    );
  }
  if (r.status !== 'pending') return null;
  const what = `${requestWhat(r)} สัญญา ${r.jn_id} ${formatBaht(r.amount)} ของ ${who}`;
  return (
    <ApproveOrReject
      size={size}
      onDone={onDone}
      approve={{
        title: `รับชำระ${what}?`,
        description: (
          <SlipEvidence
            image={r.proof}
            amount={r.amount}
            read={r.slipRead}
            match={r.slipMatch}
            extra={r.resultingDueDate && <Typography.Text>กำหนดชำระใหม่ {formatThaiDate(r.resultingDueDate)}</Typography.Text>}
          />
        ),
        action: () => approvePawnRequest(r.id),
      }}
      reject={{
        name: `pawn-reject-${r.id}`,
        title: `ไม่อนุมัติ${what}`,
        fieldLabel: 'เหตุผล (สมาชิกเห็น)',
        action: (note) => rejectPawnRequest(r.id, note),
      }}
    />
  );
}
