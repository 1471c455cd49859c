import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldExposure } from '../../../contract/gold-account';
import { audit } from '../../lib/audit';
import { alertOwner } from '../../lib/owner-alerts';
import { badRequest } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { formatGrams, parseGrams } from './grams';
import { owedUnits } from './ledger';

const { shopSettings, ownerAlerts } = schema;

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

/**
 * Tells the owner when owed crosses set aside (docs/decisions.md "Gold account: the exposure alert"): once per
 * crossing, either way, not on every change. The last `gold_exposure` alert is the state last told (none: not
 * short); an alert is written only when the state now differs. Inside the transaction that moved either figure
 * (an approval, the owner's record), so two changes at once cannot both alert.
 */
export function watchExposure(app: FastifyInstance, tx: Db, staffId: number | null): void {
  const now = exposure(tx);
  const last = tx
    .select({ details: ownerAlerts.details })
    .from(ownerAlerts)
    .where(eq(ownerAlerts.kind, 'gold_exposure'))
    .orderBy(desc(ownerAlerts.id))
    .limit(1)
    .get();
  const told = Boolean((last?.details as { short?: unknown } | undefined)?.short);
  if (now.short === told) return;
  alertOwner(app, tx, {
    kind: 'gold_exposure',
    staffId,
    details: { short: now.short ? 1 : 0, owedGrams: now.owedGrams, setAsideGrams: now.setAsideGrams },
  });
}

/** The owner records the grams set aside; audited with the figure before and after. */
export function setAside(app: FastifyInstance, ownerId: number, text: string): Promise<GoldExposure> {
  const units = parseGrams(text);
  if (units === null) throw badRequest('VALIDATION', 'กรุณากรอกน้ำหนักเป็นกรัม ทศนิยมไม่เกิน 4 ตำแหน่ง');
  return immediate(app.db, (tx) => {
    const before = setAsideOf(tx);
    tx.update(shopSettings).set({ goldSetAsideUnits: units }).where(eq(shopSettings.id, 1)).run();
    audit(tx, ownerId, 'gold_account.set_aside', 'shop_settings', 1, { goldSetAsideUnits: before }, { goldSetAsideUnits: units });
    watchExposure(app, tx, ownerId);
    return exposure(tx);
  });
}
