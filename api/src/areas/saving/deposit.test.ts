import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createVerifiedMember, multipart, pngImage } from '../../test/factories';
import { activeSaver, counts, expectVerifiedMemberOnly, fund, ISO, SIGNED_URL } from '../../test/money-support';
import { branchId } from '../../test/branch-support';

describe('savings deposits, history and balance', async () => {
  const app = await testApp();
  const slip = await pngImage();
  const deposit = (
    auth: Record<string, string>,
    fields: Record<string, string | undefined>,
    proof: Buffer | null = slip,
    extra: Record<string, string> = {},
  ) => {
    const body = multipart(fields, { proof: proof ?? undefined });
    return app.inject({
      method: 'POST',
      url: '/api/saving/create-saving',
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...extra },
    });
  };
  const history = async (auth: Record<string, string>, q = '') =>
    (await app.inject({ url: `/api/saving/history${q}`, headers: auth })).json();

  it('records a pending deposit with its slip and shows it in history and balance', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 1000_00);
    const res = await deposit(m.auth, { amount: '1500.25', amountString: 'หนึ่งพันห้าร้อยบาทยี่สิบห้าสตางค์' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ทำรายการสำเร็จ', id: expect.any(Number) });

    const rows = await history(m.auth);
    expect(rows).toEqual([
      {
        sav_id: res.json().id,
        sav_TimeDate: expect.stringMatching(ISO),
        sav_Type: 'ฝาก',
        sav_amount: 1500.25,
        detail_status: 'รออนุมัติ',
        kind: 'deposit',
        statusCode: 'pending',
        sav_note: null,
        proof: expect.any(String),
        sav_NetBalance: 1000,
      },
      {
        sav_id: expect.any(Number),
        sav_TimeDate: expect.stringMatching(ISO),
        sav_Type: 'ฝาก',
        sav_amount: 1000,
        detail_status: 'อนุมัติ',
        kind: 'deposit',
        statusCode: 'approved',
        sav_note: null,
        proof: null,
        sav_NetBalance: 1000,
      },
    ]);
    // base64 of the stored (re-encoded WebP) slip by default, a signed URL with ?images=url
    expect(Buffer.from(rows[0].proof, 'base64').subarray(8, 12).toString()).toBe('WEBP');
    expect((await history(m.auth, '?images=url'))[0].proof).toMatch(SIGNED_URL);
    const t = app.db
      .select()
      .from(schema.savingTransactions)
      .all()
      .find((r) => r.id === res.json().id)!;
    expect(t).toMatchObject({ kind: 'deposit', amountSatang: 150025, status: 'pending', amountString: 'หนึ่งพันห้าร้อยบาทยี่สิบห้าสตางค์' });

    const bal = await app.inject({ url: '/api/saving/balance', headers: m.auth });
    expect(bal.json()).toEqual({ balance: 1000, available: 1000, pendingWithdrawals: 0, pendingDeposits: 1500.25 });
  });

  it('refuses bad amounts and slips and changes nothing', async () => {
    const m = await activeSaver(app);
    const cases: [Record<string, string | undefined>, Buffer | null, number][] = [
      [{ amount: '1.234' }, slip, 400],
      [{ amount: '-5' }, slip, 400],
      [{ amount: 'abc' }, slip, 400],
      [{ amount: '0' }, slip, 400],
      [{ amount: '0.00' }, slip, 400],
      [{ amount: '' }, slip, 400],
      [{ amount: undefined }, slip, 400],
      [{ amount: '10000000.01' }, slip, 400],
      [{ amount: '100' }, null, 400],
      [{ amount: '100' }, Buffer.from('just some text, not an image'), 415],
    ];
    for (const [fields, proof, status] of cases) {
      const before = counts(app);
      const res = await deposit(m.auth, fields, proof);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message).toBeTypeOf('string');
      expect(counts(app)).toBe(before);
    }
    expect((await deposit(m.auth, { amount: '10000000' })).statusCode).toBe(200);
  });

  it('needs an account in force', async () => {
    const none = await createVerifiedMember(app);
    const pending = await createVerifiedMember(app);
    app.db
      .insert(schema.savingAccounts)
      .values({ userId: pending.user.id, branchId: branchId(app) })
      .run();
    const before = counts(app);
    expect((await deposit(none.auth, { amount: '100' })).statusCode).toBe(403);
    expect((await deposit(pending.auth, { amount: '100' })).statusCode).toBe(409);
    expect(counts(app)).toBe(before);
  });

  it('records once per Idempotency-Key and answers the repeat the same', async () => {
    const m = await activeSaver(app);
    const key = { 'idempotency-key': 'f3b8c1de-0000-4000-8000-000000000001' };
    const first = await deposit(m.auth, { amount: '200' }, slip, key);
    const before = counts(app);
    const again = await deposit(m.auth, { amount: '200' }, slip, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(counts(app)).toBe(before);
    // Same key, different amount: a client bug, not a replay.
    expect((await deposit(m.auth, { amount: '201' }, slip, key)).statusCode).toBe(409);
    // Keys are per member: another member's identical key is their own request.
    const other = await activeSaver(app);
    const theirs = await deposit(other.auth, { amount: '200' }, slip, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect((await deposit(m.auth, { amount: '200' }, slip, { 'idempotency-key': 'k'.repeat(101) })).statusCode).toBe(400);
    expect(counts(app)).not.toBe(before);
  });

  it("never shows one member another's history or balance", async () => {
    const a = await activeSaver(app);
    const b = await activeSaver(app);
    await fund(app, a.user.id, 500_00);
    await deposit(a.auth, { amount: '50' });
    expect(await history(b.auth)).toEqual([]);
    expect((await app.inject({ url: '/api/saving/balance', headers: b.auth })).json()).toEqual({
      balance: 0,
      available: 0,
      pendingWithdrawals: 0,
      pendingDeposits: 0,
    });
  });

  it('is for verified members only', async () => {
    const body = () => multipart({ amount: '100' }, { proof: slip });
    await expectVerifiedMemberOnly(app, () => {
      const b = body();
      return { method: 'POST', url: '/api/saving/create-saving', payload: b.payload, headers: b.headers };
    });
    await expectVerifiedMemberOnly(app, () => ({ url: '/api/saving/history' }));
    await expectVerifiedMemberOnly(app, () => ({ url: '/api/saving/balance' }));
  });
});
