import type {
  DownStatus,
  FulfilmentStep,
  GoldStatus,
  PickupKind,
  PickupStatus,
  RequestStatus,
  ReservationStatus,
  SavingStatus,
  VerificationStatus,
} from '@goldshop/db/enums';

// The one Thai text of each stored status code, per lifecycle. The database keeps the codes
// (db/src/schema/enums.ts); the server writes these texts where answers carry Thai values (docs/product.md "The calls"),
// and the console shows them. Nothing else spells a status in Thai.

/** A staff decision on anything a member asked for (verification, deposit, withdrawal, instalment, closing). */
export const REQUEST_STATUS_TEXT = { pending: 'รออนุมัติ', approved: 'อนุมัติ', rejected: 'ไม่อนุมัติ' } as const satisfies Record<
  RequestStatus,
  string
>;

/**
 * A gold account request: a request's states, and a sale re-quoted after its window (docs/decisions.md "Gold
 * account: selling back"): the member is asked to sell again at the new price.
 */
export const GOLD_STATUS_TEXT = { ...REQUEST_STATUS_TEXT, requote: 'ราคาเปลี่ยน รอยืนยันใหม่' } as const satisfies Record<GoldStatus, string>;

/** A savings type 1 account (sav_status, docs/product.md "Member app: savings type 1 (/saving)"). */
export const SAVING_STATUS_TEXT = { pending: 'รออนุมัติ', active: 'มีผลบังคับ', rejected: 'ไม่อนุมัติ' } as const satisfies Record<
  SavingStatus,
  string
>;

/** A type 2 contract (docs/product.md "Member app: savings type 2 (/downing)"): 'รออนุมัติ' shows in the warning style, the rest in the success style. */
export const DOWN_STATUS_TEXT = {
  pending: 'รออนุมัติ',
  approved: 'อนุมัติ',
  rejected: 'ไม่อนุมัติ',
  closing: 'รอปิดสัญญา',
  closed: 'ปิดสัญญา',
} as const satisfies Record<DownStatus, string>;

/** An approved withdrawal's way to the member (goods prepared → shipped or picked up; cash transferred). */
export const FULFILMENT_TEXT = {
  prepared: 'เตรียมสินค้า',
  shipped: 'จัดส่งแล้ว',
  picked_up: 'รับสินค้าแล้ว',
  transferred: 'โอนเงินแล้ว',
} as const satisfies Record<FulfilmentStep, string>;

/** A booked pickup (docs/product.md "Pickups"). */
export const PICKUP_STATUS_TEXT = {
  booked: 'นัดรับแล้ว',
  cancelled: 'ยกเลิกนัด',
  handed_over: 'รับของแล้ว',
  missed: 'ไม่มาตามนัด',
} as const satisfies Record<PickupStatus, string>;

/** What a pickup collects. */
export const PICKUP_WHAT_TEXT = {
  'pawn-redeem': 'สินค้าไถ่ถอนขายฝาก',
  'saving-goods': 'ทองที่ถอนจากออมทอง',
  'down-close': 'ทองปิดสัญญาออมทองประเภทที่ 2',
  'gold-bar': 'ทองแท่งจากบัญชีออมทองเป็นน้ำหนัก',
  'gold-ornament': 'ทองรูปพรรณแลกจากบัญชีออมทองเป็นน้ำหนัก',
  reservation: 'สินค้าที่จองไว้',
} as const satisfies Record<PickupKind, string>;

/** A reservation of a catalogue piece (docs/product.md "Reserving a piece"). */
export const RESERVATION_STATUS_TEXT = {
  pending: 'รอร้านยืนยัน',
  confirmed: 'ร้านยืนยันแล้ว',
  collected: 'รับสินค้าแล้ว',
  cancelled: 'ยกเลิกแล้ว',
  expired: 'หมดเวลารับ',
} as const satisfies Record<ReservationStatus, string>;

/**
 * A member's verificationStatus (a number in every answer, docs/product.md "Verification status") by name: code compares
 * `status === VERIFICATION.verified`, never a bare 2.
 */
export const VERIFICATION = { unverified: 0, waiting: 1, verified: 2, suspended: 99 } as const satisfies Record<string, VerificationStatus>;

/** The one Thai text of each verificationStatus, for the member's badge and the console alike. */
export const VERIFICATION_TEXT = {
  0: 'ยังไม่ยืนยันตัวตน',
  1: 'รอการอนุมัติ',
  2: 'ยืนยันตัวตนแล้ว',
  99: 'ถูกระงับการใช้งาน',
} as const satisfies Record<VerificationStatus, string>;

/** The code of a status text, for the few inputs that arrive in Thai (docs/product.md "The calls"). */
export const codeOf = <C extends string>(map: Record<C, string>, text: string): C | undefined =>
  (Object.keys(map) as C[]).find((c) => map[c] === text);
