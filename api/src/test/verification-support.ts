import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import { withCheckDigit } from '../../contract/national-id';
import { storedImage } from './factories';

let seq = 0;
/** A fresh valid ID per call, so tests never collide on the unique card column. */
export const freshId = () => withCheckDigit(`3${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(5, '0')}`);
/** The same ID with a wrong check digit. */
export const badChecksum = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

/** A verification request row written directly (the state another member's submission leaves). */
export async function requestFor(app: App, userId: number, nationalId: string, status: 'pending' | 'approved' | 'rejected' = 'pending') {
  const img = await storedImage(app, 'id_card');
  await app.db
    .insert(schema.verificationRequests)
    .values({ userId, nationalId, idCardImg: img, personalImg: img, consentAt: new Date().toISOString(), status });
}
