import { inArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { FlagKey } from '@goldshop/db/schema';
import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, type AuditAction, type AuditEntity } from '../../../contract/audit';
import { PAWN_REQUEST_KIND_TEXT } from '../../../contract/pawn-quote-lines';
import type { PawnRequestKind } from '@goldshop/db/schema';

/*
 * One Thai sentence per audit row, "who did what to whom": อนุมัติรายการฝาก ฿1,000.00 ของ demo2. The
 * before/after records stay in the answer for the detail; this is what the owner reads down the list.
 * Every action and record kind the server writes has its words (the contract's maps, checked by the type of
 * audit()); a row from before a kind was named still reads, as the kind's general name or its code.
 */

const SAVING_KINDS: Record<string, string> = { deposit: 'รายการฝาก', withdraw_goods: 'รายการถอนทอง', withdraw_cash: 'รายการถอนเงิน' };

/** The service switches as the owner knows them (the terms pages' words). */
const FLAG_TEXT: Record<FlagKey, string> = {
  sav1_visible: 'การแสดงออมทองประเภทที่ 1',
  sav2_visible: 'การแสดงออมทองประเภทที่ 2',
  gold_visible: 'การแสดงออมทองเป็นน้ำหนัก',
  product_withdraw: 'การรับถอนทอง',
  cash_withdraw: 'การรับถอนเป็นเงินสด',
};

/** The word that joins a verb to its record where Thai needs one ("โอนเงินตามรายการถอนเงิน", "ตั้งรหัสผ่านใหม่ให้บัญชี…"). */
const LINK: Partial<Record<AuditAction, string>> = { fulfil: 'ตาม', payout: 'ตาม', reset_password: 'ให้', change_password: 'ของ' };

const named = (kind: AuditEntity, name: unknown) => `${AUDIT_ENTITY_TEXT[kind]}${typeof name === 'string' && name ? ` ${name}` : ''}`;

/** The record an action was about, from its own fields where they say more than its kind. */
const ENTITIES: Record<AuditEntity, (r: Rec) => string> = {
  saving_transaction: (r) => SAVING_KINDS[String(r.kind)] ?? AUDIT_ENTITY_TEXT.saving_transaction,
  saving_account: () => AUDIT_ENTITY_TEXT.saving_account,
  gold_account: () => AUDIT_ENTITY_TEXT.gold_account,
  gold_transaction: () => AUDIT_ENTITY_TEXT.gold_transaction,
  down_request: () => AUDIT_ENTITY_TEXT.down_request,
  down_payment: () => AUDIT_ENTITY_TEXT.down_payment,
  down_close_request: () => AUDIT_ENTITY_TEXT.down_close_request,
  verification_request: () => AUDIT_ENTITY_TEXT.verification_request,
  product: (r) => named('product', r.code),
  product_question: (r) => named('product_question', r.productCode),
  pawn_contract: (r) => named('pawn_contract', r.jnId),
  pawn_payment: (r) => named('pawn_payment', r.jnId),
  // "อนุมัติการชำระขายฝากผ่านแอป ต่อดอก JN2567-0012 ฿1,237.51"
  pawn_request: (r) =>
    named(
      'pawn_request',
      [Object.hasOwn(PAWN_REQUEST_KIND_TEXT, String(r.kind)) ? PAWN_REQUEST_KIND_TEXT[r.kind as PawnRequestKind] : null, r.jnId]
        .filter((w) => typeof w === 'string' && w)
        .join(' '),
    ),
  pawn_settings: () => AUDIT_ENTITY_TEXT.pawn_settings,
  customer: (r) => named('customer', r.name),
  staff: (r) => named('staff', r.username),
  user: () => AUDIT_ENTITY_TEXT.user,
  policy: () => AUDIT_ENTITY_TEXT.policy,
  home_content: () => AUDIT_ENTITY_TEXT.home_content,
  about_content: () => AUDIT_ENTITY_TEXT.about_content,
  bank_account: () => AUDIT_ENTITY_TEXT.bank_account,
  flag: (r) => {
    const flag = Object.hasOwn(FLAG_TEXT, String(r.key)) ? FLAG_TEXT[r.key as FlagKey] : AUDIT_ENTITY_TEXT.flag;
    return r.value === undefined ? flag : `${flag}: ${r.value ? 'เปิด' : 'ปิด'}`;
  },
  shop_profile: () => AUDIT_ENTITY_TEXT.shop_profile,
  money_rules: () => AUDIT_ENTITY_TEXT.money_rules,
  promptpay_receiver: () => AUDIT_ENTITY_TEXT.promptpay_receiver,
  // The verb says it all ("กรอกราคาทองด้วยมือ").
  gold_prices: () => '',
  shop_settings: () => '',
  aml_settings: () => AUDIT_ENTITY_TEXT.aml_settings,
  line_budget: () => AUDIT_ENTITY_TEXT.line_budget,
  // "ปิดรับรายการใหม่ของสาขาหาดสำราญ", "เพิ่มวันปิดทำการของสาขา 2026-12-05"
  branch: (r) => `${AUDIT_ENTITY_TEXT.branch}${typeof r.name === 'string' ? r.name : ''}`,
  branch_closure: (r) => named('branch_closure', r.date),
  // "ส่งมอบตามนัดรับสินค้า 2026-12-05T03:00:00.000Z"
  pickup: (r) => named('pickup', r.startAt),
  pickup_settings: () => AUDIT_ENTITY_TEXT.pickup_settings,
  // "อนุมัติการจองสินค้า GN-101"
  reservation: (r) => named('reservation', r.productCode),
  reservation_settings: () => AUDIT_ENTITY_TEXT.reservation_settings,
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
  const known = Object.hasOwn(AUDIT_ACTION_TEXT, row.action);
  const verb = known ? `${AUDIT_ACTION_TEXT[row.action as AuditAction]}${LINK[row.action as AuditAction] ?? ''}` : row.action;
  const what = Object.hasOwn(ENTITIES, row.entity) ? ENTITIES[row.entity as AuditEntity](r) : row.entity;
  const amount = typeof r.amountSatang === 'number' ? ` ${baht(r.amountSatang)}` : '';
  const member = typeof r.userId === 'number' ? members.get(r.userId) : undefined;
  return [`${verb}${what}${amount}`, member && `ของ ${member}`].filter(Boolean).join(' ');
}
