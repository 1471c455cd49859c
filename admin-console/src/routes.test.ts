import { describe, expect, it } from 'vitest';
import { accessFor, DASHBOARD_PATH, redirectFor, visibleRoutes } from './access';
import { QUEUES } from './lib/pending';
import { adminRoutes, pageRoutes, type AdminRoute } from './routes';

const paths = (routes: AdminRoute[]): string[] => routes.flatMap((r) => [r.path, ...(r.children ? paths(r.children) : [])]);

describe('back-office menu (issue 5)', () => {
  it('shows staff accounts and the audit log to the owner only', () => {
    const owner = paths(visibleRoutes(adminRoutes, accessFor('owner')));
    const staff = paths(visibleRoutes(adminRoutes, accessFor('staff')));
    expect(owner).toContain('/staff-accounts');
    expect(owner).toContain('/audit-log');
    expect(staff).not.toContain('/staff-accounts');
    expect(staff).not.toContain('/audit-log');
  });
  it('gives staff every queue, the dashboard and their own password page', () => {
    const staff = paths(visibleRoutes(adminRoutes, accessFor('staff')));
    for (const q of QUEUES) expect(staff).toContain(q.path);
    expect(staff).toEqual(expect.arrayContaining([DASHBOARD_PATH, '/customers', '/members', '/pawn-contracts', '/pawn-import', '/account-password', '/home-manager']));
  });
  it('has a page for every dashboard tile and a badge on each queue screen', () => {
    const pages = new Map(pageRoutes().map((r) => [r.path, r]));
    for (const q of QUEUES) expect(pages.get(q.path)?.badge).toEqual([q.key]);
    expect(pages.has(DASHBOARD_PATH)).toBe(true);
  });
  it('keeps paths unique so each screen has one address', () => {
    const all = pageRoutes().map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });
  it('keeps the SPEC rule: /signin with a valid session goes to /home-manager, not the dashboard', () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${b64({ alg: 'HS256' })}.${b64({ sub: '1', kind: 'admin', role: 'staff', username: 'a', exp: Date.now() / 1000 + 60 })}.s`;
    expect(redirectFor('/signin', token)).toBe('/home-manager');
    expect(redirectFor(DASHBOARD_PATH, token)).toBeNull();
    expect(redirectFor(DASHBOARD_PATH, null)).toBe('/signin');
  });
});
