import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { fund } from '../../test/money-support';
import { saver, savingTx } from '../../test/fixtures';

/**
 * Money-laundering flags: staff see them in their queues, the owner sets the rules and reads the list, and
 * nothing a member can read changes (telling a customer they were reported is an offence).
 */
describe('money-laundering flags', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const owner = await createStaff(app, 'owner');
  const big = await saver(app);
  const splitter = await saver(app);
  const plain = await saver(app);
  await fund(app, big.user.id, 100_000);
  await fund(app, splitter.user.id, 100_000);
  await fund(app, plain.user.id, 100_000);

  const memberView = async (m: { auth: Record<string, string> }) =>
    Promise.all(
      ['/api/saving/history', '/api/saving/balance', '/api/me/account', '/api/me/statements'].map(
        async (url) => (await app.inject({ url, headers: m.auth })).body,
      ),
    );

  // What each member reads before any rule is set so low that their movements match it.
  const before = await Promise.all([big, splitter, plain].map(memberView));
  const setRules = (who: { cookies: Record<string, string> }, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/admin/aml/settings', cookies: who.cookies, payload });

  const largeTx = await savingTx(app, big.user.id, 'deposit', 1_000_000);
  const near: { id: number }[] = [];
  for (let i = 0; i < 3; i++) near.push(await savingTx(app, splitter.user.id, 'deposit', 950_000));
  const small = await savingTx(app, plain.user.id, 'deposit', 950_000);

  it('the rules are the owner’s: staff are refused, bad values are 400', async () => {
    expect((await app.inject({ url: '/api/admin/aml/settings', cookies: staff.cookies })).statusCode).toBe(403);
    expect((await setRules(staff, { thresholdBaht: 10_000, nearPercent: 90, nearCount: 3, windowDays: 7 })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/aml/flagged', cookies: staff.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/aml/settings', cookies: owner.cookies })).json()).toEqual({
      thresholdBaht: 2_000_000,
      nearPercent: 90,
      nearCount: 3,
      windowDays: 7,
    });
    for (const bad of [
      { thresholdBaht: 0, nearPercent: 90, nearCount: 3, windowDays: 7 },
      { thresholdBaht: 10_000, nearPercent: 100, nearCount: 3, windowDays: 7 },
      { thresholdBaht: 10_000 },
    ]) {
      expect((await setRules(owner, bad)).statusCode).toBe(400);
    }
    expect((await setRules(owner, { thresholdBaht: 10_000, nearPercent: 90, nearCount: 3, windowDays: 7 })).statusCode).toBe(200);
    expect(app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'aml_settings')).all()).toHaveLength(1);
  });

  it('staff see the flags in their queue: large, repeated near the threshold, and none for one near amount', async () => {
    const rows = (await app.inject({ url: '/api/admin/saving/transactions?status=pending&pageSize=100', cookies: staff.cookies })).json()
      .data as { id: number; amlFlags: string[] }[];
    const flags = (id: number) => rows.find((r) => r.id === id)!.amlFlags;
    expect(flags(largeTx.id)).toEqual(['large']);
    for (const t of near) expect(flags(t.id)).toEqual(['near_repeated']);
    expect(flags(small.id)).toEqual([]);
  });

  it('the owner lists every flagged movement', async () => {
    const list = (await app.inject({ url: '/api/admin/aml/flagged', cookies: owner.cookies })).json() as {
      id: number;
      flags: string[];
      amount: number;
    }[];
    expect(list.map((r) => r.id).sort((a, b) => a - b)).toEqual([largeTx.id, ...near.map((t) => t.id)].sort((a, b) => a - b));
    expect(list.find((r) => r.id === largeTx.id)).toMatchObject({ amount: 10_000, flags: ['large'] });
  });

  it('nothing a member reads changes, and no answer of theirs names a flag', async () => {
    const after = await Promise.all([big, splitter, plain].map(memberView));
    // The rows added since are the only difference: compare the answers with the rule low and the rule back up.
    expect((await setRules(owner, { thresholdBaht: 2_000_000, nearPercent: 90, nearCount: 3, windowDays: 7 })).statusCode).toBe(200);
    const relaxed = await Promise.all([big, splitter, plain].map(memberView));
    expect(after).toEqual(relaxed);
    for (const body of [...before.flat(), ...after.flat()]) expect(body).not.toMatch(/aml|large|near_repeated|ฟอกเงิน|เกณฑ์/i);
    const exported = (await app.inject({ url: '/api/me/export', headers: big.auth })).body;
    expect(exported).not.toMatch(/aml|near_repeated|ฟอกเงิน/i);
  });
});
