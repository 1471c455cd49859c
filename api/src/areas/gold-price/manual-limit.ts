import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldPriceData } from '../../../contract/gold-price';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { bahtTextToSatang } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { ornamentSellOut } from './pricing';

// A price entered by hand moves every product's price and every savings estimate: 0.02 baht typed while the
// source was down sold a 10,415-baht product for 201 baht. Staff may enter one close to the last trusted
// price (the source's, or one the owner entered); further than the owner's limit, only the owner may
// (docs/decisions.md "Who may do what").

const { goldPrices, shopSettings } = schema;

/** The limit the owner sets, percent: between 1 and 50 (a wider one is no limit at all). */
export const MANUAL_LIMIT_RANGE = { min: 1, max: 50 } as const;

export const manualLimitPercent = (db: Db): number =>
  db.select({ p: shopSettings.manualPriceLimitPercent }).from(shopSettings).where(eq(shopSettings.id, 1)).get()?.p ?? 5;

/** The owner changes the limit, audited with what it was. */
export async function setManualLimitPercent(db: Db, staffId: number, percent: number): Promise<void> {
  await immediate(db, (tx) => {
    const before = manualLimitPercent(tx);
    tx.update(shopSettings).set({ manualPriceLimitPercent: percent }).where(eq(shopSettings.id, 1)).run();
    audit(
      tx,
      staffId,
      'gold_price.manual_limit',
      'shop_settings',
      1,
      { manualPriceLimitPercent: before },
      { manualPriceLimitPercent: percent },
    );
  });
}

/** The price a hand-entered one is measured against: the newest trusted one, or none yet. */
export function referencePrice(db: Db): { data: GoldPriceData; at: string } | undefined {
  const row = db.select().from(goldPrices).where(eq(goldPrices.trusted, 1)).orderBy(desc(goldPrices.id)).limit(1).get();
  return row && { data: row.response as GoldPriceData, at: row.createdAt };
}

/** The figures a customer pays by: the bar's two prices and the ornament sell-out products are priced from. */
function figures(d: GoldPriceData, premiumSatang: number): number[] {
  return [bahtTextToSatang(d.price.gold_bar.buy), bahtTextToSatang(d.price.gold_bar.sell), ornamentSellOut(d, premiumSatang).satang];
}

/** The largest difference of any figure from the reference, in percent (one decimal). */
export function differencePercent(entered: GoldPriceData, reference: GoldPriceData, premiumSatang: number): number {
  const a = figures(entered, premiumSatang);
  const b = figures(reference, premiumSatang);
  const worst = Math.max(...a.map((v, i) => Math.abs(v - b[i]!) / b[i]!));
  return Math.round(worst * 1000) / 10;
}

export const ownerNeeded = (message: string) => new HttpError(403, 'OWNER_NEEDED', message);

/**
 * Checks a hand-entered price inside its transaction: the owner's always goes (and becomes the reference);
 * a staff member's only within the limit of the reference. Answers the difference (null: no reference).
 */
export function checkManualPrice(tx: Db, entered: GoldPriceData, owner: boolean, premiumSatang: number): number | null {
  const reference = referencePrice(tx);
  const difference = reference ? differencePercent(entered, reference.data, premiumSatang) : null;
  if (owner) return difference;
  if (difference === null) throw ownerNeeded('ยังไม่มีราคาอ้างอิงจากแหล่งราคา ราคาแรกต้องให้เจ้าของร้านกรอก');
  const limit = manualLimitPercent(tx);
  if (difference > limit) {
    throw ownerNeeded(`ราคาที่กรอกต่างจากราคาล่าสุด ${difference}% (เกิน ${limit}% ที่เจ้าของร้านกำหนด) ต้องให้เจ้าของร้านกรอก กรุณาตรวจสอบตัวเลขอีกครั้ง`);
  }
  return difference;
}
