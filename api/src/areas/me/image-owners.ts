import { sql } from 'drizzle-orm';
import type { Db } from '@goldshop/db';

// Images are stored once, addressed by the hash of their bytes: two members who send the same picture (a
// family's one transfer slip, the same photo sent twice) share one row. A purge empties an image only when
// no one else still keeps it (docs/decisions.md "A purged image is a state, not damage"), so it must know,
// for every column that names an image, whose record each row is.

interface ImageColumn {
  table: string;
  column: string;
  /**
   * SQL over the row: the id of the member whose record it is, or `null` for the shop's own pictures
   * (products, content, the bank logos), which no purge empties. A pawn payment is its contract's customer's.
   */
  owner: string;
}

/** Every column that references images.hash (purge.test.ts holds this list to the schema's foreign keys). */
export const imageColumns: readonly ImageColumn[] = [
  { table: 'verification_requests', column: 'id_card_img', owner: 'user_id' },
  { table: 'verification_requests', column: 'personal_img', owner: 'user_id' },
  { table: 'saving_transactions', column: 'proof', owner: 'user_id' },
  { table: 'saving_transactions', column: 'payout_proof', owner: 'user_id' },
  { table: 'saving_transactions', column: 'id_card_image', owner: 'user_id' },
  { table: 'saving_transactions', column: 'id_card_image_back', owner: 'user_id' },
  { table: 'down_payments', column: 'proof', owner: 'user_id' },
  { table: 'down_close_requests', column: 'id_card_image', owner: 'user_id' },
  { table: 'down_close_requests', column: 'id_card_image_back', owner: 'user_id' },
  { table: 'pawn_requests', column: 'proof', owner: 'user_id' },
  { table: 'gold_transactions', column: 'proof', owner: 'user_id' },
  { table: 'reservation_deposits', column: 'proof', owner: 'user_id' },
  { table: 'payment_slips', column: 'image', owner: 'user_id' },
  {
    table: 'pawn_payments',
    column: 'proof',
    owner: '(select u.id from users u join pawn_contracts c on c.customer_id = u.customer_id where c.jn_id = pawn_payments.jn_id limit 1)',
  },
  { table: 'products', column: 'img', owner: 'null' },
  { table: 'product_images', column: 'image', owner: 'null' },
  { table: 'home_content', column: 'img', owner: 'null' },
  { table: 'about_content', column: 'img1', owner: 'null' },
  { table: 'about_content', column: 'img2', owner: 'null' },
  { table: 'bank_accounts', column: 'bank_logo', owner: 'null' },
  { table: 'branches', column: 'bank_logo', owner: 'null' },
];

const hashesWhere = (tx: Db, c: ImageColumn, where: ReturnType<typeof sql>) =>
  tx
    .all<{ hash: string }>(
      sql`select distinct ${sql.identifier(c.column)} as hash from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} is not null and ${where}`,
    )
    .map((r) => r.hash);

/** Every image the member's own rows name: ID cards, selfies, slips, proofs. */
export function imagesOfMember(tx: Db, userId: number): string[] {
  const out = new Set<string>();
  for (const c of imageColumns) {
    if (c.owner === 'null') continue;
    for (const h of hashesWhere(tx, c, sql`${sql.raw(c.owner)} = ${userId}`)) out.add(h);
  }
  return [...out];
}

/**
 * Of `hashes`, those some other record still keeps: the shop's own pictures, or a row of another member who
 * has not been purged (a purged member's rows keep nothing, so the last purge of a shared image empties it).
 */
export function keptByOthers(tx: Db, hashes: string[], userId: number): Set<string> {
  const out = new Set<string>();
  if (!hashes.length) return out;
  const list = JSON.stringify(hashes);
  for (const c of imageColumns) {
    const owner = sql.raw(c.owner);
    const where = sql`${sql.identifier(c.column)} in (select value from json_each(${list}))
      and (${owner} is null or (${owner} != ${userId} and ${owner} not in (select id from users where purged_at is not null)))`;
    for (const h of hashesWhere(tx, c, where)) out.add(h);
  }
  return out;
}
