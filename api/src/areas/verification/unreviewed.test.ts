import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, multipart, pngImage } from '../../test/factories';
import { freshId, requestFor } from '../../test/verification-support';
import { unreviewedPhotoBytes } from './unreviewed';

/**
 * Attack test: verification is the upload any LINE account may send, and three fresh accounts stored 18 MB
 * of photos without anyone at the shop doing anything. One request waits per account, and the photos of all
 * waiting requests have a budget (UNREVIEWED_PHOTOS_MB).
 */
describe('verification requests staff have not reviewed', async () => {
  let budget = 64 * 1024 * 1024;
  const app = await testApp();
  Object.defineProperty(app.config, 'unreviewedPhotosBytes', { get: () => budget });
  const count = (table: string) => (app.sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
  let shade = 0;
  const photo = () => pngImage(60, 40, { r: (shade += 41) % 256, g: 120, b: 30 });
  const ask = async (auth: Record<string, string>) => {
    const card = freshId();
    const fields = { NationalID: card, fullName: 'สมชาย ใจดี', phoneNumber: '0812345678', address: '99 หมู่ 1', consent: 'true' };
    const { payload, headers } = multipart(fields, { idCardImg: await photo(), personalImg: await photo() });
    return app.inject({ method: 'POST', url: `/api/verify/verify-request?idCard=${card}`, payload, headers: { ...headers, ...auth } });
  };

  it('one waiting request per account, whatever the status says (suspended and reinstated while waiting)', async () => {
    const m = await createMember(app);
    await requestFor(app, m.user.id, freshId());
    // The member is unverified again (reinstated) while that request still waits for staff.
    app.db.update(schema.users).set({ verificationStatus: 0 }).where(eq(schema.users.id, m.user.id)).run();
    const before = { requests: count('verification_requests'), images: count('images') };
    const res = await ask(m.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VERIFY_PENDING' });
    expect({ requests: count('verification_requests'), images: count('images') }).toEqual(before);
  });

  it('past the photo budget of waiting requests: 503 with Retry-After and a Thai message, nothing stored', async () => {
    const waitingBefore = unreviewedPhotoBytes(app.db);
    const first = await createMember(app);
    expect((await ask(first.auth)).statusCode).toBe(200);
    const held = unreviewedPhotoBytes(app.db);
    expect(held).toBeGreaterThan(waitingBefore);
    // Room for what waits now and not a byte more: the next request is refused under the write lock, its
    // photos already decoded but never stored.
    budget = held;
    const before = { requests: count('verification_requests'), images: count('images') };
    const second = await createMember(app);
    const res = await ask(second.auth);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'VERIFY_QUEUE_FULL' });
    expect(res.json().message).toMatch(/รอเจ้าหน้าที่ตรวจสอบจำนวนมาก/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect({ requests: count('verification_requests'), images: count('images') }).toEqual(before);
    // Already over it: refused before the upload is even read (its "photos" would be a 415 otherwise).
    budget = held - 1;
    const third = await createMember(app);
    const card = freshId();
    const junk = multipart(
      { NationalID: card, fullName: 'ก', phoneNumber: '0812345678', address: 'ข', consent: 'true' },
      { idCardImg: Buffer.from('not a picture'), personalImg: Buffer.from('nor this') },
    );
    const early = await app.inject({
      method: 'POST',
      url: `/api/verify/verify-request?idCard=${card}`,
      headers: { ...junk.headers, ...third.auth },
      payload: junk.payload,
    });
    expect(early.statusCode).toBe(503);
    expect(early.json()).toMatchObject({ code: 'VERIFY_QUEUE_FULL' });
    // Staff decide one: its photos no longer count, and there is room again.
    app.db
      .update(schema.verificationRequests)
      .set({ status: 'rejected' })
      .where(eq(schema.verificationRequests.userId, first.user.id))
      .run();
    expect(unreviewedPhotoBytes(app.db)).toBe(waitingBefore);
    budget = 64 * 1024 * 1024;
    expect((await ask(second.auth)).statusCode).toBe(200);
  });
});
