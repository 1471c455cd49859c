import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, FAKE_CHANNEL_SECRET, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { memberWithEverything } from '../../test/member-with-everything';
import { addDays, bangkokToday } from '../../lib/dates';
import { thaiDate } from '../../lib/line/messages';
import { fakeUpstream, upstreamAnswer } from '../../test/fake-gold-price';
import { branchId } from '../../test/branch-support';
import { signLineBody } from './signature';

// A member writes a word to the shop's LINE account and gets the answer as a free reply (docs/decisions.md
// "Keyword replies"): today's price for anyone, their own balance and pawn dates only to the LINE user linked to them.
describe('keyword replies on LINE', async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const LIFF = '2000000000-abcd';
  const upstream = await fakeUpstream();
  upstream.set(upstreamAnswer('41,600.00', '41,500.00', '50', '09:26'));
  const app = await testApp({
    goldPrice: { upstream: upstream.url, cacheMs: 0, timeoutMs: 500 },
    line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, channelSecret: FAKE_CHANNEL_SECRET, liffId: LIFF }),
  });
  const owner = await createStaff(app, 'owner');
  const member = await memberWithEverything(app, owner.staff.id);
  const lineUserId = member.user.lineUserId!;
  app.db
    .insert(schema.pawnContracts)
    .values({
      jnId: 'JN-KW-1',
      customerId: member.customer.id,
      jnDate: addDays(bangkokToday(), -25),
      netTotalSatang: 1_000_000,
      rateInSatang: 10_000,
      jnStatus: 'ปกติ',
      branchId: branchId(app),
      dueDate: addDays(bangkokToday(), 5),
    })
    .run();

  let seq = 0;
  async function say(text: string, userId = lineUserId) {
    const replyToken = `reply-${++seq}`;
    const body = JSON.stringify({
      destination: 'Uxxxxxxxx',
      events: [
        {
          type: 'message',
          mode: 'active',
          timestamp: Date.now(),
          webhookEventId: `01HKW${String(seq).padStart(21, '0')}`,
          replyToken,
          source: { type: 'user', userId },
          message: { id: String(seq), type: 'text', text },
        },
      ],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-line-signature': signLineBody(FAKE_CHANNEL_SECRET, body) },
    });
    expect(res.statusCode).toBe(200);
    const reply = line.requests.find((r) => r.path === '/v2/bot/message/reply' && r.json?.replyToken === replyToken);
    return reply ? (reply.json.messages[0].text as string) : null;
  }

  it('ราคาทอง: the price members see in the app, with the link to the chart', async () => {
    const text = await say(' ราคาทอง ');
    expect(text).toContain('ราคาทองวันนี้');
    expect(text).toContain('ทองคำแท่ง ขายออก 41,600.00 รับซื้อ 41,500.00');
    // The ornament pair is the shop's, as in the app: the same answer /api/gold-price/latest gives.
    const latest = (await app.inject({ url: '/api/gold-price/latest' })).json();
    expect(text).toContain(`ทองรูปพรรณ ขายออก ${latest.response.price.gold.buy} รับซื้อ ${latest.response.price.gold.sell}`);
    expect(text).toContain(`https://liff.line.me/${LIFF}/gold-price`);
  });

  it('ยอดออม: the linked member’s own balance; a LINE user linked to no one is told how to link', async () => {
    expect(await say('ยอดออม')).toBe(`ยอดเงินออมทองประเภทที่ 1 ของคุณ 1,500.00 บาท\nดูรายการและฝากเพิ่ม: https://liff.line.me/${LIFF}/saving`);
    const stranger = `U${'9'.repeat(32)}`;
    const text = await say('ยอดออม', stranger);
    expect(text).toContain('ยังไม่ได้เชื่อมกับบัญชีสมาชิก');
    expect(text).not.toContain('บาท');
  });

  it('ขายฝาก: each open contract with where it stands, the closed one left out', async () => {
    const text = (await say('ขายฝาก'))!;
    expect(text).toContain(`JN-KW-1 ครบกำหนด ${thaiDate(addDays(bangkokToday(), 5))}: ชำระดอกเบี้ย (ต่อดอก) ลดต้น หรือไถ่ถอนผ่านแอปได้ถึงวันที่`);
    expect(text).not.toContain(member.jnId);
    expect(text).toContain(`https://liff.line.me/${LIFF}/repurchase`);
  });

  it('any other text gets no reply (the shop answers its chat), and no push is spent on any of it', async () => {
    expect(await say('สวัสดีครับ')).toBeNull();
    expect(await say('ราคาทองวันนี้เท่าไหร่')).toBeNull();
    expect(line.pushes()).toHaveLength(0);
  });
});
