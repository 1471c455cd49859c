import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember, multipart, pngImage, storedImage } from '../../test/factories';
import { branchId } from '../../test/branch-support';

/** Money stays inside its contract: the attack test paid 10,001,299 baht into a 1,000-baht contract. */
describe('type 2 instalments stay inside the contract', async () => {
  const app = await testApp();
  const { cookies } = await createStaff(app);
  let colour = 0;
  // Colours far apart: WebP's re-encoding makes neighbouring solid colours the same picture (the same slip).
  const slip = () => (++colour, pngImage(40, 40, { r: (colour * 67) % 256, g: (colour * 151) % 256, b: (colour * 29) % 256 }));
  const { downPayments: payments, downRequests: requests } = schema;

  /** A member with a 1,000-baht contract in force. */
  async function contract(totalSatang = 100_000) {
    const m = await createVerifiedMember(app);
    const id = app.db
      .insert(requests)
      .values({
        userId: m.user.id,
        branchId: branchId(app),
        status: 'approved',
        prodType: 'แหวน',
        approvedAmountSatang: totalSatang,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      })
      .returning()
      .get().id;
    const pay = async (amount: string) => {
      const b = multipart({ downId: id, amount }, { proof: await slip() });
      return app.inject({ method: 'POST', url: '/api/down/submit-payment', payload: b.payload, headers: { ...b.headers, ...m.auth } });
    };
    const close = async () => {
      const b = multipart({ downId: id }, { idCardImage: await slip(), idCardImageBack: await slip() });
      return app.inject({ method: 'POST', url: '/api/down/done-request', payload: b.payload, headers: { ...b.headers, ...m.auth } });
    };
    const remaining = async () => (await app.inject({ url: '/api/down/get-req', headers: m.auth })).json().data[0].Remaining as number;
    return { m, id, pay, close, remaining };
  }
  const decide = (paymentId: number, action: 'approve' | 'reject') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/down/payments/${paymentId}/${action}`,
      cookies,
      payload: action === 'reject' ? { note: 'เกินยอด' } : {},
    });
  const paymentCount = (downId: number) => app.db.select().from(payments).where(eq(payments.downId, downId)).all().length;

  it('refuses an instalment above what is left, counting instalments still waiting for staff', async () => {
    const c = await contract();
    const huge = await c.pay('9999999');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'OVER_REMAINING', message: expect.stringContaining('1,000 บาท') });
    expect((await c.pay('600')).statusCode).toBe(200);
    const over = await c.pay('500');
    expect(over.json()).toMatchObject({ code: 'OVER_REMAINING', message: expect.stringContaining('400 บาท') });
    // Exactly what is left is taken, even below the shop's minimum instalment.
    const c2 = await contract(100_050);
    expect((await c2.pay('1000')).statusCode).toBe(200);
    expect((await c2.pay('0.5')).statusCode).toBe(200);
    expect((await c2.pay('100')).json()).toMatchObject({ code: 'FULLY_PAID' });
    expect(paymentCount(c.id)).toBe(1);
  });

  it('makes closing wait for waiting instalments, naming them', async () => {
    const c = await contract();
    const sent = (await c.pay('400')).json().id as number;
    const res = await c.close();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSTALMENTS_PENDING', message: expect.stringContaining(`#${sent} 400 บาท`) });
    expect(app.db.select().from(requests).where(eq(requests.id, c.id)).get()!.status).toBe('approved');
    expect((await decide(sent, 'approve')).statusCode).toBe(200);
    expect((await c.close()).statusCode).toBe(200);
  });

  it('approves an instalment only into a contract that runs and has room for it', async () => {
    const c = await contract();
    const a = (await c.pay('700')).json().id as number;
    const paid = await c.pay('300');
    expect(paid.statusCode, paid.body).toBe(200);
    const b = paid.json().id as number;
    // An instalment written past the limit (an older version let it through): approving it is refused.
    const extra = app.db
      .insert(payments)
      .values({ downId: c.id, userId: c.m.user.id, amountSatang: 30_000, proof: await storedImage(app, 'slip') })
      .returning()
      .get().id;
    expect((await decide(a, 'approve')).statusCode).toBe(200);
    expect((await decide(b, 'approve')).statusCode).toBe(200);
    const over = await decide(extra, 'approve');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'OVERPAYMENT', message: expect.stringContaining('300 บาท') });
    expect((await decide(extra, 'reject')).statusCode).toBe(200);
    expect(await c.remaining()).toBe(0);

    // A closed contract takes no approval, whatever waits.
    const d = await contract();
    const late = (await d.pay('100')).json().id as number;
    app.db.update(requests).set({ status: 'closed' }).where(eq(requests.id, d.id)).run();
    const res = await decide(late, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DOWN_NOT_OPEN');
    expect(app.db.select().from(payments).where(eq(payments.id, late)).get()!.status).toBe('pending');
  });

  it('shows an overpayment as a negative remainder, never clamped to 0', async () => {
    const c = await contract();
    app.db
      .insert(payments)
      .values({ downId: c.id, userId: c.m.user.id, amountSatang: 130_000, status: 'approved', proof: await storedImage(app, 'slip') })
      .run();
    expect(await c.remaining()).toBe(-300);
  });

  it('refuses to complete a close while an instalment still waits', async () => {
    const c = await contract();
    expect((await c.close()).statusCode).toBe(200);
    // Written directly: the member side no longer takes one, but an older row may wait.
    const waiting = app.db
      .insert(payments)
      .values({ downId: c.id, userId: c.m.user.id, amountSatang: 10_000, proof: await storedImage(app, 'slip') })
      .returning()
      .get().id;
    const closeId = app.db.select().from(schema.downCloseRequests).where(eq(schema.downCloseRequests.downId, c.id)).get()!.id;
    const res = await app.inject({ method: 'POST', url: `/api/admin/down/closes/${closeId}/complete`, cookies, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`#${waiting}`);
    // While closing, the waiting instalment may still be approved: it was sent while the contract ran.
    expect((await decide(waiting, 'approve')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/admin/down/closes/${closeId}/complete`, cookies, payload: {} })).statusCode).toBe(
      200,
    );
  });
});
