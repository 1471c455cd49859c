import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { nowIso } from '../../lib/dates';
import { formatBaht } from '../../lib/money';
import { decide, type Decider } from '../../lib/decide';
import { settlePickup } from '../../lib/pickup-close';
import { takeOneFromStock } from '../../lib/stock';
import { releaseSlip } from '../../lib/slips/claims';
import { watchExposure } from './exposure';
import { amountForUnits, formatGrams } from './grams';
import { ledgerRowFor, type GoldTransaction } from './ledger';
import { requireBuyingPrice } from './price';
import { adminRow } from './queue';

const { goldTransactions: txs, goldAccounts: accounts, goldLedger: ledger, pickups, products } = schema;

/** The member's message on a decision (docs/decisions.md "Gold account: messages on decisions"). */
const goldNews = (t: GoldTransaction, approved: boolean, note?: string | null) => ({
  userId: t.userId,
  event: {
    kind: 'gold' as const,
    id: t.id,
    approved,
    goldKind: t.kind,
    grams: formatGrams(t.units),
    amountSatang: t.amountSatang,
    productCode: t.productCode,
    note,
  },
});

/**
 * An ornament handed over: one piece off the stock of the branch its pickup was booked at, as a reservation's
 * handover takes it (docs/decisions.md "Gold account: an ornament for grams"; lib/stock.ts).
 */
function takeFromStock(tx: Db, t: GoldTransaction): void {
  const booked = tx
    .select({ branchId: pickups.branchId })
    .from(pickups)
    .where(and(eq(pickups.what, 'gold-ornament'), eq(pickups.ref, t.id), eq(pickups.status, 'booked')))
    .get();
  const product = t.productCode ? tx.select({ id: products.id }).from(products).where(eq(products.code, t.productCode)).get() : undefined;
  if (!booked || !product) return;
  takeOneFromStock(tx, product.id, booked.branchId);
}

const load = (id: number) => (tx: Db) => tx.select().from(txs).where(eq(txs.id, id)).get();
/** The branch that keeps the request: its account's (docs/access.md "Branches"). */
const branchOf = (tx: Db, t: GoldTransaction) =>
  tx.select({ b: accounts.branchId }).from(accounts).where(eq(accounts.id, t.accountId)).get()?.b ?? null;

/**
 * A sale approved after its quote's window is priced again at the buy-back in force (docs/decisions.md "Gold
 * account: selling back"): the same baht, and it is approved as quoted; other baht, and it is not paid: the
 * note the member reads names the new figure, and the member sells again at it or keeps the grams. Paused
 * prices refuse the late approval (409) rather than guess. Null when the sale is approved as it stands.
 */
function requoteOf(app: FastifyInstance, tx: Db, t: GoldTransaction): string | null {
  if (t.kind !== 'sell' || !t.quoteUntil || Date.now() <= Date.parse(t.quoteUntil)) return null;
  const price = requireBuyingPrice(app, tx);
  const amount = amountForUnits(t.units, price.buyback);
  if (amount === t.amountSatang) return null;
  const baht = (s: number) => formatBaht(s).replace('฿', '');
  return `ราคารับซื้อเปลี่ยนเป็น ${baht(price.buyback)} บาทต่อบาททองคำ ทอง ${formatGrams(t.units)} กรัม ได้ ${baht(amount)} บาท กรุณายืนยันการขายอีกครั้ง`;
}

/**
 * Staff approve a gold request: its ledger row, at the grams and price the request was counted at (a deposit
 * priced when the server received its slip, whatever the price is now), in the decision's transaction. Bar gold
 * is approved as it is handed over: from the queue or the pickup day (`also` runs inside, areas/pickups), its
 * booked pickup closes with it.
 */
export function approveGold(app: FastifyInstance, by: Decider, id: number, also?: (tx: Db) => void) {
  return decide(app, {
    by,
    action: 'approve',
    entity: 'gold_transaction',
    load: load(id),
    branchOf,
    apply: (tx, before) => {
      const requote = requoteOf(app, tx, before);
      if (requote) {
        tx.update(txs).set({ status: 'requote', note: requote, decidedBy: by.id, decidedAt: nowIso() }).where(eq(txs.id, before.id)).run();
        return {
          after: tx.select().from(txs).where(eq(txs.id, before.id)).get(),
          notify: {
            userId: before.userId,
            event: { kind: 'gold-requote', id: before.id, grams: formatGrams(before.units), note: requote },
          },
          out: adminRow(app, tx, before.id),
        };
      }
      also?.(tx);
      if (before.kind === 'withdraw_bar') settlePickup(tx, 'gold-bar', before.id, by.id, 'handed_over');
      if (before.kind === 'ornament') {
        takeFromStock(tx, before);
        settlePickup(tx, 'gold-ornament', before.id, by.id, 'handed_over');
      }
      tx.update(txs).set({ status: 'approved', decidedBy: by.id, decidedAt: nowIso() }).where(eq(txs.id, before.id)).run();
      const row = tx.insert(ledger).values(ledgerRowFor(before, by.id)).returning().get();
      // What the shop owes moved: the owner hears if it crossed what is set aside (exposure.ts).
      watchExposure(app, tx, null);
      const after = tx.select().from(txs).where(eq(txs.id, before.id)).get()!;
      return {
        after: { ...after, ledgerId: row.id, ledgerUnits: row.units },
        notify: goldNews(before, true),
        out: adminRow(app, tx, before.id),
      };
    },
  });
}

/**
 * Staff reject a gold request: nothing credited, its reserved grams free again, a deposit's slip released. A
 * refused ornament frees its piece and its slot; its ค่ากำเหน็จ is returned to the destination the member named,
 * through the queue's payout QR as a sale is paid (its slip stays claimed: that transfer was received and returned).
 */
export function rejectGold(app: FastifyInstance, by: Decider, id: number, note: string) {
  return decide(app, {
    by,
    action: 'reject',
    entity: 'gold_transaction',
    load: load(id),
    branchOf,
    apply: (tx, before) => {
      tx.update(txs)
        .set({ status: 'rejected', note: note.trim(), decidedBy: by.id, decidedAt: nowIso() })
        .where(eq(txs.id, before.id))
        .run();
      if (before.kind === 'deposit') releaseSlip(tx, 'gold', before.id);
      if (before.kind === 'withdraw_bar') settlePickup(tx, 'gold-bar', before.id, by.id, 'cancelled');
      if (before.kind === 'ornament') settlePickup(tx, 'gold-ornament', before.id, by.id, 'cancelled');
      return {
        after: tx.select().from(txs).where(eq(txs.id, before.id)).get(),
        notify: goldNews(before, false, note),
        out: adminRow(app, tx, before.id),
      };
    },
  });
}
