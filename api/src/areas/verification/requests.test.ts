import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createCustomer, createMember, multipart, pngImage, jpegWithGps } from '../../test/factories';
import { VERIFY_DATA_EXISTS_MESSAGE, VERIFY_DATA_MISSING_MESSAGE, VERIFY_ID_IN_USE_MESSAGE } from '../../../contract/verification';
import { badChecksum, freshId, requestFor } from '../../test/verification-support';

describe('verification requests', async () => {
  const app = await testApp();
  const idPhoto = await jpegWithGps();
  const selfie = await pngImage(50, 60, { r: 1, g: 2, b: 3 });
  const photos = { idCardImg: idPhoto, personalImg: selfie };

  const newForm = (card: string, over: Record<string, string | undefined> = {}) => ({
    NationalID: card,
    fullName: 'สมชาย ใจดี',
    phoneNumber: '0812345678',
    email: 'somchai@example.com',
    address: '99 หมู่ 1 ต.นาวง',
    consent: 'true',
    ...over,
  });
  const verifyRequest = (
    auth: Record<string, string>,
    idCard: string,
    fields: Record<string, string | undefined>,
    files: Record<string, Buffer | undefined> = photos,
  ) => {
    const { payload, headers } = multipart(fields, files);
    return app.inject({ method: 'POST', url: `/api/verify/verify-request?idCard=${idCard}`, payload, headers: { ...headers, ...auth } });
  };
  const lookUp = (auth: Record<string, string>, idCard: string) =>
    app.inject({ method: 'POST', url: '/api/verify/query-data', headers: auth, payload: { idCard } });
  const sendExisting = (
    auth: Record<string, string>,
    customerId: number | string,
    fields: Record<string, string | undefined> = { consent: 'true' },
    files: Record<string, Buffer | undefined> = photos,
  ) => {
    const { payload, headers } = multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: `/api/verify/existing-request?Customer_id=${customerId}`,
      payload,
      headers: { ...headers, ...auth },
    });
  };
  /** As the app does it: the member looks their ID up first, then sends the photos for that customer. */
  const existingRequest = async (
    auth: Record<string, string>,
    customerId: number | string,
    fields?: Record<string, string | undefined>,
    files?: Record<string, Buffer | undefined>,
  ) => {
    const card = (app.sqlite.prepare('select card from customers where id = ?').get(customerId) as { card: string } | undefined)?.card;
    if (card) await lookUp(auth, card);
    return sendExisting(auth, customerId, fields, files);
  };
  const count = (table: string) => (app.sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
  const statusOf = (id: number) => (app.sqlite.prepare('select verification_status s from users where id = ?').get(id) as { s: number }).s;
  /** Runs a failing call and proves it changed nothing: no request, no image, no status change. */
  async function refusedWithoutWrites(
    memberId: number,
    call: () => Promise<{ statusCode: number; json: () => { message: string } }>,
    status: number,
    message?: RegExp | string,
  ) {
    const before = { requests: count('verification_requests'), images: count('images'), status: statusOf(memberId) };
    const res = await call();
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toMatch(message);
    expect({ requests: count('verification_requests'), images: count('images'), status: statusOf(memberId) }).toEqual(before);
  }

  it('new customer: stores the request with consent, both photos as private WebP, and sets status 1', async () => {
    const { user, auth } = await createMember(app);
    const card = freshId();
    const res = await verifyRequest(auth, card, newForm(card));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/รอเจ้าหน้าที่ตรวจสอบ/);
    expect(statusOf(user.id)).toBe(1);
    const row = app.sqlite.prepare('select * from verification_requests where user_id = ?').get(user.id) as Record<string, unknown>;
    expect(row).toMatchObject({
      national_id: card,
      full_name: 'สมชาย ใจดี',
      phone_number: '0812345678',
      email: 'somchai@example.com',
      address: '99 หมู่ 1 ต.นาวง',
      status: 'pending',
      customer_id: null,
    });
    expect(Date.now() - Date.parse(row.consent_at as string)).toBeLessThan(60_000);
    const kinds = app.sqlite.prepare('select hash, kind, mime from images where hash in (?, ?)').all(row.id_card_img, row.personal_img) as {
      hash: string;
      kind: string;
      mime: string;
    }[];
    expect(Object.fromEntries(kinds.map((k) => [k.hash, k.kind]))).toEqual({
      [row.id_card_img as string]: 'id_card',
      [row.personal_img as string]: 'selfie',
    });
    expect(kinds.every((k) => k.mime === 'image/webp')).toBe(true);
    expect((await app.inject({ url: '/api/verify/verify-route', headers: auth })).json().verificationStatus).toBe(1);
    // A request waiting for staff holds nothing: another member may still ask with the same ID.
    const other = await createMember(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/verify/query-data', headers: other.auth, payload: { idCard: card } })).json()
        .isUserIdExisting,
    ).toBe(false);
  });

  it("takes the original API's fields alone (no consent field) and records no consent time, for staff to ask", async () => {
    const a = await createMember(app);
    const card = freshId();
    expect((await verifyRequest(a.auth, card, newForm(card, { consent: undefined }))).statusCode).toBe(200);
    const b = await createMember(app);
    const customer = await createCustomer(app, freshId());
    expect((await existingRequest(b.auth, customer.id, {})).statusCode).toBe(200);
    for (const m of [a, b]) {
      expect(statusOf(m.user.id)).toBe(1);
      expect(app.sqlite.prepare('select consent_at from verification_requests where user_id = ?').get(m.user.id)).toEqual({
        consent_at: null,
      });
    }
  });

  it('e-mail is optional', async () => {
    const { user, auth } = await createMember(app);
    const card = freshId();
    expect((await verifyRequest(auth, card, newForm(card, { email: undefined }))).statusCode).toBe(200);
    const card2 = freshId();
    const m2 = await createMember(app);
    expect((await verifyRequest(m2.auth, card2, newForm(card2, { email: '' }))).statusCode).toBe(200);
    expect(statusOf(user.id)).toBe(1);
  });

  it('refuses bad input and writes nothing', async () => {
    const { user, auth } = await createMember(app);
    const card = freshId();
    const id = user.id;
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card, { consent: 'false' })), 400, /ยินยอม/);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card, { consent: 'on' })), 400, /ยินยอม/);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(freshId())), 400, /ไม่ตรงกับ/);
    const bad = badChecksum(card);
    await refusedWithoutWrites(id, () => verifyRequest(auth, bad, newForm(bad)), 400, /ไม่ถูกต้อง/);
    await refusedWithoutWrites(id, () => verifyRequest(auth, '12345', newForm('12345')), 400, /13 หลัก/);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card, { fullName: undefined })), 400);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card, { address: '' })), 400);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card, { phoneNumber: 'call me' })), 400);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card, { email: 'not-an-email' })), 400);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card), { idCardImg: idPhoto }), 400, /personalImg/);
    await refusedWithoutWrites(id, () => verifyRequest(auth, card, newForm(card), { personalImg: selfie }), 400, /idCardImg/);
    await refusedWithoutWrites(
      id,
      () => verifyRequest(auth, card, newForm(card), { idCardImg: Buffer.from('%PDF-1.4 not an image'), personalImg: selfie }),
      415,
    );
    await refusedWithoutWrites(
      id,
      () => verifyRequest(auth, card, newForm(card), { idCardImg: idPhoto, personalImg: Buffer.from('<svg/>') }),
      415,
    );
    // Not multipart at all.
    await refusedWithoutWrites(
      id,
      () => app.inject({ method: 'POST', url: `/api/verify/verify-request?idCard=${card}`, headers: auth, payload: newForm(card) }),
      415,
    );
  });

  it('refuses an ID in use by another member, or one the shop already has (existing path), with the alerts of docs/product.md "Messages"', async () => {
    const taker = await createMember(app);
    const held = freshId();
    await requestFor(app, taker.user.id, held, 'approved');
    const { user, auth } = await createMember(app);
    await refusedWithoutWrites(user.id, () => verifyRequest(auth, held, newForm(held)), 409, VERIFY_ID_IN_USE_MESSAGE);
    const linkedCard = freshId();
    const linked = await createCustomer(app, linkedCard);
    await createMember(app, { verificationStatus: 2, customerId: linked.id });
    await refusedWithoutWrites(user.id, () => verifyRequest(auth, linkedCard, newForm(linkedCard)), 409, VERIFY_ID_IN_USE_MESSAGE);
    const known = freshId();
    await createCustomer(app, known);
    await refusedWithoutWrites(user.id, () => verifyRequest(auth, known, newForm(known)), 409, VERIFY_DATA_EXISTS_MESSAGE);
  });

  it('only a member at status 0 may ask: 1 and 2 are 409, suspended 403, no token 401', async () => {
    for (const [s, code] of [
      [1, 409],
      [2, 409],
      [99, 403],
    ] as const) {
      const { user, auth } = await createMember(app, { verificationStatus: s });
      const card = freshId();
      await refusedWithoutWrites(user.id, () => verifyRequest(auth, card, newForm(card)), code);
      const customer = await createCustomer(app, freshId());
      await refusedWithoutWrites(user.id, () => existingRequest(auth, customer.id), code);
    }
    const card = freshId();
    const { payload, headers } = multipart(newForm(card), photos);
    expect((await app.inject({ method: 'POST', url: `/api/verify/verify-request?idCard=${card}`, payload, headers })).statusCode).toBe(401);
  });

  it('a rejected member (back at 0) may ask again; the old reason is cleared', async () => {
    const { user, auth } = await createMember(app);
    app.sqlite.prepare("update users set verify_reject_reason = 'รูปไม่ชัด' where id = ?").run(user.id);
    const card = freshId();
    await requestFor(app, user.id, card, 'rejected');
    expect((await verifyRequest(auth, card, newForm(card))).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/verify/verify-route', headers: auth })).json()).toEqual({
      verificationStatus: 1,
      rejectReason: null,
      name: null,
    });
  });

  it('existing customer: a request with the customer and its national ID, status 1', async () => {
    const card = freshId();
    const customer = await createCustomer(app, card);
    const { user, auth } = await createMember(app);
    const res = await existingRequest(auth, customer.id);
    expect(res.statusCode).toBe(200);
    expect(statusOf(user.id)).toBe(1);
    const row = app.sqlite
      .prepare('select customer_id, national_id, status, consent_at from verification_requests where user_id = ?')
      .get(user.id);
    expect(row).toMatchObject({ customer_id: customer.id, national_id: card, status: 'pending' });
    // Someone else may claim the same customer while this waits (staff see both); once linked, nobody may.
    const late = await createMember(app);
    expect((await existingRequest(late.auth, customer.id)).statusCode).toBe(200);
    app.sqlite.prepare('update users set customer_id = ?, verification_status = 2 where id = ?').run(customer.id, user.id);
    const later = await createMember(app);
    await refusedWithoutWrites(later.user.id, () => existingRequest(later.auth, customer.id), 409, VERIFY_ID_IN_USE_MESSAGE);
  });

  it('existing customer: only the customer whose ID the member looked up, not any sequential Customer_id', async () => {
    const mine = await createCustomer(app, freshId());
    const someoneElse = await createCustomer(app, freshId());
    const { user, auth } = await createMember(app);
    // The attack: claim a customer by counting through ids, never having typed their national ID.
    await refusedWithoutWrites(user.id, () => sendExisting(auth, someoneElse.id), 403, /กรุณากรอกเลขบัตรประชาชนของคุณ/);
    // Looking up one's own ID does not open another customer either; only the last lookup counts.
    await lookUp(auth, someoneElse.card);
    await lookUp(auth, mine.card);
    await refusedWithoutWrites(user.id, () => sendExisting(auth, someoneElse.id), 403, /กรุณากรอกเลขบัตรประชาชนของคุณ/);
    // Another member's lookup binds that member only.
    const other = await createMember(app);
    await lookUp(other.auth, someoneElse.card);
    await refusedWithoutWrites(user.id, () => sendExisting(auth, someoneElse.id), 403);
    const res = await sendExisting(auth, mine.id);
    expect(res.statusCode).toBe(200);
    expect(app.sqlite.prepare('select customer_id from verification_requests where user_id = ?').get(user.id)).toEqual({
      customer_id: mine.id,
    });
  });

  it('an ID in use is refused before the files are read (a large upload is not read for nothing)', async () => {
    const card = freshId();
    const holder = await createMember(app);
    await requestFor(app, holder.user.id, card, 'approved');
    const { user, auth } = await createMember(app);
    // A body that would fail to parse: answered by the ID rule, so the body was never read.
    const broken = { 'content-type': 'multipart/form-data; boundary=xyz', ...auth };
    const payload = `--xyz\r\nContent-Disposition: form-data; name="idCardImg"; filename="a.png"\r\n\r\n${'x'.repeat(1000)}`;
    const fresh = await app.inject({ method: 'POST', url: `/api/verify/verify-request?idCard=${card}`, headers: broken, payload });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe(VERIFY_ID_IN_USE_MESSAGE);
    const linked = await createCustomer(app, freshId());
    await createMember(app, { verificationStatus: 2, customerId: linked.id });
    await lookUp(auth, linked.card);
    const claim = await app.inject({
      method: 'POST',
      url: `/api/verify/existing-request?Customer_id=${linked.id}`,
      headers: broken,
      payload,
    });
    expect(claim.statusCode).toBe(409);
    expect(statusOf(user.id)).toBe(0);
  });

  it('existing customer: unknown, linked, missing photos, non-image, declined consent are refused without writes', async () => {
    const { user, auth } = await createMember(app);
    const id = user.id;
    await refusedWithoutWrites(id, () => existingRequest(auth, 999999), 404, VERIFY_DATA_MISSING_MESSAGE);
    await refusedWithoutWrites(id, () => existingRequest(auth, 'abc'), 400);
    const linked = await createCustomer(app, freshId());
    await createMember(app, { verificationStatus: 2, customerId: linked.id });
    await refusedWithoutWrites(id, () => existingRequest(auth, linked.id), 409, VERIFY_ID_IN_USE_MESSAGE);
    const free = await createCustomer(app, freshId());
    await refusedWithoutWrites(id, () => existingRequest(auth, free.id, { consent: 'false' }), 400, /ยินยอม/);
    await refusedWithoutWrites(id, () => existingRequest(auth, free.id, { consent: 'true' }, { idCardImg: idPhoto }), 400);
    await refusedWithoutWrites(id, () => existingRequest(auth, free.id, { consent: 'true' }, {}), 400);
    await refusedWithoutWrites(
      id,
      () => existingRequest(auth, free.id, { consent: 'true' }, { idCardImg: Buffer.from('GIF87a-nope'), personalImg: selfie }),
      422,
    );
    await refusedWithoutWrites(
      id,
      () => existingRequest(auth, free.id, { consent: 'true' }, { idCardImg: Buffer.from('hello'), personalImg: selfie }),
      415,
    );
  });

  it("one member's request does not touch another member's status or data", async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const card = freshId();
    expect((await verifyRequest(a.auth, card, newForm(card))).statusCode).toBe(200);
    expect(statusOf(b.user.id)).toBe(0);
    expect((await app.inject({ url: '/api/verify/verify-route', headers: b.auth })).json().verificationStatus).toBe(0);
    // B cannot see A's details; A's waiting request does not keep B out (staff decide between them).
    expect(
      (await app.inject({ method: 'POST', url: '/api/verify/query-data', headers: b.auth, payload: { idCard: card } })).json(),
    ).toEqual({ isDataExisting: false, isUserIdExisting: false, customerData: null });
    expect((await verifyRequest(b.auth, card, newForm(card))).statusCode).toBe(200);
    expect(app.sqlite.prepare('select full_name from verification_requests where user_id = ?').get(a.user.id)).toEqual({
      full_name: 'สมชาย ใจดี',
    });
  });

  it('parallel submissions: one member twice gives one request; two members with one ID give one each, for staff to decide', async () => {
    const m = await createMember(app);
    const card = freshId();
    const twice = await Promise.all([verifyRequest(m.auth, card, newForm(card)), verifyRequest(m.auth, card, newForm(card))]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const [x, y] = [await createMember(app), await createMember(app)];
    const shared = freshId();
    const both = await Promise.all([verifyRequest(x.auth, shared, newForm(shared)), verifyRequest(y.auth, shared, newForm(shared))]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((app.sqlite.prepare('select count(*) n from verification_requests where national_id = ?').get(shared) as { n: number }).n).toBe(
      2,
    );
  });
});
