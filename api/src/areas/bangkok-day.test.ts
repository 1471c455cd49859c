import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { addDays } from '../lib/dates';
import { ensureInitialData } from '../seed-on-start';
import { createStaff } from '../test/factories';
import { testApp } from '../test/app';

/**
 * "Today" is Bangkok's (UTC+7) everywhere: the demo seed, the rules that count days and the filters staff
 * type dates into. Between 00:00 and 07:00 Bangkok the UTC day is still yesterday, and at 23:30 Bangkok it is
 * already the same day in UTC: both ends of the shop's day are run here with the clock set to them, over the
 * demo shop seeded at that moment, through the calls the console and the member app make.
 */
describe.each([
  ['00:30', '2026-11-26T17:30:00Z', '2026-11-27'],
  ['23:30', '2026-11-27T16:30:00Z', '2026-11-27'],
])('the shop day at %s Bangkok', async (_clock, at, today) => {
  // Only Date is faked: Fastify's and the database's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const app = await testApp({ seedDemo: true });
  await ensureInitialData(app);
  const owner = await createStaff(app, 'owner');
  const demo2 = app.db.select().from(schema.users).where(eq(schema.users.username, 'demo2')).get()!;
  const member = { authorization: `Bearer ${await app.tokens.member(demo2.id, false)}` };
  const staffGet = async <T>(url: string) => (await app.inject({ url, cookies: owner.cookies })).json() as T;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  });
  afterAll(() => vi.useRealTimers());

  it('the overdue queue counts Bangkok days: JN2567-0005 is 10 days late, 0002 three, 0008 is due today and not late', async () => {
    const overdue = await staffGet<{ data: { jn_id: string; days_overdue: number }[] }>('/api/admin/pawn/overdue?pageSize=100');
    expect(overdue.data.map((c) => [c.jn_id, c.days_overdue])).toEqual([
      ['JN2567-0005', 10],
      ['JN2567-0002', 3],
    ]);
    const soon = await staffGet<{ jn_id: string; due_date: string }[]>('/api/admin/pawn/due-soon?days=7');
    expect(soon[0]).toMatchObject({ jn_id: 'JN2567-0008', due_date: today });
    const dashboard = await staffGet<{ pawnDueThisWeek: { jn_id: string }[] }>('/api/admin/dashboard');
    expect(dashboard.pawnDueThisWeek.map((c) => c.jn_id)).toContain('JN2567-0008');
  });

  it("the member's pawn list says the same days", async () => {
    const mine = (await app.inject({ url: '/api/pawn/get-pawn', headers: member })).json() as {
      jn_id: string;
      days_overdue: number;
      due_date: string;
    }[];
    const byId = new Map(mine.map((c) => [c.jn_id, c]));
    expect(byId.get('JN2567-0005')).toMatchObject({ days_overdue: 10, due_date: addDays(today, -10) });
    expect(byId.get('JN2567-0008')).toMatchObject({ days_overdue: 0, due_date: today });
  });

  it("the type 2 contract's next instalment is counted from Bangkok's today", async () => {
    const {
      data: [contract],
    } = (await app.inject({ url: '/api/down/get-req', headers: member })).json() as {
      data: { StartDate: string; NextInstalment: { dueDate: string; daysOverdue: number } | null }[];
    };
    expect(contract!.StartDate).toBe(addDays(today, -60));
    const next = contract!.NextInstalment!;
    const late = Math.max(0, (Date.parse(today) - Date.parse(next.dueDate)) / 86_400_000);
    expect(next.daysOverdue).toBe(late);
  });

  it("an action taken now is found by the audit log's filter for Bangkok's today, not yesterday's", async () => {
    const customer = app.db.select().from(schema.customers).limit(1).get()!;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${customer.id}`,
      cookies: owner.cookies,
      payload: { name: customer.name, tel: '0811111111', address: customer.address },
    });
    expect(edit.statusCode).toBe(200);
    const found = (q: string) => staffGet<{ total: number }>(`/api/admin/audit-log?action=update&entity=customer&${q}`);
    expect((await found(`from=${today}&to=${today}`)).total).toBe(1);
    expect((await found(`from=${addDays(today, -1)}&to=${addDays(today, -1)}`)).total).toBe(0);
  });
});
