import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createCustomer, createStaff, multipart } from '../../test/factories';
import { auditCount, nationalId } from '../../test/fixtures';
import { branchId } from '../../test/branch-support';

describe('admin pawn CSV import', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const customer = await createCustomer(app, nationalId(), 'ลูกค้า นำเข้า');
  const newCard = nationalId();
  const upload = (kind: 'contracts' | 'payments', csv: string | Buffer) => {
    const body = multipart({}, { file: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) });
    return app.inject({ method: 'POST', url: `/api/admin/pawn/import/${kind}`, cookies: staff.cookies, ...body });
  };
  const contracts = () => app.db.select().from(schema.pawnContracts).all();
  const payments = () => app.db.select().from(schema.pawnPayments).all();

  const contractsCsv = [
    'jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date,customer_name',
    `IM-1,${customer.card},2026-01-10,"10,000.50",250.25,20,ปกติ,2026-02-10,`,
    `IM-2,${customer.card},2026-01-11,5000,125,0,ปกติ,2026-02-11,`,
    `IM-3,${newCard},2026-01-12,0.29,0,,"ต่อดอก, รอบ 2",2026-02-12,"ลูกค้า ใหม่"`,
  ].join('\r\n');

  it('imports a good contracts file (with a BOM), creating a customer the shop did not know', async () => {
    const res = await upload('contracts', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(contractsCsv)]));
    expect(res.statusCode).toBe(200);
    // IM-1 and IM-2 charge more than 15 % a year of their price (270.25 a month on 10,000.50; 125 on 5,000):
    // imported, and flagged to staff (the shop decides).
    expect(res.json()).toEqual({
      inserted: 3,
      updated: 0,
      unchanged: 0,
      customersCreated: 1,
      conflicts: [],
      warnings: [
        { line: 2, jn_id: 'IM-1', code: 'above_legal_rate', message: 'ดอกเบี้ยและค่าธรรมเนียม 270.25 บาท ต่อเดือน เกิน 15% ต่อปีของยอดขายฝาก' },
        { line: 3, jn_id: 'IM-2', code: 'above_legal_rate', message: expect.stringContaining('125.00 บาท') },
      ],
    });
    const im1 = contracts().find((c) => c.jnId === 'IM-1')!;
    expect(im1).toMatchObject({ customerId: customer.id, netTotalSatang: 1_000_050, rateInSatang: 25_025, feeSatang: 2_000 });
    const im3 = contracts().find((c) => c.jnId === 'IM-3')!;
    expect(im3).toMatchObject({ netTotalSatang: 29, feeSatang: 0, jnStatus: 'ต่อดอก, รอบ 2' });
    expect(app.db.select().from(schema.customers).where(eq(schema.customers.card, newCard)).get()!.name).toBe('ลูกค้า ใหม่');
  });

  it('importing the same file again changes nothing', async () => {
    const before = { c: contracts(), audits: auditCount(app) };
    const res = await upload('contracts', contractsCsv);
    expect(res.json()).toEqual({ inserted: 0, updated: 0, unchanged: 3, customersCreated: 0, conflicts: [], warnings: [] });
    expect(contracts()).toEqual(before.c);
  });

  it('a changed row is updated, the rest unchanged', async () => {
    const changed = contractsCsv.replace('2026-02-11', '2026-03-11');
    expect((await upload('contracts', changed)).json()).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 2,
      customersCreated: 0,
      conflicts: [],
      warnings: [{ jn_id: 'IM-2' }],
    });
    expect(contracts().find((c) => c.jnId === 'IM-2')!.dueDate).toBe('2026-03-11');
  });

  it.each([
    ['a bad amount', `IM-9,${customer.card},2026-01-10,12.345,0,0,ปกติ,2026-02-10,`, 3],
    ['a bad date', `IM-9,${customer.card},2026-02-30,100,0,0,ปกติ,2026-02-10,`, 3],
    ['an unknown card without a name', `IM-9,${nationalId()},2026-01-10,100,0,0,ปกติ,2026-02-10,`, 3],
    ['a card with a wrong check digit', `IM-9,1234567890123,2026-01-10,100,0,0,ปกติ,2026-02-10,x`, 3],
    ['a jn_id twice in the file', `IM-8,${customer.card},2026-01-10,100,0,0,ปกติ,2026-02-10,`, 3],
    ['a missing status', `IM-9,${customer.card},2026-01-10,100,0,0,,2026-02-10,`, 3],
    ['a short row', `IM-9,${customer.card}`, 3],
  ])('refuses a file with %s: 400 with the line, nothing written', async (_what, badRow, line) => {
    const csv = [
      'jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date,customer_name',
      `IM-8,${customer.card},2026-01-10,100,0,0,ปกติ,2026-02-10,`,
      badRow,
      `IM-7,${customer.card},2026-01-10,100,0,0,ปกติ,2026-02-10,`,
    ].join('\n');
    const before = { c: contracts(), customers: app.db.select().from(schema.customers).all().length, audits: auditCount(app) };
    const res = await upload('contracts', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().line).toBe(line);
    expect(res.json().message).toContain(`บรรทัด ${line}`);
    expect(contracts()).toEqual(before.c);
    expect(app.db.select().from(schema.customers).all()).toHaveLength(before.customers);
    expect(auditCount(app)).toBe(before.audits);
  });

  it('refuses a file without the needed columns, an empty upload and a non-UTF-8 file', async () => {
    const r1 = await upload('contracts', 'jn_id,jn_date\nX,2026-01-01\n');
    expect(r1.statusCode).toBe(400);
    expect(r1.json().line).toBe(1);
    const empty = multipart({}, {});
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/pawn/import/contracts', cookies: staff.cookies, ...empty })).statusCode,
    ).toBe(400);
    expect((await upload('contracts', Buffer.from([0x6a, 0xff, 0x0a]))).statusCode).toBe(400);
  });

  const paymentsCsv = [
    'jn_id,external_ref,pay_date,total,pay_type',
    'IM-1,P-1,2026-01-20,250.25,โอน',
    'IM-1,P-2,2026-02-20,"1,250.00",เงินสด',
    'IM-2,P-1,2026-01-21,125,โอน',
  ].join('\n');

  it('imports payments once, keyed by (jn_id, external_ref)', async () => {
    expect((await upload('payments', paymentsCsv)).json()).toEqual({
      inserted: 3,
      updated: 0,
      unchanged: 0,
      customersCreated: 0,
      conflicts: [],
      warnings: [],
    });
    expect(payments().find((p) => p.externalRef === 'P-2')!.totalSatang).toBe(125_000);
    const snapshot = payments();
    expect((await upload('payments', paymentsCsv)).json()).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 3,
      customersCreated: 0,
      conflicts: [],
      warnings: [],
    });
    expect(payments()).toEqual(snapshot);
    const list = (await app.inject({ url: '/api/admin/pawn/contracts/IM-1/payments', cookies: staff.cookies })).json();
    expect(list).toHaveLength(2);
  });

  it('refuses a payments file with an unknown contract or a duplicate key, writing none of it', async () => {
    const before = payments();
    const unknown = `${paymentsCsv}\nIM-1,P-3,2026-03-20,10,โอน\nNOPE,P-1,2026-01-20,1,โอน`;
    const r1 = await upload('payments', unknown);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().line).toBe(6);
    const dup = `${paymentsCsv}\nIM-1,P-1,2026-01-20,1,โอน`;
    const r2 = await upload('payments', dup);
    expect(r2.statusCode).toBe(400);
    expect(r2.json().line).toBe(5);
    const noRef = `${paymentsCsv}\nIM-1,,2026-01-20,1,โอน`;
    expect((await upload('payments', noRef)).json().line).toBe(5);
    expect(payments()).toEqual(before);
  });

  it('takes the optional item and weight_grams columns, keeping what is saved where a cell is empty', async () => {
    const head = 'jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date,item,weight_grams';
    const first = [head, `IW-1,${customer.card},2026-01-10,8000,200,0,ปกติ,2026-02-10,"แหวน, ลายเกลียว",3.79`].join('\n');
    expect((await upload('contracts', first)).json()).toMatchObject({ inserted: 1 });
    const row = () => app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, 'IW-1')).get()!;
    expect(row()).toMatchObject({ item: 'แหวน, ลายเกลียว', weightGrams: 3.79 });
    const blank = [head, `IW-1,${customer.card},2026-01-10,8000,200,0,ปกติ,2026-02-10,,`].join('\n');
    expect((await upload('contracts', blank)).json()).toMatchObject({ unchanged: 1 });
    expect(row()).toMatchObject({ item: 'แหวน, ลายเกลียว', weightGrams: 3.79 });
    const bad = [head, `IW-1,${customer.card},2026-01-10,8000,200,0,ปกติ,2026-02-10,แหวน,3.7.9`].join('\n');
    const res = await upload('contracts', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ line: 2 });
    expect(row()).toMatchObject({ weightGrams: 3.79 });
  });

  it('takes the optional branch column by name or code, keeping the branch where it is empty, and refuses an unknown one by line', async () => {
    const head = 'jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date,branch';
    const line = (jn: string, branch: string) => `${jn},${customer.card},2026-01-10,8000,100,0,ปกติ,2026-02-10,${branch}`;
    const file = [head, line('IB-1', 'เขาวิเศษ'), line('IB-2', 'สาขาหาดสำราญ'), line('IB-3', ' kw '), line('IB-4', '')].join('\n');
    expect((await upload('contracts', file)).json()).toMatchObject({ inserted: 4 });
    const branchOf = (jn: string) => app.db.select().from(schema.pawnContracts).where(eq(schema.pawnContracts.jnId, jn)).get()!.branchId;
    expect(['IB-1', 'IB-2', 'IB-3', 'IB-4'].map(branchOf)).toEqual([
      branchId(app, 'เขาวิเศษ'),
      branchId(app, 'หาดสำราญ'),
      branchId(app, 'เขาวิเศษ'),
      // Named by no one: the first open branch, as every older contract.
      branchId(app, 'นาวง'),
    ]);
    // Moved by a later export; an empty cell or a file without the column keeps it.
    expect((await upload('contracts', [head, line('IB-1', 'NW'), line('IB-2', '')].join('\n'))).json()).toMatchObject({
      updated: 1,
      unchanged: 1,
    });
    expect(['IB-1', 'IB-2'].map(branchOf)).toEqual([branchId(app, 'นาวง'), branchId(app, 'หาดสำราญ')]);
    const without = ['jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date', line('IB-2', '').slice(0, -1)].join('\n');
    expect((await upload('contracts', without)).json()).toMatchObject({ unchanged: 1 });
    expect(branchOf('IB-2')).toBe(branchId(app, 'หาดสำราญ'));
    // A branch the shop does not have: the line is named, and nothing of the file is written.
    const before = { c: contracts(), audits: auditCount(app) };
    const res = await upload('contracts', [head, line('IB-5', 'นาวง'), line('IB-6', 'กรุงเทพ')].join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ line: 3, message: expect.stringContaining('บรรทัด 3: ไม่รู้จักสาขา กรุงเทพ') });
    expect(contracts()).toEqual(before.c);
    expect(auditCount(app)).toBe(before.audits);
    // Staff read each contract's branch.
    const listed = (await app.inject({ url: '/api/admin/pawn/contracts?q=IB-&pageSize=100', cookies: staff.cookies })).json();
    expect(listed.data.find((c: { jn_id: string }) => c.jn_id === 'IB-2').branch_id).toBe(branchId(app, 'หาดสำราญ'));
  });

  it('moving a contract to another customer is the owner’s import: staff get 403 with the line, nothing written', async () => {
    const other = await createCustomer(app, nationalId(), 'ลูกค้า อีกคน');
    const moving = contractsCsv.replace(`IM-2,${customer.card}`, `IM-2,${other.card}`);
    const before = { c: contracts(), audits: auditCount(app) };
    const res = await upload('contracts', moving);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OWNER_NEEDED', line: 3, message: expect.stringContaining('เจ้าของร้าน') });
    expect(contracts()).toEqual(before.c);
    expect(auditCount(app)).toBe(before.audits);
    const owner = await createStaff(app, 'owner');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/admin/pawn/import/contracts',
      cookies: owner.cookies,
      ...multipart({}, { file: Buffer.from(moving) }),
    });
    expect(ok.json()).toMatchObject({ updated: 1, unchanged: 2 });
    expect(contracts().find((c) => c.jnId === 'IM-2')!.customerId).toBe(other.id);
    const last = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'import')).all().at(-1)!;
    expect(last).toMatchObject({
      staffId: owner.staff.id,
      after: { movedTotal: 1, moved: [{ jn_id: 'IM-2', from: customer.id, to: other.id }] },
    });
  });

  it('records each import in the audit log', async () => {
    const rows = app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'import')).all();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // The shop's decision to keep an interest above 15 % a year is on record with the import.
    expect(rows[0]!.after).toMatchObject({
      inserted: 3,
      customersCreated: 1,
      warnings: [
        { jn_id: 'IM-1', code: 'above_legal_rate' },
        { jn_id: 'IM-2', code: 'above_legal_rate' },
      ],
    });
  });
});
