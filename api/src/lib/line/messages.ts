import type { messagingApi } from '@line/bot-sdk';
import { appLink, type LinkChannels } from './links';
import { PAWN_REQUEST_KIND_TEXT, pawnRequestWhat } from '../../../contract/pawn-quote-lines';
import type { PawnReceipt } from '../../../contract/pawn-requests';
import type { GoldKind, PawnRequestKind } from '@goldshop/db/schema';
import { THAI_MONTHS_SHORT } from '../../../contract/thai-months';
import { pawnStandingSentence, type PawnStandingView } from '../../../contract/pawn-standing';
import { referenceOf, type ReferenceKind } from '../../../contract/references';

/**
 * What the shop tells a member in LINE, and the key that makes each event a single message. Texts are
 * short Thai with one link into the member app at the page the member will want to open.
 */
export type LineEvent =
  | { kind: 'verification'; id: number; approved: boolean; reason?: string | null }
  | { kind: 'saving-account'; id: number; approved: boolean }
  | { kind: 'deposit' | 'withdrawal'; id: number; approved: boolean; amountSatang: number; note?: string | null }
  | { kind: 'down-request'; id: number; approved: boolean; note?: string | null }
  | { kind: 'down-payment'; id: number; approved: boolean; amountSatang: number; note?: string | null }
  | { kind: 'down-close'; id: number; approved: boolean; note?: string | null }
  /**
   * Staff decided a gold account request (areas/gold-account/decisions.ts): a deposit, bar gold, a sale back or an
   * ornament; `grams` as the account shows them, `amountSatang` its baht (a deposit's paid, a sale's to be paid, an
   * ornament's ค่ากำเหน็จ), `productCode` an ornament's piece.
   */
  | {
      kind: 'gold';
      id: number;
      approved: boolean;
      goldKind: GoldKind;
      grams: string;
      amountSatang: number;
      productCode?: string | null;
      note?: string | null;
    }
  /** A sale approved after its quote's window at another price: not paid, the member is asked to sell again (`note`). */
  | { kind: 'gold-requote'; id: number; grams: string; note: string }
  /** The contract's standing when queued (contract/pawn-standing.ts); absent from reminders queued before it was sent. */
  | { kind: 'pawn-reminder'; jnId: string; dueDate: string; standing?: PawnStandingView }
  /** A pawn payment made in the app, decided: approved with the shop's e-receipt, or refused with the reason. */
  | {
      kind: 'pawn-request';
      id: number;
      approved: boolean;
      jnId: string;
      requestKind: PawnRequestKind;
      amountSatang: number;
      note?: string | null;
      receipt?: PawnReceipt | null;
    }
  /** A redeemed item handed over at the branch. */
  | { kind: 'pawn-pickup'; id: number; jnId: string }
  /**
   * A booked pickup (areas/pickups): booked in the LINE MINI App (its confirmation, queued only once LINE gave the
   * booking a service notification token: docs/decisions.md "Service messages after a payment"), the day-before
   * reminder, or staff marked it missed and the member is asked to book again. `start` is the slot's ISO start;
   * `label` what is collected; `path` its page in the app.
   */
  | { kind: 'pickup-booked' | 'pickup-reminder' | 'pickup-missed'; id: number; branch: string; start: string; label: string; path: string }
  /**
   * A monthly savings plan's day (areas/savings-plan): pay `amountSatang` into `account`; `month` (YYYY-MM) makes it
   * one message a month per member.
   */
  | { kind: 'savings-plan'; userId: number; month: string; account: 'saving' | 'gold'; amountSatang: number }
  /**
   * A reservation of a catalogue piece (areas/reservations): staff confirmed it, staff cancelled it (`reason`), or
   * it expired uncollected; `depositSatang` its deposit (0: none) and `deposit` what became of it.
   */
  | {
      kind: 'reservation';
      id: number;
      outcome: 'confirmed' | 'cancelled' | 'expired';
      code: string;
      branch: string;
      reason?: string | null;
      depositSatang: number;
      deposit?: 'refund_due' | 'kept' | null;
    }
  /** A one-time link to set a new password (accounts/password-reset.ts); `id` is the reset's. */
  | { kind: 'password-reset'; id: number; token: string }
  /** `shopName`: the name in the owner's shop profile (ข้อมูลร้าน), so the greeting names this shop. */
  | { kind: 'follow'; webhookEventId: string; shopName: string }
  /** To the owner (lib/owner-alerts.ts): the alert's text, linking to the console's dashboard. */
  | { kind: 'owner-alert'; id: number; ownerId: number; text: string }
  /** To the LINE user who sent the owner's one-time code: now linked (wrong codes get no answer). */
  | { kind: 'owner-line-linked'; lineUserId: string; at: string }
  /**
   * A member's price alert crossed by stored price `priceId` (areas/gold-price/alerts.ts); `offToken` makes
   * the switch-off link.
   */
  | {
      kind: 'price-alert';
      id: number;
      priceId: number;
      alert: 'sell_below' | 'buyback_above';
      thresholdSatang: number;
      priceSatang: number;
      offToken: string;
    }
  /**
   * A member's price alerts of one Bangkok day in one message (docs/decisions.md "Price alerts in a daily digest"):
   * `lines` are the crossings as the app's messages hold them.
   */
  | { kind: 'price-digest'; userId: number; date: string; lines: string[] };

