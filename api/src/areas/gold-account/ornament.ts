import { and, eq, gt, inArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { LIVE_RESERVATION_STATUSES } from '@goldshop/db/enums';
import { goldAccountCalls as calls, type GoldOrnamentQuote } from '../../../contract/gold-account';
import { referenceOf } from '../../../contract/references';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import type { MemberAuth } from '../../plugins/auth';
import type { PaymentKind } from '../payments/take-payment';
import { bookSlot, requireSlotAt } from '../pickups/bookings';
import { payoutDestination, type PayoutDestination } from '../saving/withdraw-form';
import { ornamentGrams } from '../gold-price/pricing';
import { PRODUCT_NOT_FOUND, productByCode } from '../shop/product-page';
import { requireGoldAccount, requireGoldOffered } from './account';
import { formatGrams, unitsForOrnament } from './grams';
import { availableOf, type GoldTransaction } from './ledger';
import { goldPriceNow } from './price';

// A catalogue ornament taken against the account's grams (docs/decisions.md "Gold account: an ornament for
// grams"): its gold from the account, its ค่ากำเหน็จ paid in baht through the one payment flow, the grams reserved
// and the piece held off the shelf while staff prepare it, and a pickup booked at a branch that has it, all in the
// payment's one immediate transaction.

const { goldTransactions: txs, productStock, reservations } = schema;
type Product = NonNullable<ReturnType<typeof productByCode>>;

const PIECE_TAKEN = 'สินค้าชิ้นนี้มีผู้จองหรือขอแลกไว้แล้ว กรุณาเลือกชิ้นอื่น';

/** The piece by its code and the account's grams it takes; 404 for an unknown code, 409 for one that cannot be exchanged. */
function requirePiece(db: Db, code: string): { product: Product; units: number } {
  const product = productByCode(db, code.trim());
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const units = unitsForOrnament(product.weight, product.unit);
  if (units === null || product.purity !== '96.5') {
    throw conflict('NOT_EXCHANGEABLE', 'สินค้าชิ้นนี้แลกด้วยทองในบัญชีไม่ได้ กรุณาติดต่อร้าน');
  }
  if (product.makingChargeSatang <= 0) throw conflict('NOT_EXCHANGEABLE', 'สินค้าชิ้นนี้ยังไม่มีค่ากำเหน็จ กรุณาติดต่อร้าน');
  return { product, units };
}

/** Branches holding the piece in stock (a product_stock row counting at least one, as a reservation reads it). */
const stockedAt = (db: Db, productId: number): number[] =>
  db
    .select({ branchId: productStock.branchId })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), gt(productStock.quantity, 0)))
    .all()
    .map((r) => r.branchId);

/** Whether a live reservation or a pending exchange holds the piece (the indexes and triggers hold it too). */
function pieceTaken(db: Db, code: string): boolean {
  const reserved = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.productCode, code), inArray(reservations.status, [...LIVE_RESERVATION_STATUSES])))
    .get();
  const exchanged = db
    .select({ id: txs.id })
    .from(txs)
    .where(and(eq(txs.productCode, code), eq(txs.kind, 'ornament'), eq(txs.status, 'pending')))
    .get();
  return reserved !== undefined || exchanged !== undefined;
}

/** What taking the piece needs, for the member to see before paying. */
export function ornamentQuote(db: Db, member: MemberAuth, code: string): GoldOrnamentQuote {
  requireGoldOffered(db);
  requireGoldAccount(db, member.id);
  const { product, units } = requirePiece(db, code);
  if (pieceTaken(db, product.code)) throw conflict('PIECE_TAKEN', PIECE_TAKEN);
  const available = availableOf(db, member.id);
  const grams = ornamentGrams(product.weight, product.unit) ?? 0;
  return {
    code: product.code,
    name: product.name.trim() || `รหัส ${product.code}`,
    weight: `${product.weight} ${product.unit.trim()}`,
    ornamentGrams: formatGrams(Math.round(grams * 10_000)),
    grams: formatGrams(units),
    availableGrams: formatGrams(available),
    enough: units <= available,
    workmanship: satangToBaht(product.makingChargeSatang),
    branchIds: stockedAt(db, product.id),
  };
}

