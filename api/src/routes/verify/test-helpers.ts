import { schema } from '@goldshop/db';
import type { App } from '../../build-app';
import { storedImage } from '../../test/factories';

/** Test helper: a national ID with a correct check digit from 12 leading digits (mod-11 rule). */
export function nationalId(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}
let seq = 0;
/** A fresh valid ID per call, so tests never collide on the unique card column. */
export const freshId = () => nationalId(`3${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(5, '0')}`);
/** The same ID with a wrong check digit. */
export const badChecksum = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

/** A verification request row written directly (the state another member's submission leaves). */
export async function requestFor(app: App, userId: number, nationalId: string, status: 'pending' | 'approved' | 'rejected' = 'pending') {
  const img = await storedImage(app, 'id_card');
  await app.db.insert(schema.verificationRequests).values({ userId, nationalId, idCardImg: img, personalImg: img, consentAt: new Date().toISOString(), status });
}

