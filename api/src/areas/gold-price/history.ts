import { and, asc, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldPriceData, HistoryPoint, HistoryRange } from '../../../contract/gold-price';
import { addDays, bangkokDayStartIso, bangkokToday } from '../../lib/dates';
import { satangToBaht } from '../../lib/money';
import { changeBaht, pricePairs } from './price-figures';

/*
 * Every announcement kept once, with its announcement time (docs/decisions.md "Gold price history"): the
 * chart, today's rounds and the price alerts read these rows. A source that answers an announcement it gave
 * before (a cache in front of it flapping between two) or one older than the newest it gave adds nothing.
 */

const { goldPrices } = schema;

/** How many of the source's latest rows a fetched price is compared with: a day's rounds and more. */
const RECENT = 20;

/** What makes two answers the same price: the announcement and its figures, not when we fetched it. */
export const identity = (d: GoldPriceData) =>
  JSON.stringify([d.date, d.update_time, d.price.gold_bar, d.price.gold ?? null, d.price.change]);

export type Stored = { id: number; data: GoldPriceData; stored: boolean };

/**
 * Stores a price from the source unless it is one of its recent ones or older than its newest; answers the
 * row that stands for it (the new one, the same one stored before, or the newer one). Runs in the caller's
 * immediate transaction; `onStored` runs there too for a new row (the price alerts).
 */
export function storeSourcePrice(tx: Db, data: GoldPriceData, onStored?: (tx: Db, id: number, data: GoldPriceData) => void): Stored {
  const key = identity(data);
  const recent = tx
    .select({ id: goldPrices.id, response: goldPrices.response, announcedAt: goldPrices.announcedAt })
    .from(goldPrices)
    .where(eq(goldPrices.source, 'upstream'))
    .orderBy(desc(goldPrices.id))
    .limit(RECENT)
    .all();
  const same = recent.find((r) => identity(r.response as GoldPriceData) === key);
  if (same) return { id: same.id, data: same.response as GoldPriceData, stored: false };
  const newest = recent[0];
  if (newest?.announcedAt && data.update_times && data.update_times < newest.announcedAt) {
    return { id: newest.id, data: newest.response as GoldPriceData, stored: false };
  }
  return { id: insertPrice(tx, 'upstream', data, 1, onStored), data, stored: true };
}

/** One new price row with its announcement time; `onStored` in the same transaction. */
export function insertPrice(
  tx: Db,
  source: 'upstream' | 'staff',
  data: GoldPriceData,
  trusted: 0 | 1,
  onStored?: (tx: Db, id: number, data: GoldPriceData) => void,
): number {
  const announcedAt = data.update_times ?? new Date().toISOString();
  const id = tx.insert(goldPrices).values({ source, response: data, trusted, announcedAt }).returning({ id: goldPrices.id }).get().id;
  onStored?.(tx, id, data);
  return id;
}

const DAY_MS = 86_400_000;

/** The rows a range shows, oldest first: the latest announcement's Bangkok day, 30 days, or a year. */
function rowsOf(db: Db, range: HistoryRange, now: Date) {
  const nowIso = now.toISOString();
  const select = () => db.select({ response: goldPrices.response, announcedAt: goldPrices.announcedAt }).from(goldPrices);
  if (range === 'day') {
    // The day of the newest announcement: on a day without one (a holiday), its last rounds, dated.
    const newest = db
      .select({ at: goldPrices.announcedAt })
      .from(goldPrices)
      .where(and(isNotNull(goldPrices.announcedAt), lt(goldPrices.announcedAt, addMs(nowIso, 60_000))))
      .orderBy(desc(goldPrices.announcedAt))
      .limit(1)
      .get();
    const day = newest?.at ? bangkokToday(new Date(newest.at)) : bangkokToday(now);
    const from = bangkokDayStartIso(day);
    const to = bangkokDayStartIso(addDays(day, 1));
    return select()
      .where(and(gte(goldPrices.announcedAt, from), lt(goldPrices.announcedAt, to)))
      .orderBy(asc(goldPrices.announcedAt), asc(goldPrices.id))
      .all();
  }
  const from = new Date(now.getTime() - (range === 'month' ? 30 : 365) * DAY_MS).toISOString();
  const rows = select()
    .where(and(gte(goldPrices.announcedAt, from), lt(goldPrices.announcedAt, addMs(nowIso, 60_000))))
    .orderBy(asc(goldPrices.announcedAt), asc(goldPrices.id))
    .all();
  if (range === 'month') return rows;
  // A year: the day's last announcement stands for the day.
  const byDay = new Map<string, (typeof rows)[number]>();
  for (const r of rows) byDay.set(bangkokToday(new Date(r.announcedAt!)), r);
  return [...byDay.values()];
}

const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The history answer: each announcement's pairs in baht, time order. */
export function priceHistory(
  db: Db,
  range: HistoryRange,
  rules: { premiumSatang: number; discountBp: number },
  now = new Date(),
): HistoryPoint[] {
  return rowsOf(db, range, now).map((r) => {
    const data = r.response as GoldPriceData;
    const { bar, ornament } = pricePairs(data, rules.premiumSatang, rules.discountBp);
    const change = changeBaht(data.price.change.compare_previous);
    return {
      time: r.announcedAt!,
      barBuy: satangToBaht(bar.sellOut),
      barSell: satangToBaht(bar.buyback),
      ornamentBuy: satangToBaht(ornament.sellOut),
      ornamentSell: satangToBaht(ornament.buyback),
      ...(change !== undefined && { change }),
    };
  });
}

/** The newest stored price, as the alerts look at it when prices resume. */
export function latestStored(db: Db): { id: number; data: GoldPriceData } | undefined {
  const row = db.select({ id: goldPrices.id, response: goldPrices.response }).from(goldPrices).orderBy(desc(goldPrices.id)).limit(1).get();
  return row && { id: row.id, data: row.response as GoldPriceData };
}