export type LineMessage = messagingApi.Message;

export function dedupeKey(e: LineEvent): string {
  switch (e.kind) {
    case 'pawn-reminder':
      return `pawn-reminder:${e.jnId}:${e.dueDate}`;
    case 'password-reset':
      return `password-reset:${e.id}`;
    case 'follow':
      return `follow:${e.webhookEventId}`;
    case 'pawn-pickup':
      return `pawn-pickup:${e.id}`;
    case 'pickup-reminder':
      // A moved pickup is reminded again for its new time.
      return `pickup-reminder:${e.id}:${e.start}`;
    case 'pickup-missed':
      return `pickup-missed:${e.id}`;
    case 'pickup-booked':
      return `pickup-booked:${e.id}`;
    case 'savings-plan':
      return `savings-plan:${e.userId}:${e.month}`;
    case 'owner-alert':
      return `owner-alert:${e.id}:${e.ownerId}`;
    case 'owner-line-linked':
      return `owner-line-linked:${e.lineUserId}:${e.at}`;
    case 'price-alert':
      // One message per crossing: the alert and the price that crossed it.
      return `price-alert:${e.id}:${e.priceId}`;
    case 'price-digest':
      return `price-digest:${e.userId}:${e.date}`;
    case 'gold-requote':
      return `gold-requote:${e.id}`;
    case 'reservation':
      return `reservation:${e.outcome}:${e.id}`;
    default:
      return `${e.kind}-${e.approved ? 'approved' : 'rejected'}:${e.id}`;
  }
}

/** The event kind a dedupe key names (the outbox keeps the key, not the event): before ':', less a decision's ending. */
export const eventKindOfKey = (key: string): string => key.slice(0, key.indexOf(':')).replace(/-(approved|rejected)$/, '');

/**
 * Which messages still go to a member who is now suspended or closed (docs/decisions.md "A suspended or closed
 * member gets only what is about their money or account"): the shop's decisions on their own requests, the reset
 * link they asked for, their own pawn's due date. What the shop would only offer them (price alerts) is withheld.
 * Every kind says which, so a new one must choose; the owner's and followers' messages go to no member.
 */
const TO_RESTRICTED_MEMBER: Record<LineEvent['kind'], boolean> = {
  verification: true,
  'saving-account': true,
  deposit: true,
  withdrawal: true,
  'down-request': true,
  'down-payment': true,
  'down-close': true,
  gold: true,
  'gold-requote': true,
  'pawn-request': true,
  'pawn-pickup': true,
  'pawn-reminder': true,
  'pickup-booked': true,
  'pickup-reminder': true,
  'pickup-missed': true,
  reservation: true,
  // A nudge to save more: nothing to a member the shop has suspended or closed.
  'savings-plan': false,
  'password-reset': true,
  'price-alert': false,
  'price-digest': false,
  follow: true,
  'owner-alert': true,
  'owner-line-linked': true,
};
/** Whether the queued message with this key still goes to a suspended or closed member (an unknown kind does not). */
export const reachesRestrictedMember = (key: string): boolean => TO_RESTRICTED_MEMBER[eventKindOfKey(key) as LineEvent['kind']] ?? false;

/**
 * How much each kind matters when the month's LINE messages run short (docs/decisions.md "The LINE message
 * budget"): 1 money and account, always pushed until LINE's own limit; 2 reminders; 3 price alerts; 4 anything
 * promotional. Past the owner's thresholds, 2 and then 3–4 reach the member in the app's messages only. Every kind
 * says which, so a new one must choose.
 */
