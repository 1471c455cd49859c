import { referenceOf, type PaymentPurpose, type ReferenceKind, type SlipMatch } from '@goldshop/api/contract';
import { formatThaiDateTime } from './date';
import { formatBaht } from './money';

// A deposit or instalment whose slip picture was already sent with an earlier one (the API's slipMatch).
// Another member's repeat is not refused by the server (two people may share one screenshot), so staff
// must see it before approving: the queues tag the row, the drawer names the earlier transaction.

export const SLIP_KIND_TEXT: Record<PaymentPurpose, string> = {
  deposit: 'รายการฝากออมทอง 1',
  instalment: 'การชำระออมทอง 2',
  pawn: 'การชำระขายฝากผ่านแอป',
  gold: 'รายการฝากออมทองเป็นน้ำหนัก',
  reservation: 'มัดจำการจองสินค้า',
};

/** Each earlier payment by the reference its member reads on their receipt (contract/references.ts). */
const REFERENCE_KIND: Record<PaymentPurpose, ReferenceKind> = {
  deposit: 'saving',
  instalment: 'down',
  pawn: 'pawnRequest',
  gold: 'gold',
  reservation: 'reservation',
};
export const paymentReference = (kind: PaymentPurpose, id: number) => referenceOf(REFERENCE_KIND[kind], id);

/**
 * "รายการฝากออมทอง 1 S-000012 ฿1,000.00 ของ demo2 เมื่อ 21 พ.ย. 2568 14:05" (an instalment also names its contract,
 * "สัญญา #5"): which earlier transaction used the slip, with what staff compare first, the amount.
 */
export function slipMatchText(m: SlipMatch): string {
  const contract = m.downId !== null ? ` (สัญญา #${m.downId})` : m.jnId !== null ? ` (สัญญา ${m.jnId})` : '';
  return `${SLIP_KIND_TEXT[m.kind]} ${paymentReference(m.kind, m.id)}${contract} ${formatBaht(m.amount)} ของ ${m.username ?? 'สมาชิกที่ไม่มีชื่อผู้ใช้'} เมื่อ ${formatThaiDateTime(m.createdAt)}`;
}

/** The console page that opens the earlier transaction in its drawer (both queues read `?open=`). */
export function slipMatchPath(m: SlipMatch): string {
  return m.kind === 'deposit'
    ? `/saving-deposits?open=${m.id}`
    : m.kind === 'pawn'
      ? `/pawn-requests?open=${m.id}`
      : m.kind === 'gold'
        ? `/gold-account?open=${m.id}`
        : `/down-payments?open=${m.id}`;
}

/** The `?open=<id>` a queue page opens its drawer from; anything but a positive integer is no drawer. */
export function openParam(search: URLSearchParams): number | null {
  const raw = search.get('open');
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  return Number(raw);
}
