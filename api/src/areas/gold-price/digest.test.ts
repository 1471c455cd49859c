import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { fakeUpstream, upstreamAnswer } from '../../test/fake-gold-price';
import { addDays, bangkokDayStartIso, bangkokToday } from '../../lib/dates';
import { DIGEST_HOUR, queuePriceDigests } from './digest';

/** The first digest moment at or after now: DIGEST_HOUR in Bangkok today, or tomorrow's once today's has passed. */
function nextDigestAt(now = new Date()): Date {
  const at = (date: string) => new Date(Date.parse(bangkokDayStartIso(date)) + DIGEST_HOUR * 3_600_000);
  const today = at(bangkokToday(now));
  return today.getTime() >= now.getTime() ? today : at(addDays(bangkokToday(now), 1));
}

// docs/decisions.md "Price alerts in a daily digest": a daily member's crossings are in the app at once and in LINE
// as one message a day; an `each` member's are pushed one by one.
describe('price alerts in a daily digest', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const upstream = await fakeUpstream();
  const app = await testApp({
    goldPrice: { upstream: upstream.url, cacheMs: 0, timeoutMs: 500 },
    line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: '2000000000-abcdEFGH' }),
  });
  let minute = 0;
  const announce = async (sellOut: number, buyback: number) => {
    minute += 1;
    const f = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2 });
    upstream.set(upstreamAnswer(f(sellOut), f(buyback), '0', `10:${String(minute).padStart(2, '0')}`));
    expect((await app.inject('/api/gold-price/latest')).statusCode).toBe(200);
  };
  const daily = await createMember(app, { lineUserId: `U${'d'.repeat(32)}` });
  const each = await createMember(app, { lineUserId: `U${'e'.repeat(32)}` });
  const rows = (prefix: string) =>
    app.db
      .select()
      .from(schema.lineNotifications)
      .all()
      .filter((n) => n.dedupeKey.startsWith(prefix));

  it('sends a daily member one message for three crossings in a day, and an each member three', async () => {
    await announce(41_600, 41_500);
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/gold-price/alerts/delivery',
      headers: daily.auth,
      payload: { delivery: 'daily' },
    });
    expect(chose.statusCode).toBe(200);
    expect(chose.json()).toMatchObject({ delivery: 'daily' });
    expect((await app.inject({ url: '/api/gold-price/alerts', headers: each.auth })).json().delivery).toBe('each');
    for (const m of [daily, each]) {
      await app.inject({
        method: 'POST',
        url: '/api/gold-price/alerts',
        headers: m.auth,
        payload: { kind: 'sell_below', threshold: 41_000 },
      });
    }

    // Three crossings: down through, back above (re-armed), down again, twice.
    await announce(40_900, 40_800);
    await announce(41_300, 41_200);
    await announce(40_800, 40_700);
    await announce(41_400, 41_300);
    await announce(40_700, 40_600);
    const pushedAlerts = rows('price-alert:');
    expect(pushedAlerts.filter((r) => r.userId === each.user.id)).toHaveLength(3);
    expect(pushedAlerts.filter((r) => r.userId === daily.user.id)).toHaveLength(0);
    // The daily member has each crossing in the app already.
    const inbox = (await app.inject({ url: '/api/me/messages', headers: daily.auth })).json();
    expect(inbox.messages.filter((m: { text: string }) => m.text.startsWith('แจ้งเตือนราคาทอง'))).toHaveLength(3);

    // Before the digest hour nothing; at it, one message with the three crossings; again, nothing more.
    const at = nextDigestAt();
    expect(await queuePriceDigests(app, new Date(at.getTime() - 60_000))).toEqual({ queued: 0 });
    expect(await queuePriceDigests(app, at)).toEqual({ queued: 1 });
    expect(await queuePriceDigests(app, new Date(at.getTime() + 3_600_000))).toEqual({ queued: 0 });
    const [digest] = rows('price-digest:');
    expect(rows('price-digest:')).toHaveLength(1);
    expect(digest!.userId).toBe(daily.user.id);
    const text = (digest!.message as { text: string }[])[0]!.text;
    expect(text).toContain('(3 ครั้ง)');
    for (const price of ['40,900', '40,800', '40,700']) expect(text).toContain(price);
    expect(text).toContain('https://liff.line.me/2000000000-abcdEFGH/gold-price');

    await app.line.sender.drain();
    expect(line.pushes().filter((p) => p.json.to === `U${'d'.repeat(32)}`)).toHaveLength(1);
  });

  it('refuses a delivery that is neither, changing nothing', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/gold-price/alerts/delivery',
      headers: daily.auth,
      payload: { delivery: 'hourly' },
    });
    expect(res.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/gold-price/alerts', headers: daily.auth })).json().delivery).toBe('daily');
  });
});
