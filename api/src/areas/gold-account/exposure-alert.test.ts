import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { goldHarness } from '../../test/gold-support';
import { reconcileGoldLedger } from './reconcile';

describe("the owner's exposure alert", async () => {
  const app = await testApp();
  const gold = await goldHarness(app);
  const alerts = () => app.db.select().from(schema.ownerAlerts).where(eq(schema.ownerAlerts.kind, 'gold_exposure')).all();
  const setAside = (grams: string) =>
    app.inject({ method: 'PUT', url: '/api/admin/gold-account/set-aside', cookies: gold.owner.cookies, payload: { grams } });

  it('alerts once when owed grams cross the grams set aside, once when they are covered again, never on every change', async () => {
    await gold.setPrice(41_250, 41_150);
    expect(alerts()).toEqual([]);
    await gold.funded('5000'); // owes 1.8477 g against 0
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.details).toMatchObject({ short: 1, owedGrams: '1.8477', setAsideGrams: '0.0000' });
    await gold.funded('5000'); // still short: no second alert
    expect(alerts()).toHaveLength(1);

    expect((await setAside('10')).statusCode).toBe(200); // covered: told once
    expect(alerts()).toHaveLength(2);
    expect(alerts()[1]!.details).toMatchObject({ short: 0, setAsideGrams: '10.0000' });
    expect((await setAside('12')).statusCode).toBe(200);
    await gold.funded('5000');
    expect(alerts()).toHaveLength(2);

    expect((await setAside('1')).statusCode).toBe(200); // short again
    expect(alerts()).toHaveLength(3);
    const dash = await app.inject({ url: '/api/admin/dashboard', cookies: gold.owner.cookies });
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.json().ownerAlerts[0]).toMatchObject({
      kind: 'gold_exposure',
      text: expect.stringMatching(/^ทองที่ร้านต้องคืนสมาชิกออมทองเป็นน้ำหนัก 5\.5431 กรัม มากกว่าทองที่กันไว้ 1\.0000 กรัม/),
    });
    expect(reconcileGoldLedger(app.db)).toEqual([]);
  });
});