export type LinePriority = 1 | 2 | 3 | 4;
export const LINE_PRIORITY: Record<LineEvent['kind'], LinePriority> = {
  verification: 1,
  'saving-account': 1,
  deposit: 1,
  withdrawal: 1,
  'down-request': 1,
  'down-payment': 1,
  'down-close': 1,
  gold: 1,
  // The member's sale waits on their answer at the new price: money, not a reminder.
  'gold-requote': 1,
  'pawn-request': 1,
  // The handover of a redeemed piece: the member's own record of getting it back.
  'pawn-pickup': 1,
  'password-reset': 1,
  'owner-alert': 1,
  'owner-line-linked': 1,
  // A pickup the member missed: their piece still waits, and only a new booking brings it to them.
  'pickup-missed': 1,
  // A piece held for the member, and the deposit they paid for it.
  reservation: 1,
  'pawn-reminder': 2,
  // Sent as a free service message; pushed only when LINE refuses the token it was queued for.
  'pickup-booked': 2,
  'pickup-reminder': 2,
  'savings-plan': 2,
  'price-alert': 3,
  'price-digest': 3,
  // The greeting to a new follower: welcome, not news about their money.
  follow: 4,
};
/** The priority of the queued message with this key (an unknown kind: the lowest). */
export const priorityOfKey = (key: string): LinePriority => LINE_PRIORITY[eventKindOfKey(key) as LineEvent['kind']] ?? 4;

/** '2026-11-24' → '24 พ.ย. 2569' (Buddhist year, as the shop's customers read dates). */
export function thaiDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  if (!y || !m || !d) return ymd;
  return `${d} ${THAI_MONTHS_SHORT[m - 1]} ${y + 543}`;
}

/** An ISO moment as the member reads it in Bangkok: '24 พ.ย. 2569 เวลา 10:00 น.' */
function bangkokWhen(iso: string): string {
  const t = new Date(Date.parse(iso) + 7 * 3600_000).toISOString();
  return `${thaiDate(t.slice(0, 10))} เวลา ${t.slice(11, 16)} น.`;
}

const baht = (satang: number) =>
  `${new Intl.NumberFormat('th-TH', { minimumFractionDigits: satang % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(satang / 100)} บาท`;
/** The record's reference as the member reads it everywhere ('(เลขที่ S-000010)'), to quote to the shop. */
const numbered = (kind: ReferenceKind, id: number) => `(เลขที่ ${referenceOf(kind, id)})`;
/** Staff's reason, kept short: a push is a notice, the app has the whole story. */
const because = (note?: string | null) => (note?.trim() ? `\nเหตุผล: ${note.trim().slice(0, 200)}` : '');

/** The console's dashboard, where an owner alert is listed (served beside the member app). */
const consoleLink = (line: Pick<LinkChannels, 'appOrigin'>) => `${line.appOrigin}/admin/dashboard`;

/** A digest lists this many crossings, then says how many more (LINE's text limit is 5,000 characters). */
const DIGEST_LINES = 10;

/** A gold decision in the member's words: what moved, by how much, and what happens next. */
function goldText(e: Extract<LineEvent, { kind: 'gold' }>): string {
  const ref = numbered('gold', e.id);
  const piece = `ทองรูปพรรณ รหัส ${e.productCode ?? ''}`;
  if (e.approved) {
    switch (e.goldKind) {
      case 'deposit':
        return `ฝากซื้อทอง ${baht(e.amountSatang)} ${ref} อนุมัติแล้ว ได้ทอง ${e.grams} กรัมเข้าบัญชีออมทองเป็นน้ำหนัก`;
      case 'withdraw_bar':
        return `ส่งมอบทองแท่ง ${e.grams} กรัม ${ref} แล้ว หักจากบัญชีออมทองเป็นน้ำหนัก`;
      case 'sell':
        return `ขายทองคืน ${e.grams} กรัม ${ref} อนุมัติแล้ว ร้านโอน ${baht(e.amountSatang)} เข้าบัญชีที่คุณแจ้งไว้`;
      case 'ornament':
        return `ส่งมอบ${piece} ${ref} แล้ว หักทอง ${e.grams} กรัมจากบัญชี ชำระค่ากำเหน็จ ${baht(e.amountSatang)}`;
    }
  }
  switch (e.goldKind) {
    case 'deposit':
      return `รายการฝากซื้อทอง ${baht(e.amountSatang)} ${ref} ไม่ได้รับการอนุมัติ${because(e.note)}`;
    case 'withdraw_bar':
      return `คำขอรับทองแท่ง ${e.grams} กรัม ${ref} ไม่ได้รับการอนุมัติ ทองกลับเป็นยอดที่ใช้ได้แล้ว${because(e.note)}`;
    case 'sell':
      return `คำขอขายทองคืน ${e.grams} กรัม ${ref} ไม่ได้รับการอนุมัติ ทองกลับเป็นยอดที่ใช้ได้แล้ว${because(e.note)}`;
    case 'ornament':
      return `คำขอแลก${piece} ${ref} ไม่ได้รับการอนุมัติ ทอง ${e.grams} กรัมกลับเป็นยอดที่ใช้ได้ ร้านคืนค่ากำเหน็จ ${baht(e.amountSatang)} เข้าบัญชีที่คุณแจ้งไว้${because(e.note)}`;
  }
}

