import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { FAKE_ACCESS_TOKEN, lineTestConfig, startFakeLine } from '../../test/fake-line';
import { recentOwnerAlerts } from '../owner-alerts';
import { bangkokToday } from '../dates';
import { immediate } from '../tx';
import { thaiDate } from './messages';
import { MONTHLY_LIMIT_WITHHELD, nextBangkokMonth } from './push';

// LINE's monthly limit (docs/decisions.md "LINE's monthly limit"): once LINE says the month's messages are used up,
// nothing is retried or pushed again that month, every member still has each message in the app, and the owner is
// told once.
describe("LINE's monthly message limit", async () => {
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({ line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, liffId: '2000000000-abcdEFGH' }) });
  await createStaff(app, 'owner');

  let seq = 0;
  async function memberWithLine() {
    const m = await createMember(app, { verificationStatus: 2 });
    const lineUserId = `U${(++seq).toString(16).padStart(32, '0')}`;
    app.db.update(schema.users).set({ lineUserId }).where(eq(schema.users.id, m.user.id)).run();
    return m;
  }
  const tell = (userId: number, id: number) =>
    immediate(app.db, (tx) => app.line.notify(tx, userId, { kind: 'deposit', id, approved: true, amountSatang: 150_000 }));
  const rows = () => app.db.select().from(schema.lineNotifications).all();

  it('stops at the first 429, withholds the rest of the month without asking LINE, keeps every message in the app, and tells the owner once', async () => {
    const members = [await memberWithLine(), await memberWithLine(), await memberWithLine()];
    for (const [i, m] of members.entries()) tell(m.user.id, 9_000 + i);
    line.quota.usedUp = true;
    const at = new Date();
    const until = nextBangkokMonth(at);

    expect(await app.line.sender.drain(at)).toEqual({ sent: 0, retried: 0, failed: 0 });
    // One push asked, and answered 429; the other two were never sent to LINE.
    expect(line.pushes()).toHaveLength(1);
    expect(rows().map((r) => [r.status, r.lastError])).toEqual(members.map(() => ['withheld', MONTHLY_LIMIT_WITHHELD]));

    // Later the same month: a new message goes to the app only, without a call to LINE.
    tell(members[0]!.user.id, 9_100);
    await app.line.sender.drain(new Date(until.getTime() - 60_000));
    expect(line.pushes()).toHaveLength(1);
    expect(rows().at(-1)).toMatchObject({ status: 'withheld', lastError: MONTHLY_LIMIT_WITHHELD });

    // Each member has every message in the app's inbox, unread.
    for (const m of members) {
      const inbox = (await app.inject({ url: '/api/me/messages', headers: m.auth })).json();
      expect(inbox.unread).toBe(m === members[0] ? 2 : 1);
    }

    // The owner's dashboard names the limit and when pushing starts again, once.
    const alerts = recentOwnerAlerts(app.db, at).filter((a) => a.kind === 'line_monthly_limit');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`หยุดส่งทาง LINE จนถึงวันที่ ${thaiDate(bangkokToday(until))}`);
    expect(thaiDate(bangkokToday(until))).toMatch(/^1 \S+ 25\d\d$/);
    expect(alerts[0]!.text).toContain('สมาชิกยังได้รับทุกข้อความในแอป');

    // A new month in Bangkok: pushing resumes.
    line.quota.usedUp = false;
    tell(members[1]!.user.id, 9_200);
    expect(await app.line.sender.drain(until)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(line.pushes()).toHaveLength(2);
  });

  it('another 429 (throttling) is retried as before, not taken for the month', async () => {
    const m = await memberWithLine();
    const before = line.pushes().length;
    line.pushReplies.push(429);
    tell(m.user.id, 9_300);
    expect(await app.line.sender.drain(new Date(nextBangkokMonth(new Date()).getTime() + 86_400_000))).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    expect(line.pushes().length).toBe(before + 1);
  });

  it('the month ends at Bangkok midnight', () => {
    expect(nextBangkokMonth(new Date('2026-11-20T03:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    // 1 December 00:30 in Bangkok is already December: the next month is January.
    expect(nextBangkokMonth(new Date('2026-11-30T17:30:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(nextBangkokMonth(new Date('2026-12-31T16:59:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});
