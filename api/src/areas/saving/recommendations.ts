import type { Db } from '@goldshop/db';
import type { Product } from '../../../contract/shop';
import type { RecommendationsAnswer } from '../../../contract/saving';
import { satangToBaht } from '../../lib/money';
import { goldWeightOf } from '../gold-price/pricing';
import type { PriceInUse } from '../gold-price/price-source';
import { productList, toProduct } from '../shop/products';
import { available } from './ledger';

/** How many products each list shows: a screenful of cards on a phone. */
export const AFFORDABLE_MAX = 8;
export const NEXT_MAX = 4;

/**
 * docs/product.md "Rules: savings type 1 (the ledger)": "the shop recommends gold matching the amount saved". The money is what the member can
 * take as goods now (balance less pending withdrawals); a product priced at exactly that amount is affordable.
 */
export function recommendations(
  db: Db,
  userId: number,
  price: PriceInUse | null,
  image: (hash: string | null) => string | null,
  paused = false,
): RecommendationsAnswer {
  const money = available(db, userId);
  const balance = satangToBaht(money);
  if (paused) return { balance, goldWeight: null, priceAt: null, affordable: [], next: [], paused: true };
  if (!price) return { balance, goldWeight: null, priceAt: null, affordable: [], next: [] };
  const priced = productList(db, 'all')
    .map((r) => toProduct(r, image, price))
    .filter((p): p is Product & { price: number } => p.price !== null);
  // Prices are whole baht, the balance satang: compare in satang so a product at exactly the balance fits.
  const fits = (p: { price: number }) => p.price * 100 <= money;
  const byPrice = (a: { price: number; id: number }, b: { price: number; id: number }) => a.price - b.price || a.id - b.id;
  const affordable = priced
    .filter(fits)
    .sort((a, b) => byPrice(b, a))
    .slice(0, AFFORDABLE_MAX);
  const next = priced
    .filter((p) => !fits(p))
    .sort(byPrice)
    .slice(0, NEXT_MAX)
    .map((p) => ({ ...p, missing: satangToBaht(p.price * 100 - money) }));
  return { balance, goldWeight: goldWeightOf(money, price.ornamentSatang), priceAt: price.at, affordable, next };
}
