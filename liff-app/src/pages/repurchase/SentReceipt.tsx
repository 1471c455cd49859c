import { PAWN_REQUEST_KIND_TEXT, pawnRequestWhat, type PawnRequest, referenceOf } from '@goldshop/api/contract';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { formatThaiDate } from '../../features/money/format';

/**
 * What the member sees once a payment is sent: its reference, amount and what it is for, the due date it gives
 * once approved, and what happens next. It stands in for the contract's pay form, which now waits for staff.
 */
export function SentReceipt({ request: r, onDone }: { request: PawnRequest; onDone(): void }) {
  return (
    <MoneyReceipt
      title={`แจ้งชำระ${PAWN_REQUEST_KIND_TEXT[r.kind]}แล้ว`}
      reference={referenceOf('pawnRequest', r.id)}
      amount={r.amount}
      time={r.createdAt}
      details={[
        { label: 'สัญญา', value: r.jn_id },
        { label: 'รายการ', value: pawnRequestWhat(r) },
        ...(r.newDueDate ? [{ label: 'กำหนดชำระเมื่ออนุมัติ', value: formatThaiDate(r.newDueDate) }] : []),
        ...(r.branch ? [{ label: 'นัดรับสินค้า', value: `สาขา${r.branch} ${r.pickupDate ? formatThaiDate(r.pickupDate) : ''}` }] : []),
      ]}
      next="ร้านจะตรวจสลิปกับยอดเงินเข้าบัญชี เมื่ออนุมัติแล้วคุณจะได้รับใบรับเงินทาง LINE และดูได้ในหน้านี้ หากไม่อนุมัติ ร้านจะแจ้งเหตุผลไว้"
      onDone={onDone}
      doneText="กลับไปหน้าสัญญา"
    />
  );
}
