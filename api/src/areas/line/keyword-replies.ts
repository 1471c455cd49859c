import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { GoldPriceAnswer } from '../../../contract/gold-price';
import { pawnStandingSentence } from '../../../contract/pawn-standing';
import { appLink } from '../../lib/line/links';
import { thaiDate, type LineMessage } from '../../lib/line/messages';
import { replyLine } from '../../lib/line/reply';
import { bahtText } from '../../lib/money';
import { customerContracts } from '../pawn/contracts';
import { balanceOf } from '../saving/ledger';
import { LINE_USER_ID } from './webhook';

/**
 * A member who writes one of these words to the shop's account gets an answer as a reply message, which LINE does
 * not count against the month's messages (docs/decisions.md "Keyword replies"): today's price for anyone, and for
 * a LINE user linked to a member, their own balance or pawn due date. Anything else is left to the shop's chat.
 */
export const KEYWORDS = ['ราคาทอง', 'ยอดออม', 'ขายฝาก'] as const;
type Keyword = (typeof KEYWORDS)[number];
const keywordOf = (text: string): Keyword | undefined => KEYWORDS.find((k) => k === text.trim());

interface TextEvent {
  type?: unknown;
  replyToken?: unknown;
  source?: { type?: unknown; userId?: unknown };
  message?: { type?: unknown; text?: unknown };
}

const NOT_LINKED = 'LINE นี้ยังไม่ได้เชื่อมกับบัญชีสมาชิกของร้าน เข้าสู่ระบบในแอปด้วย LINE หรือเชื่อมต่อ LINE ในหน้าบัญชีของฉัน แล้วพิมพ์อีกครั้ง';

/** Today's price as the app shows it: the shop's own answer to /api/gold-price/latest, asked in-process. */
async function priceText(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/gold-price/latest' });
  const answer = res.statusCode === 200 ? (res.json() as GoldPriceAnswer) : null;
  const link = appLink(app.config.line, '/gold-price');
  if (answer?.paused) return `ร้านพักราคาทองชั่วคราว จะแจ้งราคาเมื่อเปิดราคาอีกครั้ง\n${link}`;
  const r = answer?.response;
  if (!r?.price?.gold_bar) return `ขณะนี้ยังไม่มีราคาทองล่าสุด กรุณาลองใหม่ภายหลัง\n${link}`;
  const lines = [`ราคาทองวันนี้ ${r.date} ${r.update_time}`.trim(), `ทองคำแท่ง ขายออก ${r.price.gold_bar.buy} รับซื้อ ${r.price.gold_bar.sell}`];
  if (r.price.gold) lines.push(`ทองรูปพรรณ ขายออก ${r.price.gold.buy} รับซื้อ ${r.price.gold.sell}`);
  lines.push('บาท ต่อน้ำหนักทอง 1 บาท', `ดูกราฟและตั้งแจ้งเตือนราคา: ${link}`);
  return lines.join('\n');
}

function memberOf(app: FastifyInstance, lineUserId: string) {
  const { users } = schema;
  return app.db.select({ id: users.id, customerId: users.customerId }).from(users).where(eq(users.lineUserId, lineUserId)).get();
}

function savingText(app: FastifyInstance, lineUserId: string): string {
  const member = memberOf(app, lineUserId);
  if (!member) return NOT_LINKED;
  const account = app.db
    .select({ status: schema.savingAccounts.status })
    .from(schema.savingAccounts)
    .where(eq(schema.savingAccounts.userId, member.id))
    .get();
  const link = appLink(app.config.line, '/saving');
  if (account?.status !== 'active') return `คุณยังไม่มีบัญชีออมทองประเภทที่ 1 ที่เปิดใช้งาน เปิดบัญชีได้ในแอป\n${link}`;
  return `ยอดเงินออมทองประเภทที่ 1 ของคุณ ${bahtText(balanceOf(app.db, member.id))}\nดูรายการและฝากเพิ่ม: ${link}`;
}

function pawnText(app: FastifyInstance, lineUserId: string): string {
  const member = memberOf(app, lineUserId);
  if (!member) return NOT_LINKED;
  const open = customerContracts(app.db, member.customerId ?? null).filter((c) => c.is_open);
  const link = appLink(app.config.line, '/repurchase');
  if (open.length === 0) return `คุณไม่มีสัญญาขายฝากที่ยังเปิดอยู่\n${link}`;
  // Most urgent first, as the app lists them; at most three, the rest are in the app.
  const lines = open.slice(0, 3).map((c) => `${c.jn_id} ครบกำหนด ${thaiDate(c.due_date)}: ${pawnStandingSentence(c.standing, thaiDate)}`);
  if (open.length > 3) lines.push(`และอีก ${open.length - 3} สัญญาในแอป`);
  lines.push(`ดูสัญญาและชำระดอกเบี้ย: ${link}`);
  return lines.join('\n');
}

/**
 * Answers each keyword message of a signed webhook body with a reply (one text message per event). A reply that
 * fails is logged and dropped: the member can ask again. Answers how many replies were sent.
 */
export async function answerKeywords(app: FastifyInstance, events: TextEvent[]): Promise<number> {
  let answered = 0;
  for (const e of events) {
    if (e?.type !== 'message' || e.source?.type !== 'user' || e.message?.type !== 'text') continue;
    const { userId } = e.source;
    const { text } = e.message;
    const token = e.replyToken;
    if (typeof userId !== 'string' || !LINE_USER_ID.test(userId) || typeof text !== 'string' || text.length > 20) continue;
    if (typeof token !== 'string' || !token || token.length > 100) continue;
    const keyword = keywordOf(text);
    if (!keyword) continue;
    const body = keyword === 'ราคาทอง' ? await priceText(app) : keyword === 'ยอดออม' ? savingText(app, userId) : pawnText(app, userId);
    const messages: LineMessage[] = [{ type: 'text', text: body }];
    try {
      await replyLine(app.config.line, token, messages);
      answered++;
    } catch (err) {
      app.log.warn({ err, keyword }, 'LINE keyword reply failed');
    }
  }
  return answered;
}
