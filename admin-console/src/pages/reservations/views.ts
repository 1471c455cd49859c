import type { AdminReservation, ReservationsView } from '@goldshop/api/contract';

// The staff's views of their reservations (docs/product.md "Console: reservations"): the default keeps every deposit
// the shop still owes back in sight beside the live ones; the server decides which rows each view holds.

/** Deposits owed back among the rows: every view the server answers holds all of them (within the scope asked). */
export const refundsDue = (rows: readonly AdminReservation[]): number => rows.filter((r) => r.depositState === 'refund_due').length;

/** The view's choices, the refunds' one with its count when there are any. */
export function viewOptions(refunds: number): { value: ReservationsView; label: string }[] {
  return [
    { value: 'open', label: 'รอดำเนินการ' },
    { value: 'refund_due', label: refunds > 0 ? `ต้องคืนมัดจำ (${refunds})` : 'ต้องคืนมัดจำ' },
    { value: 'all', label: 'ทั้งหมด' },
  ];
}

/** What an empty table says in each view. */
export const EMPTY_TEXT: Record<ReservationsView, string> = {
  open: 'ไม่มีการจองที่รอดำเนินการ',
  refund_due: 'ไม่มีมัดจำที่ต้องคืน',
  all: 'ยังไม่มีการจอง',
};
