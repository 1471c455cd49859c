import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createCustomer, createMember, createStaff, createVerifiedMember, multipart } from '../../test/factories';
import { nationalId } from '../../test/fixtures';
import { atMoment, pawnContract, pawnCounts, sendPawnRequest } from '../../test/pawn-support';
import { branchId } from '../../test/branch-support';

// Every way a contract gets in or changes holds the law (docs/decisions.md "Pawn"): the staff form, the
// point-of-sale import (which never undoes what was done in the app), the owner's rules.

const NOW = new Date('2026-11-26T03:00:00Z'); // 26 Nov 2569, 10:00 in Bangkok

describe('pawn guardrails', async () => {
  atMoment(NOW);
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const owner = await createStaff(app, 'owner');
  const as = (who: { cookies: Record<string, string> }, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, cookies: who.cookies, payload });
  const lastAudit = (entity: string) =>
    app.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, entity)).orderBy(desc(schema.auditLog.id)).get()!;

  describe('the staff contract form', async () => {
    const m = await createVerifiedMember(app);
    const body = (over: object = {}) => ({
      customerId: m.customer.id,
      jn_date: '2026-11-05',
      Net_Total: 10_000,
      Rate_In: 100,
      fee: 0,
      jn_Status: 'ปกติ',
      due_date: '2027-03-05',
      ...over,
    });

    it('refuses a due date past 3 years from the sale, or before it, with a Thai message', async () => {
      const before = pawnCounts(app);
      const past = await as(staff, 'POST', '/api/admin/pawn/contracts', { jn_id: 'G-1', ...body({ due_date: '2029-11-06' }) });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toEqual({ code: 'DUE_PAST_LIMIT', message: 'กำหนดชำระต้องไม่เกิน 3 ปีนับจากวันขายฝาก (ไม่เกิน 5 พ.ย. 2572)' });
      expect(
        (await as(staff, 'POST', '/api/admin/pawn/contracts', { jn_id: 'G-1', ...body({ due_date: '2026-11-04' }) })).json().code,
      ).toBe('DUE_BEFORE_SALE');
      expect(pawnCounts(app)).toBe(before);
      // The last day itself is allowed, and an edit is held to it too.
      expect((await as(staff, 'POST', '/api/admin/pawn/contracts', { jn_id: 'G-1', ...body({ due_date: '2029-11-05' }) })).statusCode).toBe(
        200,
      );
      expect((await as(staff, 'PUT', '/api/admin/pawn/contracts/G-1', body({ due_date: '2030-01-01' }))).json().code).toBe(
        'DUE_PAST_LIMIT',
      );
    });

    it('flags interest above 15 % a year to staff and in the audit log, and saves it: the shop decides', async () => {
      const above = await as(staff, 'POST', '/api/admin/pawn/contracts', { jn_id: 'G-2', ...body({ Rate_In: 120, fee: 10 }) });
      expect(above.statusCode).toBe(200);
      expect(above.json()).toMatchObject({ above_legal_rate: true, monthly_interest: 130 });
      expect(lastAudit('pawn_contract').after).toMatchObject({ jnId: 'G-2', aboveLegalRate: true });
      const within = await as(staff, 'POST', '/api/admin/pawn/contracts', { jn_id: 'G-3', ...body({ Rate_In: 125 }) });
      expect(within.json()).toMatchObject({ above_legal_rate: false });
      expect(lastAudit('pawn_contract').after).not.toHaveProperty('aboveLegalRate');
    });
  });

  describe('the point-of-sale import', async () => {
    // A customer with a real national ID, as the point-of-sale's file names them.
    const customer = await createCustomer(app, nationalId());
    const m = { ...(await createMember(app, { verificationStatus: 2, customerId: customer.id })), customer };
    const upload = (kind: 'contracts' | 'payments', csv: string) => {
      const b = multipart({}, { file: Buffer.from(csv) });
      return app.inject({ method: 'POST', url: `/api/admin/pawn/import/${kind}`, cookies: staff.cookies, ...b });
    };
    const head = 'jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date';
    const contract = (jnId: string) => app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, jnId)).get()!;
    const approve = (id: number) =>
      app.inject({ method: 'POST', url: `/api/admin/pawn/requests/${id}/approve`, cookies: staff.cookies, payload: {} });

    it('refuses a due date past 3 years from the sale, naming the line', async () => {
      const res = await upload(
        'contracts',
        [
          head,
          `I-1,${m.customer.card},2026-11-05,10000,100,0,ปกติ,2027-01-05`,
          `I-2,${m.customer.card},2026-11-05,10000,100,0,ปกติ,2029-11-06`,
        ].join('\n'),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ line: 3, message: 'บรรทัด 3: กำหนดชำระต้องไม่เกิน 3 ปีนับจากวันขายฝาก (ไม่เกิน 5 พ.ย. 2572)' });
      expect(app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, 'I-1')).get()).toBeUndefined();
    });

    it('never moves a due date back behind an approved ต่อดอก: reported, not applied, the rest of the line is', async () => {
      const c = pawnContract(app, m.customer.id);
      const id = (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' })).json().id;
      expect((await approve(id)).statusCode).toBe(200);
      expect(contract(c.jnId).dueDate).toBe('2027-05-14');
      // Yesterday's export still has the old due date (and a new item description).
      const csv = [`${head},item`, `${c.jnId},${m.customer.card},2026-11-05,"95,000.50",1187.51,50,ปกติ,2027-04-14,ทองคำแท่ง 5 บาท`].join(
        '\n',
      );
      const res = await upload('contracts', csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().conflicts).toEqual([
        {
          line: 2,
          jn_id: c.jnId,
          code: 'due_date_kept',
          message: 'กำหนดชำระในไฟล์ 14 เม.ย. 2570 ก่อนกำหนดที่ต่อดอกผ่านแอปแล้ว (14 พ.ค. 2570): คงกำหนดเดิมไว้',
        },
      ]);
      expect(contract(c.jnId)).toMatchObject({ dueDate: '2027-05-14', item: 'ทองคำแท่ง 5 บาท' });
      // The import's audit row keeps the conflict.
      expect(lastAudit('pawn_contract').after).toMatchObject({ conflicts: [{ code: 'due_date_kept' }] });
      // A later due date from the shop is taken.
      const later = (await upload('contracts', csv.replace('2027-04-14', '2027-08-14'))).json();
      expect(later.conflicts).toEqual([]);
      expect(contract(c.jnId).dueDate).toBe('2027-08-14');
    });

    it('never reopens a redemption paid in the app', async () => {
      const c = pawnContract(app, m.customer.id);
      const id = (
        await sendPawnRequest(app, m.auth, {
          jn_id: c.jnId,
          kind: 'redeem',
          amount: '95820.36',
          branch_id: branchId(app),
          pickup_date: '2026-11-27',
        })
      ).json().id;
      expect((await approve(id)).statusCode).toBe(200);
      const csv = [head, `${c.jnId},${m.customer.card},2026-11-05,"95,000.50",1187.51,50,ปกติ,2027-04-14`].join('\n');
      const res = (await upload('contracts', csv)).json();
      expect(res.conflicts).toMatchObject([{ code: 'status_kept', jn_id: c.jnId }]);
      expect(contract(c.jnId).jnStatus).toBe('รอรับสินค้าคืน');
      // The point-of-sale saying it is redeemed is taken.
      expect((await upload('contracts', csv.replace(',ปกติ,', ',ไถ่ถอนแล้ว,'))).json().conflicts).toEqual([]);
      expect(contract(c.jnId).jnStatus).toBe('ไถ่ถอนแล้ว');
    });

    it('never drops or changes a payment made in the app, and recognises it when the shop keys it in', async () => {
      const c = pawnContract(app, m.customer.id);
      const id = (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' })).json().id;
      await approve(id);
      const payments = () => app.db.select().from(schema.pawnPayments).where(eq(schema.pawnPayments.jnId, c.jnId)).all();
      expect(payments()).toHaveLength(1);
      // The shop keyed it into the point-of-sale the next day: the same payment, not a second one.
      const csv = ['jn_id,external_ref,pay_date,total,pay_type', `${c.jnId},POS-77,2026-11-27,"1,171.23",โอนเงิน`].join('\n');
      const res = (await upload('payments', csv)).json();
      expect(res).toMatchObject({ inserted: 0, unchanged: 1, conflicts: [{ line: 2, code: 'app_payment_matched', jn_id: c.jnId }] });
      expect(payments()).toEqual([
        expect.objectContaining({ externalRef: 'POS-77', payType: 'โอนผ่านแอป', totalSatang: 117_123, requestId: id }),
      ]);
      // Again: unchanged. With a different amount under that reference: kept as approved, reported.
      expect((await upload('payments', csv)).json()).toMatchObject({ unchanged: 1, conflicts: [] });
      const changed = (await upload('payments', csv.replace('"1,171.23"', '1000'))).json();
      expect(changed).toMatchObject({ updated: 0, conflicts: [{ code: 'app_payment_kept' }] });
      expect(payments()[0]).toMatchObject({ totalSatang: 117_123 });
      // Nothing reaches around it: the database refuses to change or delete it.
      expect(() => app.sqlite.prepare('delete from pawn_payments where request_id = ?').run(id)).toThrow(/kept/);
      expect(() => app.sqlite.prepare('update pawn_payments set total_satang = 1 where request_id = ?').run(id)).toThrow(/never changes/);
      expect(() => app.sqlite.prepare('update pawn_requests set amount_satang = 1 where id = ?').run(id)).toThrow(/immutable/);
      expect(() => app.sqlite.prepare("update pawn_requests set receipt = '{}' where id = ?").run(id)).toThrow(/issued once/);
    });

    it('takes an app payment for one line of the file only: a second payment of the same amount is the shop’s own', async () => {
      const c = pawnContract(app, m.customer.id);
      const id = (await sendPawnRequest(app, m.auth, { jn_id: c.jnId, kind: 'interest', months: 1, amount: '1171.23' })).json().id;
      await approve(id);
      const csv = [
        'jn_id,external_ref,pay_date,total,pay_type',
        `${c.jnId},POS-1,2026-11-27,"1,171.23",โอนเงิน`,
        `${c.jnId},POS-2,2026-11-28,"1,171.23",เงินสด`,
      ].join('\n');
      const res = (await upload('payments', csv)).json();
      expect(res).toMatchObject({ inserted: 1, unchanged: 1, conflicts: [{ line: 2, code: 'app_payment_matched' }] });
      const rows = app.db.select().from(schema.pawnPayments).where(eq(schema.pawnPayments.jnId, c.jnId)).all();
      expect(rows.map((p) => [p.externalRef, p.requestId])).toEqual([
        ['POS-1', id],
        ['POS-2', null],
      ]);
    });
  });

  describe("the owner's rules", async () => {
    const m = await createVerifiedMember(app);
    const quote = async (jnId: string) => (await app.inject({ url: `/api/pawn/quote/${jnId}?kind=redeem`, headers: m.auth })).json();

    it('counts a started month whole or as a half, as the owner sets; staff may read but not change it; every change audited', async () => {
      // 1 % a month on 1,000,000 baht, sold 15 Nov: 26 Nov is 11 days in, half a month under the half rule.
      const c = pawnContract(app, m.customer.id, {
        jnDate: '2026-11-15',
        netTotalSatang: 100_000_000,
        rateInSatang: 1_000_000,
        feeSatang: 0,
        dueDate: '2027-01-15',
      });
      expect((await app.inject({ url: '/api/admin/pawn/settings', cookies: staff.cookies })).json()).toEqual({
        monthRule: 'whole',
        graceDays: 7,
      });
      expect((await quote(c.jnId)).breakdown).toMatchObject({ monthsCounted: 1, interestCharged: 10_000 });
      expect((await as(staff, 'PUT', '/api/admin/pawn/settings', { monthRule: 'half', graceDays: 7 })).statusCode).toBe(403);
      for (const bad of [
        { monthRule: 'quarter', graceDays: 7 },
        { monthRule: 'half', graceDays: -1 },
        { monthRule: 'half', graceDays: 91 },
        { monthRule: 'half' },
      ]) {
        expect((await as(owner, 'PUT', '/api/admin/pawn/settings', bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      const set = await as(owner, 'PUT', '/api/admin/pawn/settings', { monthRule: 'half', graceDays: 3 });
      expect(set.json()).toEqual({ monthRule: 'half', graceDays: 3 });
      expect(lastAudit('pawn_settings')).toMatchObject({
        action: 'update',
        before: { monthRule: 'whole', graceDays: 7 },
        after: { monthRule: 'half', graceDays: 3 },
      });
      // The rules move members' money: every change is an owner alert, on the dashboard for a day.
      const alerts = () => app.db.select().from(schema.ownerAlerts).where(eq(schema.ownerAlerts.kind, 'pawn_rules')).all();
      expect(alerts()).toMatchObject([{ staffId: owner.staff.id }]);
      const dashboard = (await app.inject({ url: '/api/admin/dashboard', cookies: owner.cookies })).json();
      expect(dashboard.ownerAlerts[0].text).toBe(
        `กติกาดอกเบี้ยขายฝากถูกเปลี่ยนเป็น เศษเดือนคิดครึ่งเดือนเมื่อไม่เกิน 15 วัน ชำระผ่านแอปหลังเลยกำหนดได้ 3 วัน โดย ${owner.staff.username} จากเดิม เศษเดือนคิดเต็มเดือน 7 วัน`,
      );
      // Saving the same rules again changes nothing and alerts no one.
      expect((await as(owner, 'PUT', '/api/admin/pawn/settings', { monthRule: 'half', graceDays: 3 })).statusCode).toBe(200);
      expect(alerts()).toHaveLength(1);
      expect((await quote(c.jnId)).breakdown).toMatchObject({ monthsCounted: 0.5, interestCharged: 5_000 });
      await as(owner, 'PUT', '/api/admin/pawn/settings', { monthRule: 'whole', graceDays: 7 });
    });
  });

  describe("Bangkok's midnight", async () => {
    it('counts the days of the ceiling from the Bangkok calendar, not UTC', async () => {
      const m = await createVerifiedMember(app);
      const c = pawnContract(app, m.customer.id);
      const at = async (iso: string) => {
        vi.setSystemTime(new Date(iso));
        return (await app.inject({ url: `/api/pawn/quote/${c.jnId}?kind=redeem`, headers: m.auth })).json();
      };
      // 23:59:59 on 26 Nov in Bangkok is 16:59:59 UTC; a second later it is 27 Nov in Bangkok, still 26 Nov in UTC.
      const before = await at('2026-11-26T16:59:59Z');
      const after = await at('2026-11-26T17:00:00Z');
      vi.setSystemTime(NOW);
      expect(before).toMatchObject({ day: '2026-11-26', ceiling: { days: 21 }, amount: 95_820.36 });
      expect(after).toMatchObject({ day: '2026-11-27', ceiling: { days: 22 } });
      // 95,000.50 × (1 + 0.15 × 22 / 365) = 95,859.408…
      expect(after.amount).toBe(95_859.4);
    });
  });
});