/** The text (without the link) and the member app page it points at, or the console's (`console`). */
function content(e: LineEvent): { text: string; path: string } | { text: string; console: true } {
  switch (e.kind) {
    case 'verification':
      return e.approved
        ? { text: 'ยืนยันตัวตนสำเร็จแล้ว ✅ ตอนนี้ใช้บริการออมทองและขายฝากได้แล้ว', path: '/' }
        : { text: `การยืนยันตัวตนไม่ผ่าน กรุณาตรวจสอบและส่งข้อมูลใหม่${because(e.reason)}`, path: '/verify' };
    case 'saving-account':
      return e.approved
        ? { text: 'บัญชีออมทองประเภทที่ 1 ของคุณได้รับการอนุมัติแล้ว เริ่มฝากได้เลย', path: '/saving' }
        : { text: 'คำขอเปิดบัญชีออมทองประเภทที่ 1 ไม่ได้รับการอนุมัติ กรุณาติดต่อร้าน', path: '/saving' };
    // An approved movement links its receipt (a PDF the app downloads: docs/decisions.md "My account, my data").
    case 'deposit':
      return {
        text: e.approved
          ? `รายการฝาก ${baht(e.amountSatang)} ${numbered('saving', e.id)} ได้รับการอนุมัติแล้ว ใบเสร็จ:`
          : `รายการฝาก ${baht(e.amountSatang)} ${numbered('saving', e.id)} ไม่ได้รับการอนุมัติ${because(e.note)}`,
        path: e.approved ? `/receipt/saving/${e.id}` : '/saving',
      };
    case 'withdrawal':
      return {
        text: e.approved
          ? `รายการถอน ${baht(e.amountSatang)} ${numbered('saving', e.id)} ได้รับการอนุมัติแล้ว หลักฐานการถอน:`
          : `รายการถอน ${baht(e.amountSatang)} ${numbered('saving', e.id)} ไม่ได้รับการอนุมัติ${because(e.note)}`,
        path: e.approved ? `/receipt/saving/${e.id}` : '/saving',
      };
    case 'down-request':
      return {
        text: e.approved ? 'คำขอออมทองประเภทที่ 2 ได้รับการอนุมัติแล้ว' : `คำขอออมทองประเภทที่ 2 ไม่ได้รับการอนุมัติ${because(e.note)}`,
        path: '/downing',
      };
    case 'down-payment':
      return {
        text: e.approved
          ? `การชำระเงินออมทองประเภทที่ 2 ${baht(e.amountSatang)} ${numbered('down', e.id)} ได้รับการอนุมัติแล้ว ใบเสร็จ:`
          : `การชำระเงินออมทองประเภทที่ 2 ${baht(e.amountSatang)} ${numbered('down', e.id)} ไม่ได้รับการอนุมัติ${because(e.note)}`,
        path: e.approved ? `/receipt/down/${e.id}` : '/downing',
      };
    case 'down-close':
      return {
        text: e.approved ? 'ปิดสัญญาออมทองประเภทที่ 2 เรียบร้อยแล้ว ขอบคุณที่ใช้บริการ' : `คำขอปิดสัญญาออมทองประเภทที่ 2 ไม่ได้รับการอนุมัติ${because(e.note)}`,
        path: '/downing',
      };
    case 'gold':
      return { text: goldText(e), path: '/gold-account' };
    case 'gold-requote':
      return {
        text: `ขายทองคืน ${e.grams} กรัม ${numbered('gold', e.id)}: ${e.note} หากไม่ขาย ทองยังอยู่ในบัญชีตามเดิม`,
        path: '/gold-account',
      };
    case 'pawn-reminder':
      // Straight to the contract's pay screen (docs/decisions.md "Pawn").
      return {
        // The same sentence the app shows on the contract (docs/product.md "Rules: pawn contracts (ขายฝาก)").
        text: `แจ้งเตือน: สัญญาขายฝาก ${e.jnId} ครบกำหนดวันที่ ${thaiDate(e.dueDate)} ${
          e.standing ? pawnStandingSentence(e.standing, thaiDate) : 'ชำระดอกเบี้ย (ต่อดอก) ลดต้น หรือไถ่ถอนผ่านแอปได้ก่อนวันครบกำหนด'
        }`,
        path: pawnPath(e.jnId),
      };
    case 'pawn-request':
      return {
        text:
          e.approved && e.receipt
            ? receiptText(e.receipt)
            : `รายการ${PAWN_REQUEST_KIND_TEXT[e.requestKind]} สัญญาขายฝาก ${e.jnId} ${baht(e.amountSatang)} ${numbered('pawnRequest', e.id)} ไม่ได้รับการอนุมัติ${because(e.note)}`,
        path: pawnPath(e.jnId),
      };
    case 'pawn-pickup':
      return { text: `ส่งมอบสินค้าของสัญญาขายฝาก ${e.jnId} คืนแล้ว ไถ่ถอนเรียบร้อย ขอบคุณที่ใช้บริการ`, path: pawnPath(e.jnId) };
    case 'pickup-reminder':
      return {
        text: `แจ้งเตือน: พรุ่งนี้ ${bangkokWhen(e.start)} มีนัดรับ${e.label} ที่สาขา${e.branch} กรุณานำบัตรประชาชนมาด้วย เลื่อนหรือยกเลิกนัดได้ในแอป`,
        path: e.path,
      };
    case 'savings-plan': {
      const gold = e.account === 'gold';
      return {
        text: `ถึงวันออม${gold ? 'ทองเป็นน้ำหนัก' : 'ทอง'}ตามแผนของคุณแล้ว: ${baht(e.amountSatang)} แตะเพื่อเปิด QR พร้อมเพย์ยอดนี้ แล้วแนบสลิปในแอป`,
        path: `${gold ? '/gold-account' : '/saving'}?amount=${e.amountSatang / 100}`,
      };
    }
    case 'pickup-booked':
      return {
        text: `จองวันรับ${e.label}แล้ว: ${bangkokWhen(e.start)} ที่สาขา${e.branch} กรุณานำบัตรประชาชนมาด้วย เลื่อนหรือยกเลิกนัดได้ในแอป`,
        path: e.path,
      };
    case 'pickup-missed':
      return {
        text: `คุณไม่ได้มารับ${e.label} ตามนัด ${bangkokWhen(e.start)} ที่สาขา${e.branch} กรุณาจองวันรับใหม่ในแอป`,
        path: e.path,
      };
    case 'reservation':
      return { text: reservationText(e), path: '/reservations' };
    case 'password-reset':
      return {
        text: 'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ ลิงก์นี้ใช้ได้ 30 นาทีและใช้ได้ครั้งเดียว หากคุณไม่ได้ขอ ไม่ต้องทำอะไร และอย่าส่งลิงก์นี้ให้ผู้อื่น',
        path: `/reset-password?token=${e.token}`,
      };
    case 'follow':
      return { text: `ขอบคุณที่เพิ่ม${e.shopName.trim() || 'ร้านทอง'}เป็นเพื่อน 🙏 ดูราคาทอง สินค้า ออมทอง และรายการขายฝากได้ที่`, path: '/' };
    case 'owner-alert':
      return { text: `แจ้งเจ้าของร้าน: ${e.text}`, console: true };
    case 'price-alert':
      return {
        text:
          e.alert === 'sell_below'
            ? `แจ้งเตือนราคาทอง: ราคาขายออกทองคำแท่ง ${baht(e.priceSatang)} ต่ำกว่า ${baht(e.thresholdSatang)} ที่คุณตั้งไว้แล้ว`
            : `แจ้งเตือนราคาทอง: ราคารับซื้อทองคำแท่ง ${baht(e.priceSatang)} สูงกว่า ${baht(e.thresholdSatang)} ที่คุณตั้งไว้แล้ว`,
        path: '/gold-price',
      };
    case 'price-digest': {
      const shown = e.lines.slice(0, DIGEST_LINES);
      const more = e.lines.length - shown.length;
      return {
        text: [
          `สรุปแจ้งเตือนราคาทองวันที่ ${thaiDate(e.date)} (${e.lines.length} ครั้ง)`,
          ...shown.map((l) => `• ${l}`),
          ...(more > 0 ? [`และอีก ${more} ครั้ง`] : []),
        ].join('\n'),
        path: '/gold-price',
      };
    }
    case 'owner-line-linked':
      return { text: 'เชื่อมต่อ LINE นี้กับบัญชีเจ้าของร้านแล้ว ✅ จะได้รับแจ้งเตือนเมื่อมีการเปลี่ยนบัญชีรับเงินหรือราคาทองที่กรอกเอง', console: true };
  }
}

