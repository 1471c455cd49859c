import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { createStaff, multipart, pngImage, storedImage } from '../test/factories';
import { activeSaver, counts, fund, setFlag } from '../test/money-support';
import { downRequest, savingTx, verificationRequest } from '../test/fixtures';

/**
 * A member suspended (or signed out) while their upload is still arriving: the access check passed when the
 * request began, so the write transaction checks again. And staff cannot approve what a suspended member
 * asked for: the requests wait until the member is reinstated (a refusal still goes through).
 */
describe('suspension during an upload, and decisions on a suspended member', async () => {
  const app = await testApp();
  const { cookies } = await createStaff(app);
  const photo = (n: number) => pngImage(48, 40, { r: (n * 67) % 256, g: (n * 151) % 256, b: 90 });
  const { users } = schema;
  const suspend = (id: number) => app.db.update(users).set({ verificationStatus: 99 }).where(eq(users.id, id)).run();
  const signOutEverywhere = (id: number) =>
    app.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id))
      .run();

  /** A multipart body that runs `meanwhile` when the server starts reading it: after the access check, before the write. */
  function slowBody(fields: Record<string, string | number | undefined>, files: Record<string, Buffer>, meanwhile: () => void) {
    const { payload, headers } = multipart(fields, files);
    let started = false;
    const stream = new Readable({
      read() {
        if (started) return;
        started = true;
        meanwhile();
        this.push(payload);
        this.push(null);
      },
    });
    return { payload: stream, headers: { ...headers, 'content-length': String(payload.length) } };
  }

  const uploads = [
    {
      name: 'a cash withdrawal',
      url: '/api/saving/withdraw',
      member: async () => {
        const m = await activeSaver(app);
        await fund(app, m.user.id, 500_000);
        setFlag(app, 'cash_withdraw', 1);
        return m;
      },
      fields: { amount: '1000', amountString: 'หนึ่งพันบาท', bank: 'กสิกรไทย', accountName: 'ทดสอบ', accountNumber: '1234567890' },
      files: async () => ({ idCardImage: await photo(1), idCardImageBack: await photo(2) }),
    },
    {
      name: 'a deposit',
      url: '/api/saving/create-saving',
      member: () => activeSaver(app),
      fields: { amount: '1000', amountString: 'หนึ่งพันบาท' },
      files: async () => ({ proof: await photo(3) }),
    },
    {
      name: 'a type 2 instalment',
      url: '/api/down/submit-payment',
      member: async () => {
        const { member, request } = await downRequest(app, 'approved');
        return { ...member, downId: request.id };
      },
      fields: { amount: '1000' },
      files: async () => ({ proof: await photo(4) }),
    },
  ];

  for (const u of uploads) {
    it(`records nothing of ${u.name} whose member was suspended or signed out while it arrived`, async () => {
      for (const [what, change, status] of [
        ['suspended', suspend, 403],
        ['signed out everywhere', signOutEverywhere, 401],
      ] as const) {
        const m = (await u.member()) as Awaited<ReturnType<typeof activeSaver>> & { downId?: number };
        const before = counts(app);
        const body = slowBody({ ...u.fields, ...(m.downId ? { downId: m.downId } : {}) }, await u.files(), () => change(m.user.id));
        const res = await app.inject({ method: 'POST', url: u.url, payload: body.payload, headers: { ...body.headers, ...m.auth } });
        expect(res.statusCode, `${u.name}, ${what}: ${res.body}`).toBe(status);
        expect(res.json().message).toBeTypeOf('string');
        expect(counts(app), `${u.name}, ${what}`).toBe(before);
      }
    });
  }

  it('holds approvals of a suspended member’s requests with a message, and still lets staff refuse them', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 500_000);
    const withdrawal = await savingTx(app, m.user.id, 'withdraw_cash', 100_000);
    const deposit = await savingTx(app, m.user.id, 'deposit', 100_000);
    const approvedEarlier = await savingTx(app, m.user.id, 'withdraw_goods', 50_000, { status: 'approved' });
    const { member: dm, request: down } = await downRequest(app, 'approved');
    const instalment = app.db
      .insert(schema.downPayments)
      .values({ downId: down.id, userId: dm.user.id, amountSatang: 10_000, proof: await storedImage(app, 'slip') })
      .returning()
      .get();
    suspend(m.user.id);
    suspend(dm.user.id);

    const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url: `/api/admin${url}`, cookies, payload });
    for (const url of [
      `/saving/transactions/${withdrawal.id}/approve`,
      `/saving/transactions/${deposit.id}/approve`,
      `/down/payments/${instalment.id}/approve`,
    ]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MEMBER_SUSPENDED', message: expect.stringContaining('ระงับ') });
    }
    // Goods already approved are not handed over while the member is suspended either.
    const step = await post(`/saving/transactions/${approvedEarlier.id}/fulfilment`, { step: 'prepared' });
    expect(step.json()).toMatchObject({ code: 'MEMBER_SUSPENDED' });
    expect(app.db.select().from(schema.savingLedger).where(eq(schema.savingLedger.userId, m.user.id)).all()).toHaveLength(1);

    expect((await post(`/saving/transactions/${withdrawal.id}/reject`, { note: 'บัญชีถูกระงับ' })).statusCode).toBe(200);
    expect((await post(`/down/payments/${instalment.id}/reject`, { note: 'บัญชีถูกระงับ' })).statusCode).toBe(200);

    // Reinstated, the held deposit can be approved.
    expect((await post(`/members/${m.user.id}/reinstate`)).statusCode).toBe(200);
    expect((await post(`/saving/transactions/${deposit.id}/approve`)).statusCode).toBe(200);
  });

  it('holds a suspended member’s verification request too', async () => {
    const { request } = await verificationRequest(app, { userStatus: 99 });
    const res = await app.inject({ method: 'POST', url: `/api/admin/verifications/${request.id}/approve`, cookies, payload: {} });
    expect(res.json()).toMatchObject({ code: 'MEMBER_SUSPENDED' });
  });
});
