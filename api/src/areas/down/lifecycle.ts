import type { DownStatus, RequestStatus } from '@goldshop/db/schema';

// Savings type 2 states and the moves between them, as data. A contract: pending → approved or rejected
// (staff); approved → closing (the member asks to close, with their ID card); closing → closed or back to
// approved (staff, on the close request). An instalment and a close request are each a pending request
// staff approve or reject. decide() refuses a decision from any state its `from` does not list.

interface Move<S extends string> {
  from: readonly S[];
  to: S;
}

/** Staff on a new type 2 request. */
export const REQUEST_DECISIONS = {
  approve: { from: ['pending'], to: 'approved', message: 'อนุมัติคำขอแล้ว' },
  reject: { from: ['pending'], to: 'rejected', message: 'ไม่อนุมัติคำขอแล้ว' },
} as const satisfies Record<string, Move<DownStatus> & { message: string }>;

/** The member asks to close a contract in force. */
export const ASK_CLOSE = { from: ['approved'], to: 'closing' } as const satisfies Move<DownStatus>;
/** Asked already: a second ask is refused as such, not as "not approved". */
export const CLOSE_ASKED: readonly DownStatus[] = ['closing', 'closed'];

/**
 * Staff on a close request: the request itself is decided (pending → approved or rejected) and the
 * contract moves with it (closing → closed, or back to approved).
 */
export const CLOSE_DECISIONS = {
  complete: { request: 'approved', contract: { from: ['closing'], to: 'closed' }, message: 'ปิดสัญญาเรียบร้อยแล้ว' },
  reject: { request: 'rejected', contract: { from: ['closing'], to: 'approved' }, message: 'ไม่อนุมัติการปิดสัญญา สัญญากลับเป็นอนุมัติ' },
} as const satisfies Record<string, { request: RequestStatus; contract: Move<DownStatus>; message: string }>;

/** Staff on an instalment the member sent. */
export const PAYMENT_DECISIONS = {
  approve: { to: 'approved', message: 'อนุมัติการชำระเงินแล้ว' },
  reject: { to: 'rejected', message: 'ไม่อนุมัติการชำระเงินแล้ว' },
} as const satisfies Record<string, { to: RequestStatus; message: string }>;

/** Instalments are taken only on a contract in force. */
export const PAYABLE: readonly DownStatus[] = ['approved'];
/**
 * An instalment is approved only while its contract runs: in force, or waiting to close (instalments sent
 * before the close request). Never on a closed, refused or pending contract.
 */
export const PAYMENT_APPROVABLE: readonly DownStatus[] = ['approved', 'closing'];
/** Once the last request is over (refused or closed) the member may ask for a new one; one open at a time. */
export const FINISHED: readonly DownStatus[] = ['rejected', 'closed'];

/** Whether a move (or rule) allows a state. */
export const allows = (from: readonly string[], status: string): boolean => from.includes(status);
