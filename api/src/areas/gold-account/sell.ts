import type { FastifyInstance } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import { badRequest, conflict } from '../../lib/http-error';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { payoutDestination, type PayoutDestination } from '../saving/withdraw-form';
import { requireGoldAccount, requireGoldOffered } from './account';
import { amountForUnits, formatGrams, parseGrams } from './grams';
import { availableOf, type GoldTransaction } from './ledger';
import { requireBuyingPrice, type GoldPrice } from './price';
import { goldMoneyRules } from '../../lib/money-input';

/*
 * Selling grams back (docs/decisions.md "Gold account: selling back"): at the shop's one bar buy-back price
 * (รับซื้อ, the newest trusted stored price: price.ts), the baht rounded down to the satang (grams.ts). A quote
 * holds for the owner's window; the sale reserves its grams like bar gold and waits for staff, who pay it out
 * as a savings cash withdrawal is paid (the same destinations, the same PromptPay QR).
 */

const { goldTransactions: txs } = schema;

export interface SellQuote {
  units: number;
  price: GoldPrice;
  amountSatang: number;
  validUntil: string;
}

/** Grams text → units above zero, else a Thai 400. */
export function requireGrams(text: string): number {
  const units = parseGrams(text);
  if (units === null || units === 0) throw badRequest('BAD_GRAMS', 'กรุณากรอกน้ำหนักเป็นกรัม มากกว่า 0 ทศนิยมไม่เกิน 4 ตำแหน่ง');
  return units;
}

/** The sale's figures now: refused while prices are paused or none is stored (a sale needs a price in force). */
export function sellQuote(app: FastifyInstance, db: Db, units: number, now = Date.now()): SellQuote {
  const price = requireBuyingPrice(app, db);
  const amountSatang = amountForUnits(units, price.buyback);
  if (amountSatang === 0) throw badRequest('TOO_LITTLE_GOLD', 'ทองจำนวนนี้มีมูลค่าไม่ถึง 1 สตางค์');
  return { units, price, amountSatang, validUntil: new Date(now + goldMoneyRules(db).quoteMinutes * 60_000).toISOString() };
}

export const quoteView = (q: SellQuote) => ({
  price: satangToBaht(q.price.buyback),
  priceAt: q.price.at,
  grams: formatGrams(q.units),
  amount: satangToBaht(q.amountSatang),
  validUntil: q.validUntil,
});

export const QUOTE_MOVED = 'ราคารับซื้อเปลี่ยนแล้ว กรุณาตรวจสอบยอดเงินใหม่แล้วยืนยันการขายอีกครั้ง';
export const QUOTE_EXPIRED = 'ใบเสนอราคาหมดเวลาแล้ว กรุณาตรวจสอบยอดเงินใหม่แล้วยืนยันการขายอีกครั้ง';

export interface SellAsk extends PayoutDestination {
  grams: string;
  /** The baht the member was quoted and agrees to. */
  amount: number;
  /** The quote's own end, as the quote answered it; past it the member is asked again. */
  validUntil?: string;
}

/**
 * The member sells grams back: in one immediate transaction the price in force is read again; a quote that
 * moved (another amount for the same grams) or ran out is a 409 in Thai, and nothing is written; the member's
 * screen asks for a fresh quote.
 * Otherwise the grams are reserved off the available balance (two sales at once cannot both take them) and the
 * sale waits for staff, its quote holding for the owner's window from now.
 */
export function askSell(app: FastifyInstance, member: MemberAuth, ask: SellAsk): Promise<GoldTransaction> {
  const units = requireGrams(ask.grams);
  const to = payoutDestination(ask);
  return immediate(app.db, (tx) => {
    recheckMember(tx, member);
    requireGoldOffered(tx);
    const account = requireGoldAccount(tx, member.id);
    const now = Date.now();
    const quote = sellQuote(app, tx, units, now);
    if (ask.validUntil !== undefined) {
      const until = Date.parse(ask.validUntil);
      if (!Number.isFinite(until)) throw badRequest('BAD_QUOTE', 'เวลาของใบเสนอราคาไม่ถูกต้อง');
      if (until < now) throw conflict('QUOTE_EXPIRED', QUOTE_EXPIRED);
    }
    if (formBahtToSatang(ask.amount, 'amount') !== quote.amountSatang) throw conflict('QUOTE_MOVED', QUOTE_MOVED);
    const available = availableOf(tx, member.id);
    if (units > available) {
      throw conflict('NOT_ENOUGH_GOLD', `ทองในบัญชีที่ขายได้มี ${formatGrams(available)} กรัม ไม่พอสำหรับ ${formatGrams(units)} กรัม`);
    }
    return tx
      .insert(txs)
      .values({
        userId: member.id,
        accountId: account.id,
        kind: 'sell',
        units,
        amountSatang: quote.amountSatang,
        priceSatang: quote.price.buyback,
        priceId: quote.price.id,
        reservedUnits: units,
        quoteUntil: quote.validUntil,
        ...to,
      })
      .returning()
      .get();
  });
}
