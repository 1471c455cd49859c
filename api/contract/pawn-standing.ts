// Where a pawn contract stands, in the one set of words every screen, the console and the LINE messages use
// (docs/product.md "Rules: pawn contracts (ขายฝาก)"). No schema here (nothing from TypeBox): the member app
// imports it as it is.

/** The standings of a contract, most in force first. */
export const PAWN_STANDINGS = ['in_force', 'due', 'overdue', 'past_grace', 'awaiting_pickup', 'redeemed', 'forfeited', 'closed'] as const;
export type PawnStandingCode = (typeof PAWN_STANDINGS)[number];

/** A contract's standing today, as the server works it out (api/src/areas/pawn/contract-standing.ts). */
export interface PawnStandingView {
  code: PawnStandingCode;
  /** The due date, and how many days past it today is (0 when not past it). */
  dueDate: string;
  daysOverdue: number;
  /** Days from today to the due date (0 on it, negative once past). */
  daysToDue: number;
  /** The last day the member may pay (ต่อดอก, ลดต้น, ไถ่ถอน) in the app; null once the contract is over. */
  payUntil: string | null;
  /** From this day the shop may keep the piece (หลุดขายฝาก): the day after payUntil; null once over. */
  keepFrom: string | null;
}

/** Days before the due date a contract counts as due ('ใกล้ครบกำหนด'). */
export const DUE_SOON_DAYS = 7;

/** The standing's short label: 'เกินกำหนด 3 วัน', 'ครบกำหนดวันนี้'. */
export function pawnStandingLabel(s: Pick<PawnStandingView, 'code' | 'daysOverdue' | 'daysToDue'>): string {
  switch (s.code) {
    case 'in_force':
      return 'ปกติ';
    case 'due':
      return s.daysToDue === 0 ? 'ครบกำหนดวันนี้' : 'ใกล้ครบกำหนด';
    case 'overdue':
      return `เกินกำหนด ${s.daysOverdue} วัน`;
    case 'past_grace':
      return `เกินกำหนด ${s.daysOverdue} วัน ชำระในแอปไม่ได้`;
    case 'awaiting_pickup':
      return 'รอรับสินค้าคืน';
    case 'redeemed':
      return 'ไถ่ถอนแล้ว';
    case 'forfeited':
      return 'หลุดขายฝาก';
    case 'closed':
      return 'ปิดสัญญา';
  }
}

/** What the label means for the member: a warning colour once due, a plain one once over. */
export const pawnStandingTone = (code: PawnStandingCode): 'success' | 'warning' | 'danger' | 'neutral' =>
  code === 'in_force' ? 'success' : code === 'due' ? 'warning' : code === 'overdue' || code === 'past_grace' ? 'danger' : 'neutral';

/**
 * The one plain sentence that answers "until when can I pay, and when do I lose my gold?", with the dates written by
 * `date` (each app its own Thai date format).
 */
export function pawnStandingSentence(s: PawnStandingView, date: (ymd: string) => string): string {
  switch (s.code) {
    case 'in_force':
    case 'due':
    case 'overdue':
      return `ชำระดอกเบี้ย (ต่อดอก) ลดต้น หรือไถ่ถอนผ่านแอปได้ถึงวันที่ ${date(s.payUntil!)} หากเลยวันนั้น ร้านมีสิทธิ์ถือว่าสินค้าหลุดขายฝากตั้งแต่วันที่ ${date(s.keepFrom!)}`;
    case 'past_grace':
      return `เลยวันที่ชำระผ่านแอปได้ (${date(s.payUntil!)}) แล้ว ร้านมีสิทธิ์ถือว่าสินค้าหลุดขายฝากตั้งแต่วันที่ ${date(s.keepFrom!)} กรุณาติดต่อร้านโดยเร็ว`;
    case 'awaiting_pickup':
      return 'ชำระไถ่ถอนแล้ว สินค้ารอคุณรับคืนที่สาขา';
    case 'redeemed':
      return 'ไถ่ถอนแล้ว สัญญานี้จบแล้ว';
    case 'forfeited':
      return 'สินค้าหลุดขายฝาก เป็นของร้านแล้ว';
    case 'closed':
      return 'สัญญานี้ปิดแล้ว';
  }
}
