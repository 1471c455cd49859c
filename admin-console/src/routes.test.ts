import { describe, expect, it } from 'vitest';
import { accessFor, DASHBOARD_PATH, deniedReason, redirectFor, visibleRoutes } from './access';
import { QUEUES } from './lib/pending';
import { adminRoutes, pageRoutes, type AdminRoute } from './routes';

const paths = (routes: AdminRoute[]): string[] => routes.flatMap((r) => [r.path, ...(r.children ? paths(r.children) : [])]);

describe('back-office menu', () => {
  it('shows staff accounts and the audit log to the owner only', () => {
    const owner = paths(visibleRoutes(adminRoutes, accessFor('owner')));
    const staff = paths(visibleRoutes(adminRoutes, accessFor('staff')));
    expect(owner).toContain('/staff-accounts');
    expect(owner).toContain('/audit-log');
    expect(staff).not.toContain('/staff-accounts');
    expect(staff).not.toContain('/audit-log');
    expect(owner).toContain('/aml-flags');
    expect(staff).not.toContain('/aml-flags');
  });
  it("gives staff and the owner the inbox of customers' questions, and no one signed out", () => {
    expect(paths(visibleRoutes(adminRoutes, accessFor('staff')))).toContain('/questions');
    expect(paths(visibleRoutes(adminRoutes, accessFor('owner')))).toContain('/questions');
    expect(paths(visibleRoutes(adminRoutes, accessFor(null)))).not.toContain('/questions');
  });
  it('gives staff every queue, the dashboard and their own password page', () => {
    const staff = paths(visibleRoutes(adminRoutes, accessFor('staff')));
    for (const q of QUEUES) expect(staff).toContain(q.path);
    expect(staff).toEqual(
      expect.arrayContaining([
        DASHBOARD_PATH,
        '/customers',
        '/members',
        '/pawn-contracts',
        '/pawn-import',
        '/account-password',
        '/home-manager',
      ]),
    );
  });
  it('gives staff and the owner the gold account queue', () => {
    expect(paths(visibleRoutes(adminRoutes, accessFor('staff')))).toContain('/gold-account');
    expect(paths(visibleRoutes(adminRoutes, accessFor('owner')))).toContain('/gold-account');
  });
  it('gives staff and the owner the gold price screen', () => {
    expect(paths(visibleRoutes(adminRoutes, accessFor('staff')))).toContain('/gold-price');
    expect(paths(visibleRoutes(adminRoutes, accessFor('owner')))).toContain('/gold-price');
  });
  it('has a page for every dashboard tile and a badge on each queue screen', () => {
    const pages = new Map(pageRoutes().map((r) => [r.path, r]));
    for (const q of QUEUES) expect(pages.get(q.path)?.badge).toEqual([q.key]);
    expect(pages.has(DASHBOARD_PATH)).toBe(true);
  });
  it('shows ข้อมูลร้าน to the owner only, inside ตั้งค่า beside the terms and the bank account', () => {
    const owner = visibleRoutes(adminRoutes, accessFor('owner'));
    const staff = visibleRoutes(adminRoutes, accessFor('staff'));
    expect(paths(owner)).toContain('/shop-profile');
    expect(paths(staff)).not.toContain('/shop-profile');
    expect(paths(owner)).toContain('/branches');
    expect(paths(staff)).not.toContain('/branches');
    const settings = (routes: AdminRoute[]) => routes.find((r) => r.name === 'ตั้งค่า')?.children?.map((r) => r.path);
    expect(settings(owner)).toEqual([
      '/privacy-manager1',
      '/privacy-manager2',
      '/banking-account',
      '/shop-profile',
      '/branches',
      '/pawn-settings',
      '/line-budget',
    ]);
    expect(settings(staff)).toEqual(['/privacy-manager1', '/privacy-manager2', '/banking-account', '/pawn-settings']);
  });
  it('names the queues and the terms pages apart, and counts overdue pawns on their menu item', () => {
    const names = (routes: readonly AdminRoute[]): string[] => routes.flatMap((r) => [r.name, ...(r.children ? names(r.children) : [])]);
    const all = names(adminRoutes);
    // "งานออมทอง 1" beside "ออมทองประเภทที่ 1" read as the same thing: neither name is used any more.
    expect(all.filter((n) => /ออมทอง(ประเภทที่)? ?[12]$/.test(n))).toEqual([
      'คำขอออมทอง 1',
      'คำขอออมทอง 2',
      'เงื่อนไขออมทอง 1',
      'เงื่อนไขออมทอง 2',
    ]);
    expect(new Set(all).size).toBe(all.length);
    expect(pageRoutes().find((r) => r.path === '/pawn-overdue')?.badge).toEqual(['pawnOverdue']);
  });
  it("shows the pawn rules to staff and the owner (the owner changes them), and the app's pawn payments and pickups to staff with their badges", () => {
    expect(paths(visibleRoutes(adminRoutes, accessFor('owner')))).toContain('/pawn-settings');
    expect(paths(visibleRoutes(adminRoutes, accessFor('staff')))).toContain('/pawn-settings');
    expect(accessFor('staff').canMakeOwnerDecisions).toBe(false);
    const pages = new Map(pageRoutes().map((r) => [r.path, r]));
    expect(pages.get('/pawn-requests')?.badge).toEqual(['pawnRequests']);
    expect(pages.get('/pawn-pickups')?.badge).toEqual(['pawnPickups']);
  });
  it('refuses by address exactly the pages the menu hides from staff, each with the owner-only reason', () => {
    const staff = accessFor('staff');
    const refused = pageRoutes()
      .filter((r) => deniedReason(r, staff))
      .map((r) => r.path);
    expect(refused.sort()).toEqual(['/aml-flags', '/audit-log', '/branches', '/line-budget', '/shop-profile', '/staff-accounts']);
    expect(pageRoutes().filter((r) => deniedReason(r, accessFor('owner')))).toEqual([]);
  });
  it('keeps paths unique so each screen has one address', () => {
    const all = pageRoutes().map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });
  it('keeps the rule of docs/product.md "Console: sign in and menu": /signin with a valid session goes to /home-manager, not the dashboard', () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${b64({ alg: 'HS256' })}.${b64({ kind: 'admin-expiry', role: 'staff', exp: Date.now() / 1000 + 60 })}.s`;
    expect(redirectFor('/signin', token)).toBe('/home-manager');
    expect(redirectFor(DASHBOARD_PATH, token)).toBeNull();
    expect(redirectFor(DASHBOARD_PATH, null)).toBe('/signin');
  });
});