/** What the piece is called in a message or on a pickup: 'ทองรูปพรรณ รหัส R-1 (G-000010)'. */
export const ornamentLabel = (t: Pick<GoldTransaction, 'id' | 'productCode'>) =>
  `ทองรูปพรรณ รหัส ${t.productCode ?? ''} ${referenceOf('gold', t.id)}`;

interface OrnamentInput extends PayoutDestination {
  amountSatang: number;
  code: string;
  branchId: number;
  start: string;
}

/** The branch and slot asked for, checked before any transaction (a bad slot is a 400 changing nothing). */
const slotOf = (db: Db, input: OrnamentInput) => requireSlotAt(db, input.branchId, input.start);

/**
 * The exchange as the one payment flow takes it (api/src/areas/payments/take-payment.ts): the form read, then in
 * the payment's transaction the account, the piece (known, not taken, in stock at the branch), the ค่ากำเหน็จ to the
 * satang and the free grams checked; the row inserted with its grams reserved and its pickup booked.
 */
export function goldOrnamentPayment(): PaymentKind<
  typeof calls.ornament.upload.fields,
  OrnamentInput,
  { accountId: number; product: Product; units: number },
  GoldTransaction
> {
  return {
    slip: 'gold',
    upload: calls.ornament.upload,
    parse: (f, amountSatang) => ({
      amountSatang,
      code: f.code.trim(),
      branchId: Number(f.branch_id),
      start: f.start,
      ...payoutDestination(f),
    }),
    // Refused before the slip is read: a closed service, an unknown piece, a wrong figure or a bad slot.
    early(db, member, input) {
      requireGoldOffered(db);
      requireGoldAccount(db, member.id);
      const { product } = requirePiece(db, input.code);
      if (input.amountSatang !== product.makingChargeSatang) throw workmanshipError(product);
      slotOf(db, input);
    },
    byKey: (tx, userId, key) =>
      tx
        .select()
        .from(txs)
        .where(and(eq(txs.userId, userId), eq(txs.idempotencyKey, key)))
        .get(),
    sameRequest: (prev, input) => prev.kind === 'ornament' && prev.productCode === input.code,
    check(tx, member, input) {
      requireGoldOffered(tx);
      const account = requireGoldAccount(tx, member.id);
      const { product, units } = requirePiece(tx, input.code);
      if (input.amountSatang !== product.makingChargeSatang) throw workmanshipError(product);
      if (pieceTaken(tx, product.code)) throw conflict('PIECE_TAKEN', PIECE_TAKEN);
      if (!stockedAt(tx, product.id).includes(input.branchId)) {
        throw conflict('NOT_IN_STOCK', 'สาขาที่เลือกไม่มีสินค้าชิ้นนี้ในสต็อก กรุณาเลือกสาขาที่มีสินค้า');
      }
      const available = availableOf(tx, member.id);
      if (units > available) {
        throw conflict('NOT_ENOUGH_GOLD', `ทองในบัญชีที่ใช้ได้มี ${formatGrams(available)} กรัม ไม่พอสำหรับสินค้าชิ้นนี้ (${formatGrams(units)} กรัม)`);
      }
      return { accountId: account.id, product, units };
    },
    insert(tx, { member, input, checked, proof, key }) {
      // The price in force is kept with the entry (docs/decisions.md "Gold account: an ornament for grams"): the
      // exchange moves no baht for the gold, so a paused or missing price does not stop it.
      const price = goldPriceNow(tx);
      const row = tx
        .insert(txs)
        .values({
          userId: member.id,
          accountId: checked.accountId,
          kind: 'ornament',
          units: checked.units,
          amountSatang: input.amountSatang,
          priceSatang: price?.sellOut ?? 0,
          priceId: price?.id ?? null,
          reservedUnits: checked.units,
          productCode: checked.product.code,
          bank: input.bank,
          accountName: input.accountName,
          accountNumber: input.accountNumber,
          proof,
          idempotencyKey: key,
        })
        .returning()
        .get();
      const { branch, slot } = slotOf(tx, input);
      bookSlot(tx, { userId: member.id, what: 'gold-ornament', ref: row.id, branch, slot });
      return row;
    },
  };
}

function workmanshipError(product: Product) {
  return badRequest('WRONG_WORKMANSHIP', `ค่ากำเหน็จของสินค้าชิ้นนี้คือ ${satangToBaht(product.makingChargeSatang)} บาท กรุณาโอนตามยอดนี้`);
}
