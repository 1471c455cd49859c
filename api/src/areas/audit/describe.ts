import { inArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { DOWN_STATUS_TEXT, REQUEST_STATUS_TEXT } from '../../../contract/lifecycles';

/*
 * One Thai sentence per audit row, "who did what to whom": อนุมัติรายการฝาก ฿1,000.00 ของ demo2. The
 * before/after records stay in the answer for the detail; this is what the owner reads down the list.
 * An action or record kind not named here still reads (its code), so a new audit call never breaks it.
 */

const ACTIONS: Record<string, string> = {
  // The same words as the decision's status (one Thai text per lifecycle state).
  approve: REQUEST_STATUS_TEXT.approved,
  reject: REQUEST_STATUS_TEXT.rejected,
  complete: DOWN_STATUS_TEXT.closed,
  create: 'เพิ่ม',
  update: 'แก้ไข',
  delete: 'ลบ',
  import: 'นำเข้า',
  set_top_status: 'ตั้งสินค้าแนะนำ',
  set_visible: 'เปิด/ปิดการแสดง',
  set_flag: 'เปิด/ปิดบริการ',
  reset_password: 'ตั้งรหัสผ่านใหม่ให้',
  change_password: 'เปลี่ยนรหัสผ่านของ',
  suspend: 'ระงับ',
  unsuspend: 'ยกเลิกการระงับ',
  deny: 'ปฏิเสธการเข้าถึง',
  fulfil: 'อัปเดตการส่งมอบ',
  'gold_price.manual': 'กรอกราคาทองด้วยมือ',
  'gold_price.premium': 'ตั้งส่วนเพิ่มราคาทองรูปพรรณ',
};

const SAVING_KINDS: Record<string, string> = { deposit: 'รายการฝาก', withdraw_goods: 'รายการถอนทอง', withdraw_cash: 'รายการถอนเงิน' };

const ENTITIES: Record<string, (r: Rec) => string> = {
  saving_transaction: (r) => SAVING_KINDS[String(r.kind)] ?? 'รายการออมทอง',
  saving_account: () => 'บัญชีออมทองประเภทที่ 1',
  down_request: () => 'คำขอออมทองประเภทที่ 2',
  down_payment: () => 'การชำระออมทองประเภทที่ 2',
  down_close_request: () => 'คำขอปิดสัญญาออมทองประเภทที่ 2',
  verification_request: () => 'คำขอยืนยันตัวตน',
  product: (r) => `สินค้า${r.code ? ` ${r.code}` : ''}`,
  pawn_contract: (r) => `สัญญาขายฝาก${r.jnId ? ` ${r.jnId}` : ''}`,
  pawn_payment: (r) => `การชำระขายฝาก${r.jnId ? ` ${r.jnId}` : ''}`,
  customer: (r) => `ข้อมูลลูกค้า${r.name ? ` ${r.name}` : ''}`,
  staff: (r) => `บัญชีพนักงาน${r.username ? ` ${r.username}` : ''}`,
  user: () => 'บัญชีสมาชิก',
  policy: () => 'เงื่อนไขการออม',
  home_content: () => 'เนื้อหาหน้าแรก',
  about_content: () => 'เนื้อหาหน้าเกี่ยวกับเรา',
  bank_account: () => 'บัญชีธนาคารของร้าน',
  flag: (r) => `สวิตช์ ${r.key ?? ''}`.trim(),
  shop_profile: () => 'ข้อมูลร้าน',
  money_rules: () => 'ยอดขั้นต่ำ',
  promptpay_receiver: () => 'บัญชีพร้อมเพย์ของร้าน',
  gold_prices: () => '',
  shop_settings: () => '',
};

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {});
const baht = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface AuditFacts {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
}

/** The members named by a page of rows (userId in their records), as staff see them: username or LINE name. */
export function membersOf(db: Db, rows: AuditFacts[]): Map<number, string> {
  const ids = new Set<number>();
  for (const r of rows) {
    const id = rec(r.after).userId ?? rec(r.before).userId;
    if (typeof id === 'number') ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const users = db
    .select({ id: schema.users.id, username: schema.users.username, lineName: schema.users.lineName })
    .from(schema.users)
    .where(inArray(schema.users.id, [...ids]))
    .all();
  return new Map(users.map((u) => [u.id, u.username ?? (u.lineName ? `LINE: ${u.lineName}` : `สมาชิก #${u.id}`)]));
}

export function describe(row: AuditFacts, members: Map<number, string>): string {
  const r = { ...rec(row.before), ...rec(row.after) };
  const verb = ACTIONS[row.action] ?? row.action;
  const what = (ENTITIES[row.entity] ?? (() => row.entity))(r);
  const amount = typeof r.amountSatang === 'number' ? ` ${baht(r.amountSatang)}` : '';
  const member = typeof r.userId === 'number' ? members.get(r.userId) : undefined;
  return [`${verb}${what}${amount}`, member && `ของ ${member}`].filter(Boolean).join(' ');
}
