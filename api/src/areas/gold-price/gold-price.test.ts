import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { thaiPriceTime } from './price-source';
import { fakeUpstream, upstreamAnswer } from '../../test/fake-gold-price';

async function setup(opts: { cacheMs?: number; timeoutMs?: number } = {}) {
  const fake = await fakeUpstream();
  const app = await testApp({ goldPrice: { upstream: fake.url, cacheMs: opts.cacheMs ?? 0, timeoutMs: opts.timeoutMs ?? 500 } });
  const stored = () => app.db.select().from(schema.goldPrices).all();
  const latest = async () => {
    const res = await app.inject('/api/gold-price/latest');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  return { fake, app, stored, latest };
}

describe('GET /api/gold-price/latest', () => {
  it('answers the upstream price in its shape and stores it once while unchanged', async () => {
    const { fake, stored, latest } = await setup();
    fake.set(upstreamAnswer('41,600.00', '41,500.00'));
    const body = await latest();
    expect(body).toEqual({
      status: 'success',
      response: {
        date: '27 ตุลาคม 2567',
        update_time: 'เวลา 09:26 น.',
        update_times: '2024-10-27T02:26:00.000Z',
        price: {
          // The shop's ornament pair in place of the source's (41,050 / 41,850): the higher figure as the sell-out,
          // and the buy-back by the shop's rule, 5 % below the bar buy-back (docs/decisions.md "One ornament buy-back price").
          gold: { buy: '41,850.00', sell: '39,425.00' },
          gold_bar: { buy: '41,600.00', sell: '41,500.00' },
          change: { compare_previous: '+50', compare_yesterday: '+100' },
        },
      },
      shop: { ornamentBuy: 41_850, ornamentSell: 39_425 },
    });
    expect(stored()).toHaveLength(1);
    expect(stored()[0]!.source).toBe('upstream');

    await latest();
    expect(fake.state.calls).toBe(2); // cacheMs 0: asked again, same price
    expect(stored()).toHaveLength(1);

    fake.set(upstreamAnswer('41,700.00', '41,600.00', '+100', '10:05'));
    expect((await latest()).response.price.gold_bar.buy).toBe('41,700.00');
    expect(stored()).toHaveLength(2);
  });

  it('serves from its cache without asking the upstream again', async () => {
    const { fake, latest } = await setup({ cacheMs: 60_000 });
    fake.set(upstreamAnswer('41,600.00', '41,500.00'));
    await latest();
    await latest();
    await latest();
    expect(fake.state.calls).toBe(1);
  });

  it('shares one upstream fetch between concurrent requests', async () => {
    const { fake, app } = await setup();
    fake.set(upstreamAnswer('41,600.00', '41,500.00'));
    fake.state.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject('/api/gold-price/latest')));
    expect(answers.every((r) => r.json().status === 'success')).toBe(true);
    expect(fake.state.calls).toBe(1);
  });

  it('answers the stored price when the upstream is down, without waiting for it again', async () => {
    const { fake, latest, stored } = await setup({ timeoutMs: 1000 });
    fake.set(upstreamAnswer('41,600.00', '41,500.00'));
    await latest();
    fake.state.hang = true;
    const t0 = Date.now();
    expect((await latest()).response.price.gold_bar.buy).toBe('41,600.00');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900); // this one waited for the timeout
    const t1 = Date.now();
    for (let i = 0; i < 5; i++) expect((await latest()).response.price.gold_bar.sell).toBe('41,500.00');
    expect(Date.now() - t1).toBeLessThan(900); // these did not: one wait would already take 1 s
    expect(fake.state.calls).toBe(2); // backing off: the upstream is not asked again right away
    expect(stored()).toHaveLength(1);
  });

  it('answers the stored price when the upstream answers an error status', async () => {
    const { fake, latest } = await setup();
    fake.set(upstreamAnswer('41,600.00', '41,500.00'));
    await latest();
    expect((await latest()).stale).toBeUndefined();
    fake.set({ message: 'down' }, 503);
    const body = await latest();
    expect(body.response.price.gold_bar.buy).toBe('41,600.00');
    // The panel says this is the last stored price, not a live one.
    expect(body.stale).toBe(true);
  });

  it.each([
    ['not JSON', 'not json {'],
    ['status not success', JSON.stringify({ status: 'error', response: upstreamAnswer('1', '1').response })],
    ['a price that is not a number', JSON.stringify(upstreamAnswer('41,6OO.00', '41,500.00'))],
    [
      'missing gold bar',
      JSON.stringify({ status: 'success', response: { date: 'x', update_time: 'y', price: { change: { compare_previous: '0' } } } }),
    ],
  ])('answers the stored price and stores nothing when the upstream sends %s', async (_what, raw) => {
    const { fake, latest, stored } = await setup();
    fake.set(upstreamAnswer('41,600.00', '41,500.00'));
    await latest();
    fake.state.body = raw;
    const body = await latest();
    expect(body.status).toBe('success');
    expect(body.response.price.gold_bar).toEqual({ buy: '41,600.00', sell: '41,500.00' });
    expect(stored()).toHaveLength(1);
  });

  it('answers no-data when nothing is stored and the upstream is down', async () => {
    const { fake, latest } = await setup();
    fake.state.hang = true;
    expect(await latest()).toEqual({ status: 'no-data' });
    expect(await latest()).toEqual({ status: 'no-data' });
  });

  it('drops malformed optional fields instead of serving them', async () => {
    const { fake, latest } = await setup();
    const answer = upstreamAnswer('41,600.00', '41,500.00');
    (answer.response.price as Record<string, unknown>).gold = { buy: '<b>', sell: '1' };
    (answer.response.price.change as Record<string, unknown>).compare_yesterday = 'abc';
    fake.set(answer);
    const body = await latest();
    expect(body.response.price.gold).toBeUndefined();
    expect(body.response.price.change).toEqual({ compare_previous: '+50' });
  });
});