/** A reservation's news, with what became of its deposit (docs/decisions.md "Reservation deposits"). */
function reservationText(e: Extract<LineEvent, { kind: 'reservation' }>): string {
  const piece = `สินค้ารหัส ${e.code}`;
  const deposit =
    e.depositSatang === 0
      ? ''
      : e.deposit === 'kept'
        ? `\nร้านริบเงินมัดจำ ${baht(e.depositSatang)} ตามเงื่อนไขที่แจ้งไว้ตอนจอง`
        : `\nร้านจะคืนเงินมัดจำ ${baht(e.depositSatang)} ให้คุณ`;
  switch (e.outcome) {
    case 'confirmed':
      return `ร้านยืนยันการจอง${piece}แล้ว รับได้ที่สาขา${e.branch} ตามวันนัด กรุณานำบัตรประชาชนมาด้วย`;
    case 'cancelled':
      return `ร้านยกเลิกการจอง${piece} ที่สาขา${e.branch}${because(e.reason)}${deposit}`;
    case 'expired':
      return `การจอง${piece} ที่สาขา${e.branch} หมดเวลาแล้ว เพราะไม่ได้มารับตามนัด${deposit}`;
  }
}

/** The member app's page of one pawn contract: its details, its pay screen and its receipts. */
export const pawnPath = (jnId: string) => `/repurchase/${encodeURIComponent(jnId)}`;

