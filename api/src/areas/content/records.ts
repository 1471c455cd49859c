import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '@goldshop/db';
import type { FlagKey, ImageKind } from '@goldshop/db/schema';
import type { Flag } from '../../../contract/common';
import type { Endpoint } from '../../../contract/endpoint';
import { contentCalls as calls, type AboutUpdateFields, type BankUpdateFields, type HomeUpdateFields } from '../../../contract/content';
import type { ProcessedImage } from '../../lib/image-processing';
import { immediate } from '../../lib/tx';
import { notFound } from '../../lib/http-error';
import { audit } from '../../lib/audit';
import { alertOwner, lastDigits } from '../../lib/owner-alerts';

/*
 * The shop's content: home hero items, about records, savings terms, the one bank account and the service
 * switches. Visitors read it; every staff change is written with its audit row in one transaction.
 */

type Images = FastifyInstance['images'];
/** How an answer shows a stored image: base64 or URL, as the request asked (`app.images.field`). */
export type ImageOf = (hash: string | null) => string | null;

export type HomeRow = typeof schema.homeContent.$inferSelect;
export type AboutRow = typeof schema.aboutContent.$inferSelect;
export type BankRow = typeof schema.bankAccounts.$inferSelect;
export type PolicyRow = typeof schema.policies.$inferSelect;

const home = schema.homeContent;
const about = schema.aboutContent;
const bank = schema.bankAccounts;
const policies = schema.policies;
const flags = schema.flags;

export const toHomeItem = (r: HomeRow, image: ImageOf) => ({ id: r.id, img: image(r.img), header: r.header, description: r.description });
export const toAboutItem = (r: AboutRow, image: ImageOf) => ({
  id: r.id,
  header: r.header,
  slogan: r.slogan,
  description: r.description,
  img1: image(r.img1),
  img2: image(r.img2),
});
export const toBankAccount = (r: BankRow, image: ImageOf) => ({
  id: r.id,
  bank: r.bank,
  acc_name: r.accName,
  acc_no: r.accNo,
  bank_logo: image(r.bankLogo),
});
export const toPolicy = (r: PolicyRow) => ({ id: r.id, rules: r.rules, isVisible: r.isVisible ? (1 as const) : (0 as const) });

/** Decodes and re-encodes the uploaded images before any transaction (it is slow and async); writes nothing. */
export async function prepareImages<N extends string>(
  images: Images,
  files: Partial<Record<N, Buffer>>,
  kind: ImageKind,
): Promise<Partial<Record<N, ProcessedImage>>> {
  const out: Partial<Record<N, ProcessedImage>> = {};
  for (const [name, bytes] of Object.entries(files) as [N, Buffer | undefined][]) if (bytes) out[name] = await images.prepare(bytes, kind);
  return out;
}

// Home, about and the bank account: admin forms have no required field (docs/product.md "Input rules"), so a field left out
// (undefined in `set`) keeps what is saved, and an image not sent keeps the stored one.

export const homeItems = (db: Db) => db.select().from(home).orderBy(asc(home.id)).all();

export function updateHome(db: Db, images: Images, staffId: number, id: number, fields: HomeUpdateFields, img?: ProcessedImage) {
  return immediate(db, (tx) => {
    const before = tx.select().from(home).where(eq(home.id, id)).get();
    if (!before) throw notFound('ไม่พบเนื้อหาหน้าแรกนี้');
    const after = tx
      .update(home)
      .set({ header: fields.header, description: fields.description, img: img ? images.store(tx, img, 'content') : before.img })
      .where(eq(home.id, before.id))
      .returning()
      .get()!;
    audit(tx, staffId, 'update', 'home_content', after.id, before, after);
    return after;
  });
}

export const aboutItems = (db: Db) => db.select().from(about).orderBy(asc(about.id)).all();

export function updateAbout(
  db: Db,
  images: Images,
  staffId: number,
  id: number,
  fields: AboutUpdateFields,
  files: { img1?: ProcessedImage; img2?: ProcessedImage },
) {
  return immediate(db, (tx) => {
    const before = tx.select().from(about).where(eq(about.id, id)).get();
    if (!before) throw notFound('ไม่พบเนื้อหาหน้าเกี่ยวกับเรานี้');
    const after = tx
      .update(about)
      .set({
        header: fields.header,
        slogan: fields.slogan,
        description: fields.description,
        img1: files.img1 ? images.store(tx, files.img1, 'content') : before.img1,
        img2: files.img2 ? images.store(tx, files.img2, 'content') : before.img2,
      })
      .where(eq(about.id, before.id))
      .returning()
      .get()!;
    audit(tx, staffId, 'update', 'about_content', after.id, before, after);
    return after;
  });
}

/** The shop's one account members transfer to: the first one, or 404 while none is set up. */
export function bankAccount(db: Db) {
  const row = db.select().from(bank).orderBy(asc(bank.id)).limit(1).get();
  if (!row) throw notFound('ยังไม่มีบัญชีธนาคารของร้าน');
  return row;
}

