import { describe, expect, it } from 'vitest';
import { anyId } from 'promptparse/validate';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { refusedMemberCallers } from '../../test/money-support';

describe('PromptPay: the owner’s receiver and the member’s QR for the exact amount', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  const member = await createVerifiedMember(app);
  const qr = (amount: string, purpose?: string, auth = member.auth) =>
    app.inject({
      url: `/api/payments/promptpay?amount=${encodeURIComponent(amount)}${purpose ? `&purpose=${purpose}` : ''}`,
      headers: auth,
    });
  const setReceiver = (body: unknown, cookies: Record<string, string> = owner.cookies) =>
    app.inject({ method: 'PUT', url: '/api/admin/payments/receiver', cookies, payload: body as object });
  const auditRows = () =>
    app.db
      .select()
      .from(schema.auditLog)
      .all()
      .filter((r) => r.entity === 'promptpay_receiver');

  it('offers no QR while no receiver is set', async () => {
    expect((await app.inject({ url: '/api/payments/receiver', headers: member.auth })).json()).toEqual({
      receiver: null,
      branch: null,
      bankAccount: null,
    });
    const res = await qr('1500.00');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('พร้อมเพย์');
  });

  it('lets only the owner set the receiver, checked, and audits each change', async () => {
    for (const cookies of [staff.cookies, {}]) {
      const res = await setReceiver({ type: 'mobile', id: '0812223333', name: 'ห้างทองนาวง' }, cookies);
      expect([401, 403]).toContain(res.statusCode);
    }
    const bad: [unknown, string][] = [
      [{ type: 'mobile', id: '0212223333', name: 'ร้าน' }, 'BAD_PROMPTPAY_ID'],
      [{ type: 'mobile', id: '081222333', name: 'ร้าน' }, 'BAD_PROMPTPAY_ID'],
      [{ type: 'national_id', id: '1101700230709', name: 'ร้าน' }, 'BAD_PROMPTPAY_ID'],
      [{ type: 'ewallet', id: '12345', name: 'ร้าน' }, 'BAD_PROMPTPAY_ID'],
      [{ type: 'mobile', id: '0812223333', name: '   ' }, 'NAME_REQUIRED'],
      [{ type: 'bank', id: '0812223333', name: 'ร้าน' }, 'VALIDATION'],
      [{ type: 'mobile', id: '0812223333' }, 'VALIDATION'],
    ];
    for (const [body, code] of bad) {
      const res = await setReceiver(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(auditRows()).toHaveLength(0);
    const ok = await setReceiver({ type: 'mobile', id: '081-222-3333', name: ' ห้างทอง  นาวง ' });
    expect(ok.json()).toEqual({ receiver: { type: 'mobile', id: '0812223333', name: 'ห้างทอง นาวง', masked: 'xxx-xxx-3333' } });
    expect(auditRows()).toMatchObject([{ action: 'update', staffId: owner.staff.id }]);
    // Staff read it (to answer a member), and cannot change it.
    expect((await app.inject({ url: '/api/admin/payments/receiver', cookies: staff.cookies })).json().receiver).toMatchObject({
      id: '0812223333',
    });
    // Where members' money goes: the change is an owner alert, with the last digits only.
    const alerts = app.db.select().from(schema.ownerAlerts).all();
    expect(alerts).toMatchObject([{ kind: 'promptpay_receiver', staffId: owner.staff.id }]);
    expect(JSON.stringify(alerts)).not.toContain('0812223333');
    const dashboard = (await app.inject({ url: '/api/admin/dashboard', cookies: owner.cookies })).json();
    expect(dashboard.ownerAlerts[0].text).toContain('xxx3333');
  });

  it('answers a valid Thai QR for exactly the amount, with the receiver masked', async () => {
    const res = await qr('1500.25');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: 1500.25, receiverName: 'ห้างทอง นาวง', receiverMasked: 'xxx-xxx-3333' });
    expect(body.payload).toContain('54071500.25');
    expect(body.payload).toContain('0113' + '0066812223333');
    expect(anyId(body.payload)).toBeTruthy();
    expect((await app.inject({ url: '/api/payments/receiver', headers: member.auth })).json()).toEqual({
      receiver: { receiverName: 'ห้างทอง นาวง', receiverMasked: 'xxx-xxx-3333' },
      branch: null,
      bankAccount: null,
    });
  });

  it('refuses an amount the payment itself would refuse, with the payment’s own message', async () => {
    const cases: [string, string | undefined, string][] = [
      ['0', undefined, 'BAD_AMOUNT'],
      ['10000000.01', undefined, 'AMOUNT_TOO_LARGE'],
      ['99.99', 'deposit', 'BELOW_MINIMUM'],
      ['50', 'instalment', 'BELOW_MINIMUM'],
    ];
    for (const [amount, purpose, code] of cases) {
      const res = await qr(amount, purpose);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await qr('99.99', 'deposit')).json().message).toBe('ยอดฝากขั้นต่ำ 100 บาท');
    for (const amount of ['1.234', '-5', 'abc', '1e3', '0x10', ' 100', '100 ', '1,000']) {
      expect((await qr(amount)).statusCode, amount).toBe(400);
    }
    expect((await qr('100', 'lottery')).statusCode).toBe(400);
    expect((await qr('100', 'deposit')).statusCode).toBe(200);
  });

  it('is for verified members only', async () => {
    for (const c of await refusedMemberCallers(app)) {
      const res = await app.inject({ url: '/api/payments/promptpay?amount=100', ...c.opts });
      expect(res.statusCode, c.who).toBe(c.status);
    }
  });

  it('goes away when the owner clears the receiver', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/admin/payments/receiver', cookies: owner.cookies });
    expect(res.statusCode).toBe(200);
    expect((await qr('100')).statusCode).toBe(404);
    expect(auditRows().map((r) => r.action)).toEqual(['update', 'delete']);
  });
});
