import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { OwnerAlertKind } from '@goldshop/db/schema';
import { thaiDate } from './line/messages';

// Changes the owner must hear about whoever made them (docs/decisions.md "Who may do what"): recorded in the
// change's own transaction, pushed to every owner who linked LINE through the outbox, and listed on the
// dashboard for a day.

/** What the alert's text needs. Never a whole account number or national ID: the last digits at most. */
export type OwnerAlertDetails = Record<string, string | number | null>;

export interface OwnerAlert {
  kind: OwnerAlertKind;
  /** Who made the change; null for the system itself. */
  staffId: number | null;
  details: OwnerAlertDetails;
}

/** How long the dashboard shows an alert. */
export const OWNER_ALERT_HOURS = 24;

/** The last digits of an account or ID number, as alerts and LINE messages may show it. */
export const lastDigits = (value: string | null | undefined, n = 4): string => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits ? `xxx${digits.slice(-n)}` : '—';
};

const field = (d: OwnerAlertDetails, key: string) => {
  const v = Object.hasOwn(d, key) ? d[key] : null;
  return v === null || v === undefined || v === '' ? '—' : String(v);
};

/** The alert in Thai, as the dashboard and LINE show it. `by` is the staff member's username. */
export function ownerAlertText(kind: string, details: unknown, by: string | null): string {
  const d = (details && typeof details === 'object' ? details : {}) as OwnerAlertDetails;
  const who = by ? ` โดย ${by}` : '';
  switch (kind) {
    case 'bank_account':
      return `บัญชีรับโอนเงินของร้านถูกเปลี่ยนเป็น ${field(d, 'bank')} ${field(d, 'accNo')} (${field(d, 'accName')})${who} จากเดิม ${field(d, 'beforeBank')} ${field(d, 'beforeAccNo')}`;
    case 'branch_receiver':
      return `บัญชีรับเงินของสาขา${field(d, 'branch')}ถูกเปลี่ยน${who}: พร้อมเพย์ ${field(d, 'promptpay')} (เดิม ${field(d, 'beforePromptpay')}) บัญชีธนาคาร ${field(d, 'bank')} (เดิม ${field(d, 'beforeBank')})`;
    case 'promptpay_receiver':
      return `พร้อมเพย์รับเงินของร้านถูกเปลี่ยนเป็น ${field(d, 'receiver')} (${field(d, 'name')})${who} จากเดิม ${field(d, 'before')}`;
    case 'manual_price':
      return `มีการกรอกราคาทองเอง: ทองแท่งขายออก ${field(d, 'buy')} บาท รับซื้อ ${field(d, 'sell')} บาท${who} (ต่างจากราคาอ้างอิง ${field(d, 'differencePercent')}%)`;
    case 'pawn_rules':
      return `กติกาดอกเบี้ยขายฝากถูกเปลี่ยนเป็น เศษเดือนคิด${field(d, 'monthRule')} ชำระผ่านแอปหลังเลยกำหนดได้ ${field(d, 'graceDays')} วัน${who} จากเดิม เศษเดือนคิด${field(d, 'beforeMonthRule')} ${field(d, 'beforeGraceDays')} วัน`;
    case 'owner_line':
      return `LINE ของบัญชีเจ้าของร้าน ${field(d, 'username')} ถูกเชื่อมต่อแล้ว หากไม่ได้ทำเอง กรุณาเปลี่ยนรหัสผ่านทันที`;
    case 'buyback_rule':
      return `เกณฑ์รับซื้อทองรูปพรรณถูกเปลี่ยนเป็นต่ำกว่าราคารับซื้อทองแท่ง ${field(d, 'after')}%${who} จากเดิม ${field(d, 'before')}%`;
    case 'replication_halted': {
      const cause: Record<string, string> = {
        full: 'ที่เก็บสำเนาเต็ม',
        unreachable: 'ติดต่อที่เก็บสำเนาไม่ได้',
        refused: 'ที่เก็บสำเนาไม่ยอมให้เขียน',
        stalled: 'การส่งค้าง',
      };
      const why = cause[field(d, 'cause')];
      return `หยุดส่งสำเนาฐานข้อมูลต่อเนื่อง (Litestream) แล้ว เพราะข้อมูลที่รอส่งเกิน ${field(d, 'limitMb')} MB${why ? ` (${why})` : ''} ร้านยังทำงานได้ตามปกติและข้อมูลสำรองรายคืนยังทำงาน กรุณาแจ้งผู้ดูแลระบบให้ตรวจที่เก็บสำเนา`;
    }
    case 'line_monthly_limit':
      return `ข้อความ LINE ของร้านครบจำนวนของเดือนนี้ตามแพ็กเกจแล้ว ระบบหยุดส่งทาง LINE จนถึงวันที่ ${d.until ? thaiDate(String(d.until)) : '—'} สมาชิกยังได้รับทุกข้อความในแอป (ข้อความของร้านในหน้าบัญชีของฉัน) หากต้องการส่งต่อ เปลี่ยนแพ็กเกจ LINE Official Account`;
    case 'line_budget_near':
      return `ข้อความ LINE ของร้านเดือนนี้ใช้ไปแล้ว ${field(d, 'used')} จาก ${field(d, 'cap')} ข้อความ (${field(d, 'percent')}%) เมื่อถึงเกณฑ์ที่ตั้งไว้ การแจ้งเตือนราคาและการแจ้งเตือนนัดชำระจะส่งเข้าข้อความในแอปเท่านั้น ดูหรือเปลี่ยนแพ็กเกจได้ที่หน้าตั้งค่าข้อความ LINE`;
    case 'price_pause':
      return d.paused ? `ราคาทองถูกพักชั่วคราว สินค้าและการถอนทองจะไม่แสดงราคาจนกว่าจะเปิดราคา${who}` : `เปิดราคาทองอีกครั้งแล้ว${who}`;
    case 'gold_exposure':
      return d.short
        ? `ทองที่ร้านต้องคืนสมาชิกออมทองเป็นน้ำหนัก ${field(d, 'owedGrams')} กรัม มากกว่าทองที่กันไว้ ${field(d, 'setAsideGrams')} กรัม กรุณาซื้อทองเก็บเพิ่มและบันทึกทองที่กันไว้`
        : `ทองที่กันไว้ ${field(d, 'setAsideGrams')} กรัม ครอบคลุมทองที่ร้านต้องคืนสมาชิกออมทองเป็นน้ำหนัก ${field(d, 'owedGrams')} กรัมแล้ว${who}`;
    default:
      return `มีการเปลี่ยนแปลงที่เจ้าของร้านควรทราบ${who}`;
  }
}

