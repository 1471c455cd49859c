import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { memberWithEverything, settleSavings } from '../../test/member-with-everything';

type Who = { cookies: Record<string, string> };

/**
 * A closed member's kept records stay restricted (docs/operations.md "Personal data"): every staff list that
 * shows members still lists their rows (the amounts are the shop's books), marked closed where the list is of
 * members or customers, with the person's name, phone, address, account and slips masked for staff; the owner
 * sees them whole. A staff search by the closed member's name or phone finds nothing.
 */
describe('a closed member in staff lists', async () => {
  const app = await testApp({ signinRateLimit: 100 });
  const staff = await createStaff(app);
  const owner = await createStaff(app, 'owner');
  const get = async (who: Who, url: string) => {
    const res = await app.inject({ url: `/api/admin${url}`, cookies: who.cookies });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  const name = 'วิไลวรรณ ศรีปิดบัญชี';
  const tel = '0897654321';
  const m = await memberWithEverything(app, staff.staff.id, name);
  app.db
    .update(schema.customers)
    .set({ tel, address: '77/7 หมู่ 9 ต.หาดสำราญ อ.หาดสำราญ จ.ตรัง', email: 'wilai@example.com' })
    .where(eq(schema.customers.id, m.customer.id))
    .run();
  // A delivered goods withdrawal from before: the name, phone and address it went to.
  const delivered = app.db
    .insert(schema.savingTransactions)
    .values({
      userId: m.user.id,
      kind: 'withdraw_goods',
      amountSatang: 10_000,
      status: 'rejected',
      isDelivery: 'จัดส่ง',
      deliveryName: name,
      deliveryPhone: tel,
      deliveryAddress: '77/7 หมู่ 9 ต.หาดสำราญ',
    })
    .returning()
    .get();
  // A pawn payment taken with the member's slip as its proof.
  app.db
    .insert(schema.pawnPayments)
    .values({
      jnId: m.jnId,
      payDate: '2026-03-05',
      totalSatang: 10_000,
      payType: 'ต่อดอก',
      externalRef: `slip-${m.user.id}`,
      proof: m.images.slip,
    })
    .run();
  // The rest withdrawn and paid out, so nothing is owed.
  await settleSavings(app, m.user.id, staff.staff.id);
  expect(
    (await app.inject({ method: 'POST', url: '/api/me/close', headers: m.auth, payload: { confirm: true, password: 'demo1234' } }))
      .statusCode,
  ).toBe(200);
  const username = m.user.username!;
  const accountNumber = m.withdrawal.accountNumber!;
  // Another member, open, beside them in the same lists.
  const open = await createVerifiedMember(app);
  app.db.update(schema.customers).set({ name: 'สมใจ เปิดอยู่' }).where(eq(schema.customers.id, open.customer.id)).run();

  /** Every list a staff member can open that names members, filtered to this member's rows where it can be. */
  const lists = [
    '/members?pageSize=100',
    '/customers?pageSize=100',
    `/customers/${m.customer.id}`,
    '/verifications?pageSize=100',
    '/saving/accounts?pageSize=100',
    `/saving/transactions?pageSize=100&userId=${m.user.id}`,
    '/down/requests?pageSize=100',
    '/down/payments?pageSize=100',
    '/down/closes?pageSize=100',
    `/pawn/contracts?pageSize=100&customerId=${m.customer.id}`,
    `/pawn/contracts/${m.jnId}/payments`,
    '/pawn/requests?pageSize=100',
  ];
  const secrets = [name, tel, username, accountNumber, 'wilai@example.com', '77/7 หมู่ 9', m.images.slip];

  it('staff get none of their personal fields or slips, from any list', async () => {
    for (const url of lists) {
      const text = JSON.stringify(await get(staff, url));
      for (const s of secrets) expect(text, `${url} carries ${s}`).not.toContain(s);
    }
  });

  it("a single movement's detail is refused to staff whole (403 CLOSED_ACCOUNT), ID photos or not; the owner opens it", async () => {
    const url = `/api/admin/saving/transactions/${delivered.id}`;
    const res = await app.inject({ url, cookies: staff.cookies });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CLOSED_ACCOUNT');
    for (const s of secrets) expect(res.body).not.toContain(s);
    expect(JSON.stringify(await get(owner, `/saving/transactions/${delivered.id}`))).toContain(name);
  });

  it('the owner sees them whole', async () => {
    const whole = (await Promise.all(lists.map((url) => get(owner, url)))).map((a) => JSON.stringify(a)).join('\n');
    for (const s of [name, tel, username, accountNumber, m.images.slip]) expect(whole, s).toContain(s);
  });

  it('the rows stay, marked closed in the member and customer lists, masked for staff', async () => {
    const member = (await get(staff, '/members?pageSize=100')).data.find((r: { id: number }) => r.id === m.user.id);
    expect(member).toMatchObject({
      closedAt: expect.stringMatching(/^\d{4}-/),
      customerName: 'วิไลวรรณ ศ***',
      username: expect.stringMatching(/\*\*\*$/),
    });
    const customer = (await get(staff, '/customers?pageSize=100')).data.find((r: { id: number }) => r.id === m.customer.id);
    expect(customer).toMatchObject({
      closedAt: expect.stringMatching(/^\d{4}-/),
      name: 'วิไลวรรณ ศ***',
      tel: '08x-xxx-4321',
      email: 'w***@example.com',
    });
    expect((await get(owner, `/customers/${m.customer.id}`)).closedAt).toBe(customer.closedAt);
    const tx = (await get(staff, `/saving/transactions?pageSize=100&userId=${m.user.id}`)).data;
    expect(tx.length).toBe(4);
    expect(tx.every((t: { amount: number }) => t.amount > 0)).toBe(true);
    // The open member next to them is untouched.
    const other = (await get(staff, '/customers?pageSize=100')).data.find((r: { id: number }) => r.id === open.customer.id);
    expect(other).toMatchObject({ closedAt: null, name: 'สมใจ เปิดอยู่', tel: '0812345678' });
  });

  it("a staff search by the closed member's name, phone or username finds nothing; the owner's does", async () => {
    const found = async (who: Who, url: string, id: number) => ((await get(who, url)).data as { id: number }[]).some((r) => r.id === id);
    for (const q of [name, 'วิไลวรรณ', tel, tel.slice(-4)]) {
      const e = encodeURIComponent(q);
      expect(await found(staff, `/customers?q=${e}`, m.customer.id), q).toBe(false);
      expect(await found(staff, `/members?q=${e}`, m.user.id), q).toBe(false);
      expect(await found(owner, `/customers?q=${e}`, m.customer.id), q).toBe(true);
      expect(await found(owner, `/members?q=${e}`, m.user.id), q).toBe(true);
    }
    expect(await found(staff, `/members?q=${username}`, m.user.id)).toBe(false);
    expect(await found(owner, `/members?q=${username}`, m.user.id)).toBe(true);
    const contracts = async (who: Who) =>
      ((await get(who, `/pawn/contracts?q=${encodeURIComponent('วิไลวรรณ')}`)).data as { jn_id: string }[]).some((c) => c.jn_id === m.jnId);
    expect(await contracts(staff)).toBe(false);
    expect(await contracts(owner)).toBe(true);
    // Whoever types the whole national ID holds the card: the record is found, still masked.
    const byCard = (await get(staff, `/customers?q=${m.card}`)).data;
    expect(byCard).toEqual([expect.objectContaining({ id: m.customer.id, name: 'วิไลวรรณ ศ***', closedAt: expect.any(String) })]);
    // The open member is found as before.
    expect(await found(staff, `/customers?q=${encodeURIComponent('สมใจ')}`, open.customer.id)).toBe(true);
  });

  it('staff cannot change the record; the owner can, and nothing else changes', async () => {
    const before = app.db.select().from(schema.customers).where(eq(schema.customers.id, m.customer.id)).get();
    const body = { name: 'ชื่อใหม่ ทดสอบ', tel: '0811111111', address: 'ที่อยู่ใหม่' };
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${m.customer.id}`,
      cookies: staff.cookies,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CLOSED_ACCOUNT' });
    expect(app.db.select().from(schema.customers).where(eq(schema.customers.id, m.customer.id)).get()).toEqual(before);
    const done = await app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${m.customer.id}`,
      cookies: owner.cookies,
      payload: { ...body, name },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ name, tel: '0811111111' });
  });
});
