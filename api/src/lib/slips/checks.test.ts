import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart } from '../../test/factories';
import { activeSaver } from '../../test/money-support';
import { fakeSlipService } from '../../test/fake-slip-service';
import { slipPicture } from '../../test/slip-image';
import { MAX_TRIES } from './checks';
import { sameAccount } from './service';

describe('the optional slip-verification service', async () => {
  const service = await fakeSlipService();
  afterAll(() => service.close());
  const app = await testApp({ slipVerify: { url: service.url, token: service.token, timeoutMs: 500, jobs: false } });
  const staff = await createStaff(app);
  // The shop's account as the demo shows it; the service answers masked accounts as banks do.
  app.db.insert(schema.bankAccounts).values({ bank: 'ธนาคารกสิกรไทย', accName: 'บจก. ห้างทองนาวง', accNo: '123-4-56789-0' }).run();
  const member = await activeSaver(app);

  async function deposit(amount: string, transfer?: { amount: number; account: string; name?: string }) {
    const slip = await slipPicture({ bank: '004' });
    if (transfer) service.transfers.set(slip.transRef, { name: 'บจก. ห้างทองนาวง', ...transfer });
    const b = multipart({ amount }, { proof: slip.png });
    const res = await app.inject({
      method: 'POST',
      url: '/api/saving/create-saving',
      payload: b.payload,
      headers: { ...b.headers, ...member.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  }
  const reading = async (id: number) =>
    (await app.inject({ url: '/api/admin/saving/transactions?kind=deposit&pageSize=100', cookies: staff.cookies }))
      .json()
      .data.find((d: { id: number }) => d.id === id).slipRead;

  it('records the payment first, then passes a slip whose amount and receiver match', async () => {
    const id = await deposit('1500', { amount: 1500, account: 'xxx-x-x6789-x' });
    expect((await reading(id)).check).toBe('pending');
    await app.slips.checker.checkPending();
    expect(await reading(id)).toMatchObject({ check: 'ok', checkNote: null, checkAmount: 1500, flagged: false });
    expect(service.requests.at(-1)!.auth).toBe(`Bearer ${service.token}`);
  });

  it('flags, never refuses, a slip whose amount or receiver does not match', async () => {
    const amount = await deposit('1500', { amount: 150, account: 'xxx-x-x6789-x' });
    const receiver = await deposit('800', { amount: 800, account: 'xxx-x-x1111-x', name: 'นาย คนอื่น' });
    const unknown = await deposit('900');
    await app.slips.checker.checkPending();
    expect(await reading(amount)).toMatchObject({ check: 'mismatch', checkAmount: 150, flagged: true });
    expect((await reading(amount)).checkNote).toContain('฿150.00');
    expect(await reading(receiver)).toMatchObject({ check: 'mismatch', flagged: true });
    expect((await reading(receiver)).checkNote).toContain('ไม่ใช่บัญชีของร้าน');
    expect(await reading(unknown)).toMatchObject({ check: 'not_found', flagged: true });
  });

  it("passes a transfer to a branch's own account or PromptPay, a branch closed to new accounts included", async () => {
    app.db
      .update(schema.branches)
      .set({
        bankName: 'ธนาคารกรุงไทย',
        bankAccName: 'สาขาเขาวิเศษ',
        bankAccNo: '678-0-12345-6',
        promptpayType: 'mobile',
        promptpayId: '0893334444',
        promptpayName: 'สาขาเขาวิเศษ',
        closedAt: '2026-01-01T00:00:00Z',
      })
      .where(eq(schema.branches.name, 'เขาวิเศษ'))
      .run();
    const bank = await deposit('700', { amount: 700, account: 'xxx-x-x2345-x' });
    const promptpay = await deposit('701', { amount: 701, account: 'xxx-xxx-4444' });
    const stranger = await deposit('702', { amount: 702, account: 'xxx-x-x9999-x' });
    await app.slips.checker.checkPending();
    expect(await reading(bank)).toMatchObject({ check: 'ok', flagged: false });
    expect(await reading(promptpay)).toMatchObject({ check: 'ok', flagged: false });
    expect(await reading(stranger)).toMatchObject({ check: 'mismatch', flagged: true });
  });

  it('never blocks a payment while the service is down, hangs, answers garbage or never ends its answer', async () => {
    for (const mode of ['down', 'hang', 'garbage', 'endless'] as const) {
      service.state.mode = mode;
      const started = Date.now();
      const id = await deposit('1200', { amount: 1200, account: 'xxx-x-x6789-x' });
      expect(Date.now() - started, mode).toBeLessThan(3_000);
      for (let i = 0; i < MAX_TRIES; i++) await app.slips.checker.checkPending();
      expect(await reading(id), mode).toMatchObject({ check: 'unavailable', flagged: false });
    }
    service.state.mode = 'ok';
  });

  it('compares a masked account digit by digit', () => {
    expect(sameAccount('xxx-x-x6789-x', '123-4-56789-0')).toBe(true);
    expect(sameAccount('xxx-x-x6788-x', '123-4-56789-0')).toBe(false);
    expect(sameAccount('xxx-xxx-3333', '0812223333')).toBe(true);
    expect(sameAccount('xxxxxxxxxx', '0812223333')).toBe(false);
    expect(sameAccount('xx-x6789-x', '123-4-56789-0')).toBe(false);
  });
});
