import { eq } from 'drizzle-orm';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { schema, type Db } from '@goldshop/db';
import { ShopProfile } from '../../../contract/content';
import { audit } from '../../lib/audit';
import { immediate } from '../../lib/tx';

// The shop's own details: one JSON value in the settings row, read by the member app on every page.

/** Before the owner saves one: a neutral profile, nothing invented about the shop. */
export const BLANK_PROFILE: ShopProfile = { name: 'ร้านทอง', branches: [], facebook: '', tiktok: '', lineOa: '' };
const valid = TypeCompiler.Compile(ShopProfile);

/** The saved profile; a stored value that no longer fits the contract (an older shape) reads as blank. */
export function shopProfile(db: Db): ShopProfile {
  const stored = db
    .select({ profile: schema.shopSettings.profile })
    .from(schema.shopSettings)
    .where(eq(schema.shopSettings.id, 1))
    .get()?.profile;
  return stored && valid.Check(stored) ? stored : BLANK_PROFILE;
}

/** Saves the owner's profile, trimmed, with its audit row. */
export async function saveShopProfile(db: Db, staffId: number, input: ShopProfile): Promise<ShopProfile> {
  const profile: ShopProfile = {
    name: input.name.trim(),
    branches: input.branches.map((b) => ({ name: b.name.trim(), phone: b.phone.trim(), address: b.address.trim(), mapUrl: b.mapUrl })),
    facebook: input.facebook,
    tiktok: input.tiktok,
    lineOa: input.lineOa,
  };
  await immediate(db, (tx) => {
    const before = shopProfile(tx);
    tx.update(schema.shopSettings).set({ profile }).where(eq(schema.shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'shop_profile', 1, before, profile);
  });
  return profile;
}
