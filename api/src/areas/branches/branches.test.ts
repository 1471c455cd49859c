import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchBody, branchId, WEEKDAYS_9_TO_5 } from '../../test/branch-support';
import { createMember, createStaff, createVerifiedMember } from '../../test/factories';
import { atMoment, pawnContract } from '../../test/pawn-support';

// Thursday 26 November 2026, 10:00 in Bangkok.
atMoment(new Date('2026-11-26T03:00:00Z'));

describe('branches as data', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const staff = await createStaff(app, 'staff');
  const nawong = branchId(app, 'นาวง');
  const hat = branchId(app, 'หาดสำราญ');
  const khao = branchId(app, 'เขาวิเศษ');
  type Opts = { cookies?: Record<string, string>; headers?: Record<string, string> };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, opts: Opts = { cookies: owner.cookies }) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), ...opts });
  const auditRows = (entity: string) =>
    app.db
      .select()
      .from(schema.auditLog)
      .all()
      .filter((r) => r.entity === entity);
  const alerts = () =>
    app.db
      .select()
      .from(schema.ownerAlerts)
      .all()
      .filter((a) => a.kind === 'branch_receiver');
  /** Every row any write would touch: equal before and after means nothing changed. */
  const changes = () => app.sqlite.prepare('select total_changes()').pluck().get();
  const publicList = async () => (await app.inject('/api/branches')).json() as { id: number; name: string; [k: string]: unknown }[];

  it('lists the open branches for anyone, open now or not in Bangkok time, with their upcoming closures', async () => {
    // หาดสำราญ shut on Thursdays; a closure at เขาวิเศษ today; นาวง as the migration left it, 09:00–17:00 daily.
    const shutThursday = WEEKDAYS_9_TO_5.map((h) => (h.day === 4 ? { day: 4, open: null, close: null } : h));
    expect(
      (await call('PUT', `/api/admin/branches/${hat}`, branchBody({ name: 'หาดสำราญ', code: 'HS', hours: shutThursday }))).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/admin/branches/${khao}/closures`, { date: '2026-11-26', reason: 'ปิดตรวจนับสินค้า' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/admin/branches/${khao}/closures`, { date: '2026-12-05', reason: 'วันพ่อ' })).statusCode).toBe(200);
    const res = await app.inject('/api/branches');
    expect(res.statusCode).toBe(200);
    const [a, b, c] = res.json();
    expect(a).toEqual({
      id: nawong,
      code: 'NW',
      name: 'นาวง',
      address: '',
      phone: '',
      mapUrl: '',
      hours: Array.from({ length: 7 }, (_, day) => ({ day, open: '09:00', close: '17:00' })),
      closures: [],
      openNow: true,
      closesAt: '2026-11-26T10:00:00.000Z',
      nextOpenAt: '2026-11-27T02:00:00.000Z',
      takesPickups: true,
    });
    expect(b).toMatchObject({ name: 'หาดสำราญ', openNow: false, closesAt: null, nextOpenAt: '2026-11-27T02:00:00.000Z' });
    expect(c).toMatchObject({
      name: 'เขาวิเศษ',
      openNow: false,
      nextOpenAt: '2026-11-27T02:00:00.000Z',
      closures: [
        { date: '2026-11-26', reason: 'ปิดตรวจนับสินค้า' },
        { date: '2026-12-05', reason: 'วันพ่อ' },
      ],
    });
    // Cached like the catalogue: revalidated with an ETag.
    const tag = res.headers.etag as string;
    expect((await app.inject({ url: '/api/branches', headers: { 'if-none-match': tag } })).statusCode).toBe(304);
  });

  it('lets a member choose an open home branch, or none', async () => {
    const m = await createMember(app);
    const home = (payload?: object) =>
      payload
        ? call('PUT', '/api/branches/home', payload, { headers: m.auth })
        : call('GET', '/api/branches/home', undefined, { headers: m.auth });
    expect((await home()).json()).toEqual({ homeBranchId: null });
    expect((await home({ homeBranchId: hat })).json()).toEqual({ homeBranchId: hat });
    expect((await home()).json()).toEqual({ homeBranchId: hat });
    for (const bad of [{ homeBranchId: 999 }, { homeBranchId: 'หาดสำราญ' }, {}]) expect((await home(bad)).statusCode).toBe(400);
    expect((await home({ homeBranchId: null })).json()).toEqual({ homeBranchId: null });
    expect((await app.inject({ method: 'PUT', url: '/api/branches/home', payload: { homeBranchId: hat } })).statusCode).toBe(401);
  });

  it('is the owner’s to change: staff read, and are refused every write with nothing changed', async () => {
    const list = await call('GET', '/api/admin/branches', undefined, { cookies: staff.cookies });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { name: string }) => b.name)).toEqual(['นาวง', 'หาดสำราญ', 'เขาวิเศษ']);
    const before = changes();
    for (const [method, url, payload] of [
      ['POST', '/api/admin/branches', branchBody()],
      ['PUT', `/api/admin/branches/${nawong}`, branchBody({ name: 'นาวง', code: 'NW' })],
      ['POST', `/api/admin/branches/${nawong}/close`, {}],
      ['DELETE', `/api/admin/branches/${nawong}`, undefined],
      ['POST', `/api/admin/branches/${nawong}/closures`, { date: '2026-12-01', reason: 'หยุด' }],
    ] as const) {
      expect((await call(method, url, payload, { cookies: staff.cookies })).statusCode, url).toBe(403);
      expect((await call(method, url, payload, {})).statusCode, url).toBe(401);
    }
    expect(changes()).toBe(before);
  });

  it('adds a branch, checked and audited; a name without สาขา, unique names and codes, hours that make sense', async () => {
    const bad: [object, number, string][] = [
      [branchBody({ name: 'นาวง' }), 409, 'DUPLICATE_BRANCH'],
      [branchBody({ name: 'สาขานาวง' }), 409, 'DUPLICATE_BRANCH'],
      [branchBody({ code: 'nw' }), 409, 'DUPLICATE_BRANCH'],
      [branchBody({ name: 'สาขา' }), 400, 'NAME_REQUIRED'],
      [branchBody({ hours: WEEKDAYS_9_TO_5.slice(1) }), 400, 'VALIDATION'],
      [branchBody({ hours: WEEKDAYS_9_TO_5.map((h) => (h.day === 2 ? { day: 2, open: '17:00', close: '09:00' } : h)) }), 400, 'BAD_HOURS'],
      [branchBody({ hours: WEEKDAYS_9_TO_5.map((h) => (h.day === 2 ? { day: 2, open: '25:00', close: '26:00' } : h)) }), 400, 'VALIDATION'],
      [branchBody({ code: 'ส-1' }), 400, 'VALIDATION'],
      [branchBody({ slotCapacity: 0 }), 400, 'VALIDATION'],
      [branchBody({ promptpay: { type: 'mobile', id: '0212223333', name: 'ร้าน' } }), 400, 'BAD_PROMPTPAY_ID'],
      [branchBody({ bankAccount: { bank: 'กรุงไทย', accName: 'ร้าน', accNo: 'abc' } }), 400, 'VALIDATION'],
      [branchBody({ mapUrl: 'javascript:alert(1)' }), 400, 'VALIDATION'],
      [{ ...branchBody(), extra: 1 }, 400, 'VALIDATION'],
    ];
    const before = changes();
    for (const [payload, status, code] of bad) {
      const res = await call('POST', '/api/admin/branches', payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload).slice(0, 120)).toEqual([status, code]);
    }
    expect(changes()).toBe(before);

    const res = await call('POST', '/api/admin/branches', branchBody({ name: ' สาขา ตรัง ', code: 'tr' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'ตรัง',
      code: 'TR',
      promptpay: null,
      bankAccount: null,
      closedAt: null,
      holds: { savingAccounts: 0, downContracts: 0, pawnContracts: 0 },
      deletable: true,
    });
    expect(auditRows('branch').at(-1)).toMatchObject({ action: 'create', staffId: owner.staff.id, after: { name: 'ตรัง' } });
    // A branch that takes the shop's accounts moves no money: no alert.
    expect(alerts()).toHaveLength(0);
    expect((await publicList()).map((b) => b.name)).toContain('ตรัง');
  });

  it('a change of where a branch’s members pay is an owner alert with the last digits only', async () => {
    const body = branchBody({ name: 'เขาวิเศษ', code: 'KW' });
    const own = {
      ...body,
      promptpay: { type: 'mobile' as const, id: '089-333-4444', name: ' ห้างทอง  เขาวิเศษ ' },
      bankAccount: { bank: 'ธนาคารกรุงไทย', accName: 'ห้างทอง เขาวิเศษ', accNo: '678-0-12345-6' },
    };
    const res = await call('PUT', `/api/admin/branches/${khao}`, own);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      promptpay: { type: 'mobile', id: '0893334444', name: 'ห้างทอง เขาวิเศษ', masked: 'xxx-xxx-4444' },
      bankAccount: { bank: 'ธนาคารกรุงไทย', accNo: '678-0-12345-6', logo: null },
    });
    expect(alerts()).toHaveLength(1);
    expect(JSON.stringify(alerts())).not.toContain('0893334444');
    expect(JSON.stringify(alerts())).not.toContain('12345');
    const text = (await call('GET', '/api/admin/dashboard')).json().ownerAlerts[0].text as string;
    expect(text).toContain('สาขาเขาวิเศษ');
    expect(text).toContain('xxx4444');
    expect(text).toContain('ใช้พร้อมเพย์ของร้าน');
    // The same accounts again, or only the hours: nothing to tell.
    await call('PUT', `/api/admin/branches/${khao}`, { ...own, hours: WEEKDAYS_9_TO_5 });
    expect(alerts()).toHaveLength(1);
    // Back to the shop's: told again.
    await call('PUT', `/api/admin/branches/${khao}`, body);
    expect(alerts()).toHaveLength(2);
    expect(auditRows('branch').filter((r) => r.action === 'update').length).toBeGreaterThanOrEqual(3);
  });

  it('closes a branch to new accounts, keeping what it holds; never the last open one; reopens it', async () => {
    const trang = (await call('GET', '/api/admin/branches')).json().find((b: { name: string }) => b.name === 'ตรัง').id;
    const closed = await call('POST', `/api/admin/branches/${trang}/close`, {});
    expect(closed.json()).toMatchObject({ closedAt: expect.any(String) });
    expect((await publicList()).map((b) => b.name)).not.toContain('ตรัง');
    expect(auditRows('branch').at(-1)).toMatchObject({ action: 'close_branch' });
    const m = await createVerifiedMember(app);
    expect((await call('POST', '/api/saving/approval_request', { branch_id: trang }, { headers: m.auth })).json().code).toBe('BAD_BRANCH');
    // Closing every other branch leaves one: the last is refused.
    for (const id of [hat, khao]) expect((await call('POST', `/api/admin/branches/${id}/close`, {})).statusCode).toBe(200);
    const last = await call('POST', `/api/admin/branches/${nawong}/close`, {});
    expect([last.statusCode, last.json().code]).toEqual([409, 'LAST_OPEN_BRANCH']);
    for (const id of [hat, khao, trang]) expect((await call('POST', `/api/admin/branches/${id}/reopen`, {})).json().closedAt).toBeNull();
    expect((await publicList()).map((b) => b.name)).toEqual(['นาวง', 'หาดสำราญ', 'เขาวิเศษ', 'ตรัง']);
  });

  it('deletes only a branch nothing names; one that keeps or kept anything can only be closed', async () => {
    const m = await createVerifiedMember(app);
    const c = pawnContract(app, m.customer.id, { branchId: hat });
    const list = async () => (await call('GET', '/api/admin/branches')).json() as { id: number; holds: object; deletable: boolean }[];
    expect((await list()).find((b) => b.id === hat)).toMatchObject({ holds: { pawnContracts: 1 }, deletable: false });
    const refused = await call('DELETE', `/api/admin/branches/${hat}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BRANCH_IN_USE']);
    // Redeemed long ago: it keeps nothing running, but its history names the branch.
    app.db.update(schema.pawnContracts).set({ jnStatus: 'ไถ่ถอนแล้ว' }).where(eq(schema.pawnContracts.jnId, c.jnId)).run();
    expect((await list()).find((b) => b.id === hat)).toMatchObject({ holds: { pawnContracts: 0 }, deletable: false });
    expect((await call('DELETE', `/api/admin/branches/${hat}`)).json().message).toContain('ประวัติ');

    const created = (await call('POST', '/api/admin/branches', branchBody({ name: 'กันตัง', code: 'KT' }))).json();
    await call('POST', `/api/admin/branches/${created.id}/closures`, { date: '2026-12-01', reason: 'หยุด' });
    app.db.update(schema.users).set({ homeBranchId: created.id }).where(eq(schema.users.id, m.user.id)).run();
    const gone = await call('DELETE', `/api/admin/branches/${created.id}`);
    expect(gone.json()).toEqual({ message: 'ลบสาขาแล้ว' });
    expect((await list()).map((b) => b.id)).not.toContain(created.id);
    expect(app.db.select().from(schema.users).where(eq(schema.users.id, m.user.id)).get()!.homeBranchId).toBeNull();
    expect(auditRows('branch').at(-1)).toMatchObject({ action: 'delete', before: { name: 'กันตัง' } });
    expect((await call('DELETE', `/api/admin/branches/${created.id}`)).statusCode).toBe(404);
  });

  it('adds a closure of today or later once, and takes back one that has not passed', async () => {
    const add = (payload: object) => call('POST', `/api/admin/branches/${nawong}/closures`, payload);
    for (const [payload, code] of [
      [{ date: '2026-11-25', reason: 'เมื่อวาน' }, 'PAST_DATE'],
      [{ date: '2026-02-30', reason: 'ไม่มีวันนี้' }, 'BAD_DATE'],
      [{ date: '2026-12-10', reason: '   ' }, 'REASON_REQUIRED'],
      [{ date: '2026-12-10' }, 'VALIDATION'],
    ] as const) {
      const res = await add(payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, code]);
    }
    const added = await add({ date: '2026-12-10', reason: 'วันรัฐธรรมนูญ' });
    expect(added.json().closures).toEqual([{ id: expect.any(Number), date: '2026-12-10', reason: 'วันรัฐธรรมนูญ' }]);
    expect((await add({ date: '2026-12-10', reason: 'ซ้ำ' })).json().code).toBe('DUPLICATE_CLOSURE');
    const id = added.json().closures[0].id;
    expect((await call('DELETE', `/api/admin/branches/${hat}/closures/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/branches/${nawong}/closures/${id}`)).json().closures).toEqual([]);
    expect(auditRows('branch_closure').map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'delete']));
    // One that has passed stays: it is history.
    const old = app.db.insert(schema.branchClosures).values({ branchId: nawong, date: '2026-11-01', reason: 'ผ่านไปแล้ว' }).returning().get();
    expect((await call('DELETE', `/api/admin/branches/${nawong}/closures/${old.id}`)).json().code).toBe('PAST_DATE');
  });
});