/**
 * The owner changes where members send money (the declaration's access). Whoever does it, the owner is told
 * (LINE and the dashboard) whenever the bank, name or number changed: a stolen owner session would show.
 */
export function updateBankAccount(app: FastifyInstance, staffId: number, id: number, fields: BankUpdateFields, logo?: ProcessedImage) {
  const images = app.images;
  return immediate(app.db, (tx) => {
    const before = tx.select().from(bank).where(eq(bank.id, id)).get();
    if (!before) throw notFound('ไม่พบบัญชีธนาคารนี้');
    const after = tx
      .update(bank)
      .set({
        bank: fields.bank,
        accName: fields.acc_name,
        accNo: fields.acc_no,
        bankLogo: logo ? images.store(tx, logo, 'bank_logo') : before.bankLogo,
      })
      .where(eq(bank.id, before.id))
      .returning()
      .get()!;
    audit(tx, staffId, 'update', 'bank_account', after.id, before, after);
    if (after.bank !== before.bank || after.accName !== before.accName || after.accNo !== before.accNo) {
      alertOwner(app, tx, {
        kind: 'bank_account',
        staffId,
        details: {
          bank: after.bank,
          accName: after.accName,
          accNo: lastDigits(after.accNo),
          beforeBank: before.bank,
          beforeAccNo: lastDigits(before.accNo),
        },
      });
    }
    return after;
  });
}

// Savings terms: one list per savings type. A rule of the other type is "not found" through this type's calls.

export type PolicyType = 1 | 2;
export const POLICY_TYPES = [1, 2] as const satisfies readonly PolicyType[];

/** Visitors and members see the visible rules; staff every rule. In the order staff keep them (by id). */
export function policyList(db: Db, type: PolicyType, hidden: boolean) {
  const which = hidden ? eq(policies.type, type) : and(eq(policies.type, type), eq(policies.isVisible, 1));
  return db.select().from(policies).where(which).orderBy(asc(policies.id)).all().map(toPolicy);
}

/** A new rule is visible at once. */
export function addPolicy(db: Db, staffId: number, type: PolicyType, rules: string) {
  return immediate(db, (tx) => {
    const created = tx.insert(policies).values({ type, rules, isVisible: 1 }).returning().get();
    audit(tx, staffId, 'create', 'policy', created.id, null, created);
    return toPolicy(created);
  });
}

type PolicyChange = { action: 'update'; rules: string } | { action: 'set_visible'; isVisible: Flag } | { action: 'delete' };

export function changePolicy(db: Db, staffId: number, type: PolicyType, id: number, change: PolicyChange) {
  return immediate(db, (tx) => {
    const before = tx
      .select()
      .from(policies)
      .where(and(eq(policies.id, id), eq(policies.type, type)))
      .get();
    if (!before) throw notFound('ไม่พบเงื่อนไขนี้');
    const one = eq(policies.id, before.id);
    let after: PolicyRow | null = null;
    if (change.action === 'delete') tx.delete(policies).where(one).run();
    else {
      const set = change.action === 'update' ? { rules: change.rules } : { isVisible: change.isVisible };
      after = tx.update(policies).set(set).where(one).returning().get()!;
    }
    audit(tx, staffId, change.action, 'policy', id, before, after);
    return after && toPolicy(after);
  });
}

// The service switches. A switch never set reads 0: a service stays closed until staff open it.

/** Each switch's read call, write call (paths differ for the withdrawal ones, docs/product.md "The calls") and flags-table key. */
export const FLAG_SWITCHES = [
  { read: calls.sav1Visible, write: calls.setSav1Visible, key: 'sav1_visible' },
  { read: calls.sav2Visible, write: calls.setSav2Visible, key: 'sav2_visible' },
  { read: calls.goldVisible, write: calls.setGoldVisible, key: 'gold_visible' },
  { read: calls.productWithdraw, write: calls.setProductWithdraw, key: 'product_withdraw' },
  { read: calls.cashWithdraw, write: calls.setCashWithdraw, key: 'cash_withdraw' },
] as const satisfies readonly { read: Endpoint; write: Endpoint; key: FlagKey }[];

/** Read on every member page view, so prepared once per app. */
export function flagReader(db: Db) {
  const read = db
    .select({ value: flags.value })
    .from(flags)
    .where(eq(flags.key, sql.placeholder('key')))
    .prepare();
  return (key: FlagKey): Flag => (read.get({ key })?.value ? 1 : 0);
}

export async function setFlag(db: Db, staffId: number, key: FlagKey, value: Flag): Promise<void> {
  await immediate(db, (tx) => {
    const before = tx.select().from(flags).where(eq(flags.key, key)).get() ?? null;
    tx.insert(flags).values({ key, value }).onConflictDoUpdate({ target: flags.key, set: { value } }).run();
    audit(tx, staffId, 'set_flag', 'flag', key, before, { key, value });
  });
}
