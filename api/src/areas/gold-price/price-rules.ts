import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { audit } from '../../lib/audit';
import { alertOwner } from '../../lib/owner-alerts';
import { immediate } from '../../lib/tx';
import { conflict } from '../../lib/http-error';

/*
 * Two owner settings of the price (docs/access.md): the ornament buy-back rule, and the price pause of a
 * volatile day. Both are read on hot paths (the catalogue, the buy-back estimate), so they are held here and
 * changed only through here; each change is audited and an owner alert.
 */

const { shopSettings } = schema;

/** What a customer's call that needs today's price answers while prices are paused. */
export const pausedError = () => conflict('PRICES_PAUSED', 'ร้านพักราคาทองชั่วคราว กรุณาลองใหม่ภายหลังหรือติดต่อร้าน');

export interface PriceRuleValues {
  /** Hundredths of a percent below the day's bar buy-back price the shop buys back ornaments. */
  discountBp: number;
  /** ISO time the owner paused prices; null while they are live. */
  pausedAt: string | null;
}

export class PriceRules {
  private held: PriceRuleValues | undefined;

  constructor(private readonly app: FastifyInstance) {}

  get(): PriceRuleValues {
    this.held ??= read(this.app.db);
    return this.held;
  }

  async setDiscount(staffId: number, discountBp: number): Promise<void> {
    await immediate(this.app.db, (tx) => {
      const before = read(tx);
      tx.update(shopSettings).set({ ornamentBuybackDiscountBp: discountBp }).where(eq(shopSettings.id, 1)).run();
      audit(
        tx,
        staffId,
        'gold_price.buyback_rule',
        'shop_settings',
        1,
        { ornamentBuybackDiscountBp: before.discountBp },
        { ornamentBuybackDiscountBp: discountBp },
      );
      alertOwner(this.app, tx, { kind: 'buyback_rule', staffId, details: { before: before.discountBp / 100, after: discountBp / 100 } });
    });
    this.held = undefined;
  }

  /** Pauses or resumes; answers whether anything changed (pausing twice keeps the first time). */
  async setPaused(staffId: number, paused: boolean, onResume?: (tx: Db) => void): Promise<boolean> {
    const changed = await immediate(this.app.db, (tx) => {
      const before = read(tx);
      if (Boolean(before.pausedAt) === paused) return false;
      const pausedAt = paused ? new Date().toISOString() : null;
      tx.update(shopSettings).set({ pricesPausedAt: pausedAt }).where(eq(shopSettings.id, 1)).run();
      audit(
        tx,
        staffId,
        paused ? 'gold_price.pause' : 'gold_price.resume',
        'shop_settings',
        1,
        { pricesPausedAt: before.pausedAt },
        { pricesPausedAt: pausedAt },
      );
      alertOwner(this.app, tx, { kind: 'price_pause', staffId, details: { paused: paused ? 1 : 0 } });
      if (!paused) onResume?.(tx);
      return true;
    });
    this.held = undefined;
    return changed;
  }
}

function read(db: Db): PriceRuleValues {
  const row = db
    .select({ discountBp: shopSettings.ornamentBuybackDiscountBp, pausedAt: shopSettings.pricesPausedAt })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .get();
  return { discountBp: row?.discountBp ?? 500, pausedAt: row?.pausedAt ?? null };
}
