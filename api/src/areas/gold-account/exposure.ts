import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldExposure } from '../../../contract/gold-account';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { formatGrams, parseGrams } from './grams';
import { owedUnits } from './ledger';

const { shopSettings } = schema;

const setAsideOf = (db: Db) =>
  db.select({ u: shopSettings.goldSetAsideUnits }).from(shopSettings).where(eq(shopSettings.id, 1)).get()?.u ?? 0;

/**
 * The owner's exposure (docs/product.md "Rules: the gold account"): every gram the gold ledger owes its savers
 * against the grams the owner records as set aside; `short` when owed exceeds set aside.
 */
export function exposure(db: Db): GoldExposure {
  const owed = owedUnits(db);
  const aside = setAsideOf(db);
  return { owedGrams: formatGrams(owed), setAsideGrams: formatGrams(aside), short: owed > aside };
}

/** The owner records the grams set aside; audited with the figure before and after. */
export function setAside(db: Db, ownerId: number, text: string): Promise<GoldExposure> {
  const units = parseGrams(text);
  if (units === null) throw badRequest('VALIDATION', 'กรุณากรอกน้ำหนักเป็นกรัม ทศนิยมไม่เกิน 4 ตำแหน่ง');
  return immediate(db, (tx) => {
    const before = setAsideOf(tx);
    tx.update(shopSettings).set({ goldSetAsideUnits: units }).where(eq(shopSettings.id, 1)).run();
    audit(tx, ownerId, 'gold_account.set_aside', 'shop_settings', 1, { goldSetAsideUnits: before }, { goldSetAsideUnits: units });
    return exposure(tx);
  });
}
