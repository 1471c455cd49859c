import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { expectStaffOnly, lastAudit, snapshot } from '../../test/content-support';

describe('savings policies', async () => {
  const app = await testApp();
  const { cookies, staff } = await createStaff(app);
  const member = await createMember(app, { verificationStatus: 2 });
  const rows = await app.db
    .insert(schema.policies)
    .values([
      { type: 1, rules: 'ข้อ 1 เห็นได้', isVisible: 1 },
      { type: 1, rules: 'ข้อ 2 ซ่อน', isVisible: 0 },
      { type: 2, rules: 'ประเภท 2 ข้อ 1', isVisible: 1 },
    ])
    .returning();
  const [shown1, hidden1, shown2] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];

  it('visitors and members get only the visible rules of each type', async () => {
    for (const headers of [{}, member.auth]) {
      const one = await app.inject({ url: '/api/content/policies1', headers });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual([{ id: shown1.id, rules: 'ข้อ 1 เห็นได้', isVisible: 1 }]);
      expect((await app.inject({ url: '/api/content/policies2?images=url', headers })).json()).toEqual([
        { id: shown2.id, rules: 'ประเภท 2 ข้อ 1', isVisible: 1 },
      ]);
    }
  });

  it('staff get every rule, hidden ones included, from the same GET', async () => {
    const res = await app.inject({ url: '/api/content/policies1', cookies });
    expect(res.json()).toEqual([
      { id: shown1.id, rules: 'ข้อ 1 เห็นได้', isVisible: 1 },
      { id: hidden1.id, rules: 'ข้อ 2 ซ่อน', isVisible: 0 },
    ]);
    expect(res.headers['cache-control']).toContain('private');
  });

  it('a forged staff cookie on the GET is treated as a visitor, not an error', async () => {
    const res = await app.inject({ url: '/api/content/policies1', cookies: { adminSession: 'garbage' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
  });

  it('POST policies{n} creates a visible rule (the id sent is ignored), answers it and audits', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/content/policies2',
      payload: { id: 1, rules: '<script>alert(1)</script>' },
      cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), rules: '<script>alert(1)</script>', isVisible: 1 });
    expect(created.id).not.toBe(1);
    expect((await app.inject('/api/content/policies2')).json()).toContainEqual(created);
    expect((await app.inject('/api/content/policies1')).json()).not.toContainEqual(created);
    expect(lastAudit(app)).toMatchObject({
      staffId: staff.id,
      action: 'create',
      entity: 'policy',
      entityId: String(created.id),
      before: null,
      after: { type: 2, rules: '<script>alert(1)</script>' },
    });
  });

  it('PUT policies{n}/:id changes the rules; update-policy{n}-visible/:id switches visibility', async () => {
    let res = await app.inject({ method: 'PUT', url: `/api/content/policies1/${hidden1.id}`, payload: { rules: 'แก้แล้ว' }, cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: hidden1.id, rules: 'แก้แล้ว', isVisible: 0 });
    expect(lastAudit(app)).toMatchObject({ action: 'update', before: { rules: 'ข้อ 2 ซ่อน' }, after: { rules: 'แก้แล้ว' } });

    res = await app.inject({ method: 'PUT', url: `/api/content/update-policy1-visible/${hidden1.id}`, payload: { isVisible: 1 }, cookies });
    expect(res.json()).toEqual({ id: hidden1.id, rules: 'แก้แล้ว', isVisible: 1 });
    expect(lastAudit(app)).toMatchObject({ action: 'set_visible', before: { isVisible: 0 }, after: { isVisible: 1 } });
    expect((await app.inject('/api/content/policies1')).json()).toHaveLength(2);
  });

  it('DELETE policies{n}/:id removes the rule and audits what it was', async () => {
    const { id } = (await app.inject({ method: 'POST', url: '/api/content/policies1', payload: { rules: 'ลบทิ้ง' }, cookies })).json();
    const res = await app.inject({ method: 'DELETE', url: `/api/content/policies1/${id}`, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ url: '/api/content/policies1', cookies })).json().map((p: { id: number }) => p.id)).not.toContain(id);
    expect(lastAudit(app)).toMatchObject({ action: 'delete', entityId: String(id), before: { rules: 'ลบทิ้ง' }, after: null });
    expect((await app.inject({ method: 'DELETE', url: `/api/content/policies1/${id}`, cookies })).statusCode).toBe(404);
  });

  it('a type 1 rule cannot be touched through the type 2 paths (404, nothing changes)', async () => {
    const calls = [
      { method: 'PUT' as const, url: `/api/content/policies2/${shown1.id}`, payload: { rules: 'x' } },
      { method: 'DELETE' as const, url: `/api/content/policies2/${shown1.id}` },
      { method: 'PUT' as const, url: `/api/content/update-policy2-visible/${shown1.id}`, payload: { isVisible: 0 } },
      { method: 'PUT' as const, url: `/api/content/update-policy1-visible/${shown2.id}`, payload: { isVisible: 0 } },
    ];
    for (const c of calls) {
      const before = snapshot(app);
      const res = await app.inject({ ...c, cookies });
      expect(res.statusCode, c.url).toBe(404);
      expect(snapshot(app)).toBe(before);
    }
  });

  it('refuses bad bodies and ids, changing nothing', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/content/policies1', payload: { id: 3 } },
      { method: 'POST' as const, url: '/api/content/policies1', payload: { rules: { text: 'x' } } },
      { method: 'POST' as const, url: '/api/content/policies1', payload: { rules: 'x'.repeat(5001) } },
      { method: 'POST' as const, url: '/api/content/policies1', payload: { rules: 'bell \u0007 char' } },
      { method: 'PUT' as const, url: `/api/content/policies1/${shown1.id}`, payload: {} },
      { method: 'PUT' as const, url: '/api/content/policies1/0', payload: { rules: 'x' } },
      { method: 'PUT' as const, url: '/api/content/policies1/abc', payload: { rules: 'x' } },
      { method: 'PUT' as const, url: `/api/content/update-policy1-visible/${shown1.id}`, payload: { isVisible: 5 } },
    ];
    for (const c of calls) {
      const before = snapshot(app);
      const res = await app.inject({ ...c, cookies });
      expect(res.statusCode, `${c.url} ${JSON.stringify(c.payload)}`).toBe(400);
      expect(snapshot(app)).toBe(before);
    }
    const before = snapshot(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/content/policies1',
      payload: 'rules=x',
      headers: { 'content-type': 'text/plain' },
      cookies,
    });
    expect(res.statusCode).toBe(400);
    expect(snapshot(app)).toBe(before);
  });

  it('refuses every write to anyone but staff', async () => {
    for (const type of [1, 2]) {
      const id = type === 1 ? shown1.id : shown2.id;
      await expectStaffOnly(app, { method: 'POST', url: `/api/content/policies${type}`, payload: { rules: 'x' } });
      await expectStaffOnly(app, { method: 'PUT', url: `/api/content/policies${type}/${id}`, payload: { rules: 'x' } });
      await expectStaffOnly(app, { method: 'DELETE', url: `/api/content/policies${type}/${id}` });
      await expectStaffOnly(app, { method: 'PUT', url: `/api/content/update-policy${type}-visible/${id}`, payload: { isVisible: 0 } });
    }
  });
});
