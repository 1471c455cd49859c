import { eq } from 'drizzle-orm';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { schema, type Db } from '@goldshop/db';
import { ShopProfileBody, type ShopProfile } from '../../../contract/content';
import { audit } from '../../lib/audit';
import { openBranches } from '../../lib/branches';
import { immediate } from '../../lib/tx';

// The shop's own details: the owner's name and links, one JSON value in the settings row, with its open
// branches from their rows (docs/decisions.md "Branches are rows"); read by the member app on every page.

/** Before the owner saves one: a neutral profile, nothing invented about the shop. */
export const BLANK_PROFILE: ShopProfileBody = { name: 'ร้านทอง', facebook: '', tiktok: '', lineOa: '' };
const valid = TypeCompiler.Compile(ShopProfileBody);

/** The saved name and links; a stored value that no longer fits the contract (an older shape) reads as blank. */
function savedProfile(db: Db): ShopProfileBody {
  const stored = db
    .select({ profile: schema.shopSettings.profile })
    .from(schema.shopSettings)
    .where(eq(schema.shopSettings.id, 1))
    .get()?.profile;
  return stored && valid.Check(stored) ? stored : BLANK_PROFILE;
}

/** The profile with each open branch's contact, in the shop's order. */
export function shopProfile(db: Db): ShopProfile {
  const { name, company = '', facebook, tiktok, lineOa } = savedProfile(db);
  const branches = openBranches(db).map((b) => ({ name: b.name, phone: b.phone, address: b.address, mapUrl: b.mapUrl }));
  return { name, company, branches, facebook, tiktok, lineOa };
}

/** Saves the owner's name and links, trimmed, with its audit row; answers the whole profile. */
export async function saveShopProfile(db: Db, staffId: number, input: ShopProfileBody): Promise<ShopProfile> {
  const saved = savedProfile(db);
  const profile: ShopProfileBody = {
    name: input.name.trim(),
    // A client that does not send it keeps what was saved.
    company: (input.company ?? saved.company ?? '').trim(),
    facebook: input.facebook,
    tiktok: input.tiktok,
    lineOa: input.lineOa,
  };
  await immediate(db, (tx) => {
    const before = savedProfile(tx);
    tx.update(schema.shopSettings).set({ profile }).where(eq(schema.shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'shop_profile', 1, before, profile);
  });
  return shopProfile(db);
}
