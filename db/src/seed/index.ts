import { sql } from 'drizzle-orm';
import { schema, type Db } from '../index';
import { insertBranches } from './branches';
import { insertCatalog, prepareCatalog } from './catalog';
import { insertContent, prepareContent } from './content';
import { insertPawn, preparePawn } from './pawn';
import { insertSavings, prepareSavings } from './savings';
import { DEMO_ADMIN, DEMO_MEMBERS, DEMO_PASSWORD, insertUsers, ownerValues, prepareUsers } from './users';

export { DEMO_ADMIN, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_NATIONAL_IDS } from './users';
export { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog';
export { DEMO_HOME, DEMO_BANK, DEMO_POLICIES, DEMO_PROFILE, demoGoldPrices } from './content';
export { DEMO_SAVINGS, DEMO_DOWN } from './savings';
export { DEMO_PAWN } from './pawn';
export { DEMO_BRANCHES } from './branches';

/** Nobody can sign in yet: no staff account and no member. Only then does start-up add anything. */
import { insertShopStructure } from './structure';

export function isEmptyDatabase(db: Db): boolean {
  const count = (table: typeof schema.staff | typeof schema.users) => db.select({ n: sql<number>`count(*)` }).from(table).get()!.n;
  return count(schema.staff) === 0 && count(schema.users) === 0;
}

// Pictures are the slow part (sharp renders ~60 SVGs); they never change, so a process draws them once.
let assets: ReturnType<typeof prepareAssets> | undefined;
function prepareAssets() {
  return Promise.all([prepareCatalog(), prepareContent(), prepareSavings(), preparePawn()]);
}

/**
 * Fills an empty database with the demo shop (README.md "A five-minute tour"). Everything slow (password hashing,
 * drawing pictures) happens first; the rows go in as one synchronous transaction, which checks again
 * that the database is still empty, so running twice, or two processes at once, changes nothing.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  if (!isEmptyDatabase(db)) return false;
  const users = await prepareUsers();
  let catalog, content, savings, pawn;
  try {
    [catalog, content, savings, pawn] = await (assets ??= prepareAssets());
  } catch (err) {
    assets = undefined;
    throw err;
  }
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      if (!isEmptyDatabase(t)) return false;
      const u = insertUsers(t, users, now);
      const branches = insertBranches(t, u.adminId, now);
      insertCatalog(t, catalog, now, branches);
      insertContent(t, content, now);
      insertSavings(t, savings, u, branches, now);
      insertPawn(t, pawn, u, branches, now);
      return true;
    },
    { behavior: 'immediate' },
  );
}

/**
 * With SEED_DEMO=0 and ADMIN_USERNAME/ADMIN_PASSWORD: the first owner on an empty database, and the
 * empty records staff fill in (insertShopStructure); no products, members or money.
 */
export async function seedOwner(db: Db, username: string, password: string): Promise<boolean> {
  if (!isEmptyDatabase(db)) return false;
  const values = await ownerValues(username, password);
  return db.transaction(
    (tx) => {
      if (!isEmptyDatabase(tx as unknown as Db)) return false;
      tx.insert(schema.staff).values(values).run();
      insertShopStructure(tx as unknown as Db);
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** Lines for the start-up summary: who can sign in to the demo. */
export function demoAccountsSummary(): string {
  const rows = [
    `  staff (owner)  ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}   console at /admin/`,
    ...DEMO_MEMBERS.map((m) => `  member         ${m.username.padEnd(6)} / ${DEMO_PASSWORD}    ${m.note}`),
  ];
  return ['Demo accounts:', ...rows].join('\n');
}