describe('POST /api/gold-price/manual', () => {
  it('needs a staff session', async () => {
    const { app } = await setup();
    const body = { buy: 41600, sell: 41500, compare_previous: 50 };
    expect((await app.inject({ method: 'POST', url: '/api/gold-price/manual', payload: body })).statusCode).toBe(401);
    const member = await createMember(app);
    const asMember = await app.inject({ method: 'POST', url: '/api/gold-price/manual', payload: body, headers: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect(app.db.select().from(schema.goldPrices).all()).toHaveLength(0);
  });

  it('stores a staff price, audits it, and serves it while the upstream is down', async () => {
    const { app, fake, latest, stored } = await setup();
    fake.state.hang = true;
    expect(await latest()).toEqual({ status: 'no-data' });
    // With nothing to measure it against, a price by hand is the owner's (manual-limit.test.ts has the limits).
    const { cookies, staff } = await createStaff(app, 'owner');
    const res = await app.inject({
      method: 'POST',
      url: '/api/gold-price/manual',
      payload: { buy: 41600, sell: 41500.5, compare_previous: -150 },
      cookies,
    });
    expect(res.statusCode).toBe(200);
    const price = { gold_bar: { buy: '41,600.00', sell: '41,500.50' }, change: { compare_previous: '-150' } };
    expect(res.json().response.price).toEqual(price);
    expect(res.json().response.update_time).toMatch(/^เวลา \d{2}:\d{2} น\.$/);
    expect(stored().map((r) => r.source)).toEqual(['staff']);
    const audit = app.db.select().from(schema.auditLog).all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: staff.id, action: 'gold_price.manual', entity: 'gold_prices' });
    expect((await latest()).response.price).toEqual(price);
  });

  it('refuses impossible prices and changes nothing', async () => {
    const { app, stored } = await setup();
    const { cookies } = await createStaff(app);
    for (const payload of [
      { buy: 41500, sell: 41600, compare_previous: 0 },
      { buy: -1, sell: 1, compare_previous: 0 },
      { buy: 41600.123, sell: 41500, compare_previous: 0 },
      { buy: '41,600', sell: 41500, compare_previous: 0 },
      { buy: 41600, sell: 41500 },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/gold-price/manual', payload, cookies });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect(stored()).toHaveLength(0);
  });
});

describe('thaiPriceTime', () => {
  it('reads the upstream Thai date and Bangkok time', () => {
    expect(thaiPriceTime('1 มกราคม 2568', 'เวลา 16:05 น.')).toBe('2025-01-01T09:05:00.000Z');
    expect(thaiPriceTime('3 ก.พ. 2568', '08:30')).toBe('2025-02-03T01:30:00.000Z');
    expect(thaiPriceTime('yesterday', 'เวลา 16:05 น.')).toBeUndefined();
  });
});
