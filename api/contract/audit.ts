import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateText, PageQuery, Paged } from './common';
import { endpoint } from './endpoint';
import { DOWN_STATUS_TEXT, REQUEST_STATUS_TEXT } from './lifecycles';

/**
 * What an audit row can say was done, each with the Thai the owner reads (the summary's verb and the log's
 * filter). The server's audit() takes only these codes, so a new action cannot reach the log without words.
 */
export const AUDIT_ACTION_TEXT = {
  create: 'เพิ่ม',
  update: 'แก้ไข',
  delete: 'ลบ',
  // A decision reads as the status it gives (one Thai text per lifecycle state).
  approve: REQUEST_STATUS_TEXT.approved,
  reject: REQUEST_STATUS_TEXT.rejected,
  complete: DOWN_STATUS_TEXT.closed,
  import: 'นำเข้า',
  set_top_status: 'ตั้งสินค้าแนะนำ',
  set_visible: 'เปิด/ปิดการแสดง',
  set_flag: 'ตั้งค่า',
  reset_password: 'ตั้งรหัสผ่านใหม่',
  change_password: 'เปลี่ยนรหัสผ่าน',
  suspend: 'ระงับ',
  reinstate: 'ยกเลิกการระงับ',
  disable: 'ระงับ',
  enable: 'เปิดใช้',
  fulfil: 'ส่งมอบ',
  payout: 'โอนเงิน',
  'gold_price.manual': 'กรอกราคาทองด้วยมือ',
  'gold_price.premium': 'ตั้งส่วนเพิ่มราคาทองรูปพรรณ',
  'gold_price.manual_limit': 'ตั้งขอบเขตราคาที่พนักงานกรอกเอง',
  'gold_price.buyback_rule': 'ตั้งเกณฑ์รับซื้อทองรูปพรรณ',
  'gold_price.pause': 'พักราคาทอง',
  'gold_price.resume': 'เปิดราคาทอง',
  'gold_account.set_aside': 'บันทึกทองที่กันไว้ให้ผู้ออมทองเป็นน้ำหนัก',
  import_interrupted: 'นำเข้าไม่ครบ',
  close_account: 'ปิดบัญชี',
  purge: 'ลบข้อมูลส่วนบุคคลเมื่อครบกำหนดเก็บ',
  close_branch: 'ปิดรับรายการใหม่ของ',
  reopen_branch: 'เปิดรับรายการใหม่ของ',
  move_branch: 'ย้ายสาขา',
  reply: 'ตอบ',
  missed: 'บันทึกไม่มาตามนัด',
  cancel: 'ยกเลิก',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_TEXT;

/** The kinds of record an audit row is about, as the log's filter names them. */
export const AUDIT_ENTITY_TEXT = {
  verification_request: 'คำขอยืนยันตัวตน',
  user: 'บัญชีสมาชิก',
  customer: 'ข้อมูลลูกค้า',
  saving_account: 'บัญชีออมทองประเภทที่ 1',
  saving_transaction: 'รายการออมทองประเภทที่ 1',
  gold_account: 'บัญชีออมทองเป็นน้ำหนัก',
  gold_transaction: 'รายการออมทองเป็นน้ำหนัก',
  down_request: 'คำขอออมทองประเภทที่ 2',
  down_payment: 'การชำระออมทองประเภทที่ 2',
  down_close_request: 'คำขอปิดสัญญาออมทองประเภทที่ 2',
  pawn_contract: 'สัญญาขายฝาก',
  pawn_payment: 'การชำระขายฝาก',
  pawn_request: 'การชำระขายฝากผ่านแอป',
  pawn_settings: 'กติกาดอกเบี้ยขายฝาก',
  staff: 'บัญชีพนักงาน',
  product: 'สินค้า',
  policy: 'เงื่อนไขการออม',
  home_content: 'เนื้อหาหน้าแรก',
  about_content: 'เนื้อหาหน้าเกี่ยวกับเรา',
  bank_account: 'บัญชีธนาคารของร้าน',
  flag: 'การเปิดให้บริการ',
  shop_profile: 'ข้อมูลร้าน',
  money_rules: 'ยอดขั้นต่ำ',
  promptpay_receiver: 'บัญชีพร้อมเพย์ของร้าน',
  gold_prices: 'ราคาทอง',
  shop_settings: 'ส่วนเพิ่มราคาทอง',
  aml_settings: 'เกณฑ์ธุรกรรมที่ต้องตรวจสอบ (ฟอกเงิน)',
  line_budget: 'แพ็กเกจและงบข้อความไลน์',
  branch: 'สาขา',
  branch_closure: 'วันปิดทำการของสาขา',
  product_question: 'คำถามของลูกค้าเกี่ยวกับสินค้า',
  pickup: 'นัดรับสินค้า',
  pickup_settings: 'กติกานัดรับสินค้า',
  reservation: 'การจองสินค้า',
  reservation_settings: 'กติกาการจองสินค้า',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_TEXT;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({
    staffId: Type.Optional(Type.Integer({ minimum: 1 })),
    entity: Type.Optional(Type.String({ maxLength: 60 })),
    action: Type.Optional(Type.String({ maxLength: 60 })),
    /** Inclusive calendar dates in Bangkok time. */
    from: Type.Optional(DateText),
    to: Type.Optional(DateText),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;
export const AuditLogRow = Type.Object({
  id: Type.Integer(),
  staffId: Nullable(Type.Integer()),
  staffUsername: Nullable(Type.String()),
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  /** Who did what to whom, in Thai ("อนุมัติรายการฝาก ฿1,000.00 ของ demo2"); before/after hold the detail. */
  summary: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditLogRow = Static<typeof AuditLogRow>;

/**
 * The audit log, read only: no update or delete exists (database triggers refuse them too). The owner's
 * alone: it records who did what to whom (national IDs masked in the answer, as in every list).
 */
export const auditCalls = {
  list: endpoint({
    summary: 'The audit log of staff actions, newest first, filtered and paged.',
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'owner',
    query: AuditLogQuery,
    answer: Paged(AuditLogRow),
  }),
};
