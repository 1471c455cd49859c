import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createVerifiedMember } from '../../test/factories';
import { goldHarness } from '../../test/gold-support';
import { LINE_PRIORITY } from '../../lib/line/messages';
import type { SavingsPlanBody } from '../../../contract/savings-plan';
import { dueDate, setPlan } from './plan';
import { queuePlanReminders } from './reminders';

/** A Bangkok noon as the clock the job and the calls read. */
const noon = (date: string) => new Date(`${date}T05:00:00Z`);

describe('the monthly savings plan', async () => {
  const app = await testApp();
  const gold = await goldHarness(app);
  type Auth = Record<string, string>;
  const put = (auth: Auth, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/savings-plan', headers: auth, payload });
  const get = async (auth: Auth) => (await app.inject({ url: '/api/savings-plan', headers: auth })).json();
  const inbox = (userId: number) =>
    app.db
      .select()
      .from(schema.memberMessages)
      .where(eq(schema.memberMessages.userId, userId))
      .all()
      .filter((m) => m.dedupeKey.startsWith('savings-plan:'));
  /** Sets the plan as PUT does, on a Bangkok day of the test's choosing (the job's clock is its argument too). */
  const planOn = async (date: string, m: { user: { id: number } }, body: SavingsPlanBody) => {
    const u = app.db.select().from(schema.users).where(eq(schema.users.id, m.user.id)).get()!;
    const auth = {
      id: u.id,
      verificationStatus: 2,
      customerId: u.customerId,
      expiresAt: 0,
      sessionVersion: u.sessionVersion,
      verifiedRequired: true,
    };
    return setPlan(app.db, auth, body, date);
  };

  it('falls on the month’s last day for days 29–31', () => {
    expect(dueDate('2027-02', 31)).toBe('2027-02-28');
    expect(dueDate('2028-02', 30)).toBe('2028-02-29');
    expect(dueDate('2027-04', 31)).toBe('2027-04-30');
    expect(dueDate('2027-01', 31)).toBe('2027-01-31');
    expect(dueDate('2027-01', 5)).toBe('2027-01-05');
  });

  it('is set, read and ended by the member, for the gold account, with a goal and its progress', async () => {
    await gold.setPrice(41_250, 41_150);
    const m = await gold.funded('5000'); // 1.8477 g
    expect(await get(m.auth)).toBeNull();
    const res = await put(m.auth, { account: 'gold', amount: 2000, day: 5, goalGrams: '15.244', goalDate: '2099-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      account: 'gold',
      amount: 2000,
      day: 5,
      nextDate: expect.stringMatching(/^\d{4}-\d{2}-05$/),
      goalGrams: '15.2440',
      progress: { grams: '1.8477', percent: 12.12 },
    });
    const del = await app.inject({ method: 'DELETE', url: '/api/savings-plan', headers: m.auth });
    expect(del.statusCode).toBe(200);
    expect(await get(m.auth)).toBeNull();
  });

  it('refuses in Thai what cannot be a plan, and changes nothing', async () => {
    const m = await gold.saver();
    const noSaving = await put(m.auth, { account: 'saving', amount: 1000, day: 5 });
    expect(noSaving.statusCode).toBe(403);
    expect(noSaving.json()).toMatchObject({ code: 'NO_SAVING_ACCOUNT', message: expect.stringMatching(/บัญชีออมทองประเภทที่ 1/) });
    const stranger = await createVerifiedMember(app);
    expect((await put(stranger.auth, { account: 'gold', amount: 1000, day: 5 })).json()).toMatchObject({ code: 'NO_GOLD_ACCOUNT' });
    for (const bad of [
      { account: 'gold', amount: 1000, day: 0 },
      { account: 'gold', amount: 1000, day: 32 },
      { account: 'gold', amount: 0, day: 5 },
      { account: 'gold', amount: 10.001, day: 5 },
      { account: 'gold', amount: 1000, day: 5, goalGrams: '0' },
      { account: 'gold', amount: 1000, day: 5, goalDate: '2020-01-01' },
      { account: 'bank', amount: 1000, day: 5 },
    ]) {
      expect((await put(m.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await get(m.auth)).toBeNull();
  });

  it('reminds on the day (Bangkok), once a month, in the app, at the reminders’ priority; a skipped month gets none', async () => {
    expect(LINE_PRIORITY['savings-plan']).toBe(2);
    await gold.setPrice(41_250, 41_150);
    const m = await gold.funded('1000');
    expect(await planOn('2027-01-20', m, { account: 'gold', amount: 1500, day: 31 })).toMatchObject({ nextDate: '2027-01-31' });

    await queuePlanReminders(app, noon('2027-01-30'));
    expect(inbox(m.user.id)).toHaveLength(0);
    await queuePlanReminders(app, noon('2027-01-31'));
    await queuePlanReminders(app, new Date('2027-01-31T15:00:00Z')); // 22:00 Bangkok, the same day: not twice
    const jan = inbox(m.user.id);
    expect(jan).toHaveLength(1);
    expect(jan[0]!.text).toContain('1,500');
    expect(jan[0]!.path).toBe('/gold-account?amount=1500');

    // The member skips February (whose last day, the 28th, the 31st would fall on).
    expect(await planOn('2027-01-31', m, { account: 'gold', amount: 1500, day: 31, skipMonth: '2027-02' })).toMatchObject({
      nextDate: '2027-03-31',
      skipMonth: '2027-02',
    });
    await queuePlanReminders(app, noon('2027-02-28'));
    expect(inbox(m.user.id)).toHaveLength(1);
    await queuePlanReminders(app, noon('2027-03-31'));
    expect(inbox(m.user.id)).toHaveLength(2);
  });

  it('a plan set after this month’s day starts next month, and a day 29–31 plan is reminded on a short month’s last day', async () => {
    const m = await gold.saver();
    expect(await planOn('2027-04-15', m, { account: 'gold', amount: 1000, day: 10 })).toMatchObject({ nextDate: '2027-05-10' });
    await queuePlanReminders(app, noon('2027-04-16'));
    expect(inbox(m.user.id)).toHaveLength(0);
    await queuePlanReminders(app, noon('2027-05-10'));
    expect(inbox(m.user.id)).toHaveLength(1);

    const n = await gold.saver();
    await planOn('2027-02-01', n, { account: 'gold', amount: 1000, day: 30 });
    await queuePlanReminders(app, noon('2027-02-27'));
    expect(inbox(n.user.id)).toHaveLength(0);
    await queuePlanReminders(app, noon('2027-02-28'));
    expect(inbox(n.user.id)).toHaveLength(1);
  });
});