const usernameOf = (tx: Db, staffId: number | null) =>
  staffId === null
    ? null
    : (tx.select({ u: schema.staff.username }).from(schema.staff).where(eq(schema.staff.id, staffId)).get()?.u ?? null);

/**
 * Records an owner alert and queues its LINE push to every active owner who linked LINE. Call it inside the
 * change's own `immediate()` transaction: the alert exists exactly when the change committed. Synchronous;
 * a LINE problem never blocks the change (the outbox logs it). Answers the alert's id.
 */
export function alertOwner(app: FastifyInstance, tx: Db, alert: OwnerAlert): number {
  const { ownerAlerts, staff } = schema;
  const row = tx.insert(ownerAlerts).values(alert).returning({ id: ownerAlerts.id }).get();
  const text = ownerAlertText(alert.kind, alert.details, usernameOf(tx, alert.staffId));
  const owners = tx
    .select({ id: staff.id, lineUserId: staff.lineUserId })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.disabled, 0), isNotNull(staff.lineUserId)))
    .all();
  for (const owner of owners) app.line.notifyLineUser(tx, owner.lineUserId!, { kind: 'owner-alert', id: row.id, ownerId: owner.id, text });
  return row.id;
}

/** The alerts of the last day, newest first, with their Thai text: the dashboard's block. */
export function recentOwnerAlerts(db: Db, now = new Date()) {
  const { ownerAlerts, staff } = schema;
  const since = new Date(now.getTime() - OWNER_ALERT_HOURS * 3600_000).toISOString();
  return db
    .select({
      id: ownerAlerts.id,
      kind: ownerAlerts.kind,
      details: ownerAlerts.details,
      createdAt: ownerAlerts.createdAt,
      by: staff.username,
    })
    .from(ownerAlerts)
    .leftJoin(staff, eq(staff.id, ownerAlerts.staffId))
    .where(gte(ownerAlerts.createdAt, since))
    .orderBy(desc(ownerAlerts.id))
    .limit(50)
    .all()
    .map((a) => ({ id: a.id, kind: a.kind, text: ownerAlertText(a.kind, a.details, a.by), by: a.by, createdAt: a.createdAt }));
}