/**
 * The e-receipt as a LINE message: the shop's written evidence of the payment (Civil and Commercial Code
 * §496 asks for it for every extension): who received what, for what, and the due date that follows.
 */
export function receiptText(r: PawnReceipt): string {
  const what = pawnRequestWhat(r);
  const parts = [
    r.interest > 0 ? `ดอกเบี้ย ${baht(Math.round(r.interest * 100))}` : '',
    r.principal > 0 ? `เงินต้น ${baht(Math.round(r.principal * 100))}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    `ใบรับเงินขายฝาก เลขที่ ${r.number}`,
    `${r.shopName} ได้รับชำระ${what} สัญญา ${r.jn_id}`,
    `จำนวน ${baht(Math.round(r.amount * 100))}${parts ? ` (${parts})` : ''} วันที่ ${thaiDate(r.payDate)}`,
    r.dueDate
      ? `เงินต้นคงเหลือ ${baht(Math.round(r.principalAfter * 100))} กำหนดชำระ ${thaiDate(r.dueDate)}`
      : `รับสินค้าคืนที่สาขา${r.branch ?? ''}${r.pickupDate ? ` วันที่ ${thaiDate(r.pickupDate)}` : ''}`,
    `ผู้รับเงิน ${r.staffName}`,
  ].join('\n');
}

/**
 * The in-app inbox's copy of a message to a member: its text and the app page it links (null for the owner's
 * and a follower's messages, and for a password reset, whose link must live only in the member's LINE).
 */
export function inboxEntry(e: LineEvent): { text: string; path: string } | null {
  // A digest's crossings are in the inbox one by one already.
  if (e.kind === 'password-reset' || e.kind === 'follow' || e.kind === 'price-digest') return null;
  const c = content(e);
  return 'console' in c ? null : c;
}

export function lineMessages(line: LinkChannels, e: LineEvent): LineMessage[] {
  const c = content(e);
  if (e.kind === 'price-alert') {
    const off = appLink(line, `/gold-price?alert-off=${encodeURIComponent(e.offToken)}`);
    return [{ type: 'text', text: `${c.text}\nดูราคา: ${appLink(line, '/gold-price')}\nปิดการแจ้งเตือนนี้: ${off}` }];
  }
  return [{ type: 'text', text: `${c.text}\n${'console' in c ? consoleLink(line) : appLink(line, c.path)}` }];
}
