import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldPriceData } from '../../../contract/gold-price';
import { conflict } from '../../lib/http-error';
import { barPair } from '../gold-price/price-figures';
import { pausedError } from '../gold-price/price-rules';

const { goldPrices } = schema;

/** The bar pair gold is bought and sold back at, and the stored row it came from. */
export interface GoldPrice {
  id: number;
  /** ขายออก: what a deposit buys grams at, satang per baht-weight. */
  sellOut: number;
  /** รับซื้อ: what grams are worth to the shop, satang per baht-weight. */
  buyback: number;
  at: string;
}

/**
 * The price gold is priced at (docs/decisions.md "Gold account: price at receipt"): the newest stored trusted
 * row, read from the database in the caller's transaction, never the price source's cache, so a price is in
 * force from the moment it is stored. A price a plain staff member entered (trusted 0) never prices gold.
 */
export function goldPriceNow(db: Db): GoldPrice | undefined {
  const row = db
    .select({ id: goldPrices.id, response: goldPrices.response, announcedAt: goldPrices.announcedAt, createdAt: goldPrices.createdAt })
    .from(goldPrices)
    .where(eq(goldPrices.trusted, 1))
    .orderBy(desc(goldPrices.id))
    .limit(1)
    .get();
  if (!row) return undefined;
  const data = row.response as GoldPriceData;
  const { sellOut, buyback } = barPair(data);
  return { id: row.id, sellOut, buyback, at: data.update_times ?? row.announcedAt ?? row.createdAt };
}

export const NO_PRICE_MESSAGE = 'ยังไม่มีราคาทองที่ใช้ซื้อทองได้ในขณะนี้ กรุณาลองใหม่ภายหลัง';

/** The price to buy gold at now: refused while the owner has paused prices, or while none is stored. */
export function requireBuyingPrice(app: FastifyInstance, db: Db): GoldPrice {
  if (app.priceRules.get().pausedAt) throw pausedError();
  const price = goldPriceNow(db);
  if (!price) throw conflict('NO_PRICE', NO_PRICE_MESSAGE);
  return price;
}
