import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { FAKE_ACCESS_TOKEN, FAKE_CHANNEL_SECRET, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { signLineBody, validLineSignature } from './signature';
import { saveShopProfile } from '../content/shop-profile';
import { createStaff } from '../../test/factories';
import { immediate } from '../../lib/tx';

const FOLLOWER = `U${'ab'.repeat(16)}`;
const followBody = (eventId: string, userId = FOLLOWER) =>
  JSON.stringify({
    destination: 'Uxxxxxxxx',
    events: [
      {
        type: 'follow',
        mode: 'active',
        timestamp: 1,
        webhookEventId: eventId,
        replyToken: 'r',
        source: { type: 'user', userId },
        deliveryContext: { isRedelivery: false },
      },
    ],
  });

describe('POST /api/line/webhook', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({
    line: lineTestConfig(line.url, {
      channelAccessToken: FAKE_ACCESS_TOKEN,
      channelSecret: FAKE_CHANNEL_SECRET,
      liffId: '2000000000-abcd',
    }),
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      payload: body,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });
  const outbox = () => app.db.select().from(schema.lineNotifications).all();

  it('a correctly signed follow event queues one greeting with the app link; a redelivery adds nothing', async () => {
    const body = followBody('01HFOLLOW0000000000000001');
    const res = await post(body, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ok' });
    expect(outbox()).toHaveLength(1);
    expect(outbox()[0]).toMatchObject({ lineUserId: FOLLOWER, userId: null, dedupeKey: 'follow:01HFOLLOW0000000000000001' });
    expect((await post(body, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) })).statusCode).toBe(200);
    expect(outbox()).toHaveLength(1);
    await app.line.sender.drain();
    const pushes = line.pushes();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.json.to).toBe(FOLLOWER);
    expect(pushes[0]!.json.messages[0].text).toMatch(/^ขอบคุณที่เพิ่มร้านทองเป็นเพื่อน.*\nhttps:\/\/liff\.line\.me\/2000000000-abcd$/s);
  });

  it('the greeting names the shop the owner saved in ข้อมูลร้าน', async () => {
    const owner = await createStaff(app, 'owner');
    await saveShopProfile(app.db, owner.staff.id, { name: 'ห้างทองแม่ทองสุข', facebook: '', tiktok: '', lineOa: '' });
    const body = followBody('01HFOLLOW0000000000000009', `U${'ef'.repeat(16)}`);
    expect((await post(body, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) })).statusCode).toBe(200);
    await app.line.sender.drain();
    expect(line.pushes().at(-1)!.json.messages[0].text).toMatch(/^ขอบคุณที่เพิ่มห้างทองแม่ทองสุขเป็นเพื่อน/);
  });

  it("LINE's webhook check (no events) is 200 and does nothing", async () => {
    const body = JSON.stringify({ destination: 'U0', events: [] });
    expect((await post(body, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) })).statusCode).toBe(200);
  });

  it('a bad or missing signature is 401 and nothing is queued', async () => {
    const before = outbox().length;
    const body = followBody('01HFOLLOW0000000000000002');
    const cases: Record<string, string>[] = [
      {},
      { 'x-line-signature': '' },
      { 'x-line-signature': signLineBody('another-secret', body) },
      { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body.replace(FOLLOWER, `U${'cd'.repeat(16)}`)) }, // body changed after signing
      { 'x-line-signature': 'not base64 !!' },
      { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body).slice(0, 20) },
    ];
    for (const headers of cases) {
      const res = await post(body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().code).toBe('BAD_SIGNATURE');
    }
    // The signature covers the exact bytes: re-serialised JSON with the same meaning is refused too.
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect((await post(pretty, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) })).statusCode).toBe(401);
    // Another content type gets the same check, not a parser error.
    expect((await post(body, { 'content-type': 'text/plain' })).statusCode).toBe(401);
    expect(outbox()).toHaveLength(before);
  });

  it('a signed body that is not JSON is 400; odd events are ignored', async () => {
    const junk = '{not json';
    expect((await post(junk, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, junk) })).statusCode).toBe(400);
    const odd = JSON.stringify({
      events: [{ type: 'follow', source: { userId: 'nope' }, webhookEventId: 'x' }, { type: 'message' }, null],
    });
    const before = outbox().length;
    expect((await post(odd, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, odd) })).statusCode).toBe(200);
    expect(outbox()).toHaveLength(before);
  });

  it('a user who blocks the shop (unfollow) is not pushed to, not even asked of LINE; a later follow undoes it, a late older one does not', async () => {
    const user = `U${'cd'.repeat(16)}`;
    const send = async (events: object[]) => {
      const body = JSON.stringify({ destination: 'Uxxxxxxxx', events });
      expect((await post(body, { 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) })).statusCode).toBe(200);
    };
    const event = (type: 'follow' | 'unfollow', timestamp: number, id: string) => ({
      type,
      mode: 'active',
      timestamp,
      webhookEventId: id,
      source: { type: 'user', userId: user },
      deliveryContext: { isRedelivery: false },
    });
    const tell = (key: string) =>
      immediate(app.db, (tx) =>
        app.line.notifyLineUser(tx, user, { kind: 'owner-line-linked', lineUserId: key, at: '2026-11-29T00:00:00Z' }),
      );
    const pushesTo = () => line.pushes().filter((p) => p.json.to === user).length;

    await send([event('unfollow', 2_000, '01HUNFOLLOW00000000000001')]);
    tell('a');
    await app.line.sender.drain();
    expect(pushesTo()).toBe(0);
    expect(outbox().at(-1)).toMatchObject({
      lineUserId: user,
      status: 'withheld',
      lastError: "withheld: the LINE user blocked the shop's account",
    });

    // A follow stamped before the block, delivered late, changes nothing.
    await send([event('follow', 1_000, '01HFOLLOWLATE000000000001')]);
    tell('b');
    await app.line.sender.drain();
    expect(pushesTo()).toBe(0);

    // Following again: greeted, and pushed to again.
    await send([event('follow', 3_000, '01HFOLLOWAGAIN00000000001')]);
    tell('c');
    await app.line.sender.drain();
    expect(pushesTo()).toBe(2);
  });

  it('the rest of the API still parses JSON (the raw parser is scoped to the webhook)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'nobody', password: 'x', rememberMe: false },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('webhook without a channel secret', async () => {
  const app = await testApp();
  it('answers 503', async () => {
    const body = followBody('e1');
    const res = await app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-line-signature': signLineBody('x', body) },
    });
    expect(res.statusCode).toBe(503);
  });
});

describe('validLineSignature', () => {
  it("matches LINE's published scheme: base64 HMAC-SHA256 of the raw bytes", () => {
    const raw = Buffer.from('{"events":[]}');
    // Independently computed: printf '{"events":[]}' | openssl dgst -sha256 -hmac secret -binary | base64
    expect(validLineSignature('secret', raw, 'pkK1lVPJPiJ+wPLziRD79xIxohl8AImYM8AEeM7IbzQ=')).toBe(true);
    expect(validLineSignature('secret', raw, undefined)).toBe(false);
    expect(validLineSignature('secret', raw, ['a', 'b'])).toBe(false);
  });
});
