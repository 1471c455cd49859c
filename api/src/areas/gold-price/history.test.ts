import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { fakeUpstream, upstreamAnswer, upstreamDate } from '../../test/fake-gold-price';

// Yesterday in Bangkok: every round of it is in the past whenever the test runs.
const yesterday = upstreamDate(new Date(Date.now() - 86_400_000));
const round = (buy: string, sell: string, change: string, time: string) => upstreamAnswer(buy, sell, change, time, yesterday);

async function setup() {
  const fake = await fakeUpstream();
  const app = await testApp({ goldPrice: { upstream: fake.url, cacheMs: 0, timeoutMs: 500 } });
  const fetchPrice = async (answer: unknown) => {
    fake.set(answer);
    expect((await app.inject('/api/gold-price/latest')).statusCode).toBe(200);
  };
  const stored = () =>
    app.db
      .select()
      .from(schema.goldPrices)
      .orderBy(asc(schema.goldPrices.id))
      .all()
      .map((r) => ({ bar: (r.response as { price: { gold_bar: { buy: string } } }).price.gold_bar.buy, announcedAt: r.announcedAt }));
  const history = (range: string) => app.inject(`/api/gold-price/history?range=${range}`);
  return { fake, app, fetchPrice, stored, history };
}

describe('gold price history', () => {
  it('stores each announcement of a sequence once, in order, with its announcement time', async () => {
    const { fetchPrice, stored, history } = await setup();
    const first = round('41,600.00', '41,500.00', '+50', '09:26');
    const second = round('41,700.00', '41,600.00', '+100', '10:05');
    const third = round('41,550.00', '41,450.00', '-150', '11:40');
    // The source repeats itself, flaps back to an announcement it gave before, and once answers an older one.
    for (const answer of [first, first, second, first, second, third, second, third]) await fetchPrice(answer);

    expect(stored().map((r) => r.bar)).toEqual(['41,600.00', '41,700.00', '41,550.00']);
    const times = stored().map((r) => r.announcedAt!);
    expect(times.map((t) => new Date(Date.parse(t) + 7 * 3600_000).toISOString().slice(11, 16))).toEqual(['09:26', '10:05', '11:40']);

    const res = await history('day');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { time: times[0], barBuy: 41_600, barSell: 41_500, ornamentBuy: 41_850, ornamentSell: 39_425, change: 50 },
      { time: times[1], barBuy: 41_700, barSell: 41_600, ornamentBuy: 41_850, ornamentSell: 39_520, change: 100 },
      { time: times[2], barBuy: 41_550, barSell: 41_450, ornamentBuy: 41_850, ornamentSell: 39_377.5, change: -150 },
    ]);
    // A month holds them all; a year keeps the day's last announcement only.
    expect((await history('month')).json()).toHaveLength(3);
    expect((await history('year')).json()).toEqual([expect.objectContaining({ time: times[2], barBuy: 41_550 })]);
  });

  it('adds no point for an upstream answering garbage', async () => {
    const { fake, fetchPrice, stored, app } = await setup();
    await fetchPrice(round('41,600.00', '41,500.00', '+50', '09:26'));
    for (const body of [
      round('0', '0', '0', '10:00'),
      round('41,6OO.00', '41,500.00', '+50', '10:01'),
      round('41,700.00', '41,600.00', 'up', '10:02'),
      { status: 'success', response: { date: yesterday } },
      '<html>busy</html>',
    ]) {
      fake.set(body);
      expect((await app.inject('/api/gold-price/latest')).json().response.price.gold_bar.buy).toBe('41,600.00');
    }
    expect(stored()).toHaveLength(1);
  });

  it('keeps a price staff enter by hand, at the time they entered it', async () => {
    const { fake, app, history } = await setup();
    fake.state.status = 503;
    const owner = await createStaff(app, 'owner');
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/gold-price/manual',
      cookies: owner.cookies,
      payload: { buy: 42_000, sell: 41_900, compare_previous: 0 },
    });
    expect(res.statusCode).toBe(200);
    const points = (await history('month')).json();
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ barBuy: 42_000, barSell: 41_900 });
    expect(Date.parse(points[0].time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a range other than day, month or year with a 400, and is cached with an ETag', async () => {
    const { history, app } = await setup();
    for (const range of ['week', '', 'DAY', 'day;drop']) {
      const res = await history(range);
      expect(res.statusCode, range).toBe(400);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    expect((await app.inject('/api/gold-price/history')).statusCode).toBe(400);
    const res = await history('day');
    expect(res.headers.etag).toBeTruthy();
    expect(
      (await app.inject({ url: '/api/gold-price/history?range=day', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode,
    ).toBe(304);
  });
});
