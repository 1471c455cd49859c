import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { goldHarness } from '../../test/gold-support';

// Every staff decision on a gold request tells the member (docs/decisions.md "Gold account: messages on decisions").
describe('gold decisions reach the member', async () => {
  const app = await testApp();
  const gold = await goldHarness(app);
  await gold.setPrice(40_000, 39_900);
  const news = (userId: number) =>
    new Map(
      app.db
        .select()
        .from(schema.memberMessages)
        .where(eq(schema.memberMessages.userId, userId))
        .all()
        .map((m) => [m.dedupeKey, m]),
    );

  it('a deposit approved or refused, and bar gold handed over or refused, each once, linking the account page', async () => {
    const m = await gold.saver();
    const yes = (await gold.deposit(m.auth, '40000')).json();
    const no = (await gold.deposit(m.auth, '1000')).json();
    expect((await gold.decide(yes.id, 'approve')).statusCode).toBe(200);
    expect((await gold.decide(no.id, 'reject')).statusCode).toBe(200);
    const bar = (
      await app.inject({ method: 'POST', url: '/api/gold-account/withdrawals', headers: m.auth, payload: { salueng: 1 } })
    ).json();
    expect((await gold.decide(bar.id, 'reject')).statusCode).toBe(200);
    const bar2 = (
      await app.inject({ method: 'POST', url: '/api/gold-account/withdrawals', headers: m.auth, payload: { salueng: 2 } })
    ).json();
    expect((await gold.decide(bar2.id, 'approve')).statusCode).toBe(200);

    const got = news(m.user.id);
    expect(got.get(`gold-approved:${yes.id}`)).toMatchObject({ path: '/gold-account', text: expect.stringContaining('15.2440 กรัม') });
    expect(got.get(`gold-rejected:${no.id}`)?.text).toMatch(/ไม่ได้รับการอนุมัติ\nเหตุผล: สลิปไม่ชัด/);
    expect(got.get(`gold-rejected:${bar.id}`)?.text).toContain('ทองแท่ง 3.8110 กรัม');
    expect(got.get(`gold-approved:${bar2.id}`)?.text).toContain('ส่งมอบทองแท่ง 7.6220 กรัม');
  });
});
