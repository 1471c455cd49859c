import type { PawnRequestKind, PawnRequestStatus } from '@goldshop/db/schema';

// A member's pawn payment, as data: pending → approved (the payment recorded) or rejected (staff, with the
// reason); a redemption then waits at the branch, approved → picked_up when staff hand the item over.
// decide() refuses a decision from any state its `from` does not list.

export const PAWN_DECISIONS = {
  approve: { from: ['pending'], to: 'approved', message: 'รับชำระแล้ว ส่งใบรับเงินให้สมาชิกทาง LINE แล้ว' },
  reject: { from: ['pending'], to: 'rejected', message: 'ไม่อนุมัติรายการชำระแล้ว' },
  pickedUp: { from: ['approved'], to: 'picked_up', message: 'บันทึกการรับสินค้าคืนแล้ว สัญญาเป็นไถ่ถอนแล้ว' },
} as const satisfies Record<string, { from: readonly PawnRequestStatus[]; to: PawnRequestStatus; message: string }>;

/** Only a redemption has an item to hand over. */
export const HANDED_OVER: readonly PawnRequestKind[] = ['redeem'];

/** How an approved payment reads in the contract's payment history (pay_type, as staff and members see it). */
export const APP_PAY_TYPE = 'โอนผ่านแอป';

/** The jn_Status an approved ต่อดอก gives an open contract (the point-of-sale's own word for it). */
export const EXTENDED_STATUS = 'ต่อดอก';
/** The jn_Status of a contract whose item was handed over. */
export const REDEEMED_STATUS = 'ไถ่ถอนแล้ว';

/** A redemption's item may be collected from the day after the request, up to this many days ahead. */
export const PICKUP_WITHIN_DAYS = 30;
