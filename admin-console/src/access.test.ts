import { describe, expect, it } from 'vitest';
import { accessFor, canSee, deniedReason, OWNER_ONLY_TITLE, redirectFor, visibleRoutes, type GuardedRoute } from './access';
import { decodeAdminToken, isTokenValid } from './auth/token';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const NOW = Date.UTC(2025, 10, 21, 12, 0, 0);
const live = token({ kind: 'admin-expiry', role: 'staff', exp: NOW / 1000 + 60 });
const expired = token({ kind: 'admin-expiry', role: 'owner', exp: NOW / 1000 - 1 });
const member = token({ sub: '1', kind: 'member', exp: NOW / 1000 + 60 });
/** The session's own claims: never in the console's storage since the session became cookie-only. */
const session = token({ sub: '1', kind: 'admin', role: 'owner', username: 'ann', exp: NOW / 1000 + 60 });

describe('admin token', () => {
  it('reads the claims of a live token', () => {
    expect(decodeAdminToken(live)).toMatchObject({ role: 'staff', exp: NOW / 1000 + 60 });
    expect(isTokenValid(live, NOW)).toBe(true);
  });
  it('treats expired, member, missing and malformed tokens as signed out', () => {
    expect(isTokenValid(expired, NOW)).toBe(false);
    expect(isTokenValid(member, NOW)).toBe(false);
    expect(isTokenValid(session, NOW)).toBe(false);
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid('not-a-jwt', NOW)).toBe(false);
    expect(isTokenValid('a.%%%.b', NOW)).toBe(false);
  });
  it('decodes UTF-8 payloads', () => {
    expect(decodeAdminToken(token({ kind: 'admin-expiry', role: 'owner', note: 'สมชาย', exp: NOW / 1000 + 5 }))?.role).toBe('owner');
  });
});

describe('route guards (docs/product.md "Console: sign in and menu")', () => {
  it('sends a signed-in user from the sign-in page to /home-manager', () => {
    expect(redirectFor('/signin', live, NOW)).toBe('/home-manager');
    expect(redirectFor('/signin', expired, NOW)).toBeNull();
    expect(redirectFor('/signin', null, NOW)).toBeNull();
  });
  it('sends every other admin route to /signin without a valid token', () => {
    for (const path of [
      '/shop-manager',
      '/home-manager',
      '/about-manager',
      '/privacy-manager1',
      '/privacy-manager2',
      '/banking-account',
      '/',
    ]) {
      expect(redirectFor(path, null, NOW)).toBe('/signin');
      expect(redirectFor(path, expired, NOW)).toBe('/signin');
      expect(redirectFor(path, member, NOW)).toBe('/signin');
      expect(redirectFor(path, live, NOW)).toBeNull();
    }
  });
  it('expires a token the moment exp passes', () => {
    expect(redirectFor('/shop-manager', live, NOW + 59_000)).toBeNull();
    expect(redirectFor('/shop-manager', live, NOW + 60_000)).toBe('/signin');
  });
});

describe('what a role may see', () => {
  const routes: GuardedRoute[] = [
    { path: '/shop-manager', access: 'canManageShop' },
    { path: '/home-manager' },
    { path: '/staff', access: 'canManageStaff' },
    { path: '/records', children: [{ path: '/audit', access: 'canSeeAudit' }] },
    { path: '/queues', children: [{ path: '/queues/verify' }, { path: '/queues/staff', access: 'canManageStaff' }] },
  ];
  it('gives the owner every screen', () => {
    expect(visibleRoutes(routes, accessFor('owner')).map((r) => r.path)).toEqual([
      '/shop-manager',
      '/home-manager',
      '/staff',
      '/records',
      '/queues',
    ]);
  });
  it('hides owner-only screens from staff, and drops a group left empty', () => {
    const seen = visibleRoutes(routes, accessFor('staff'));
    expect(seen.map((r) => r.path)).toEqual(['/shop-manager', '/home-manager', '/queues']);
    expect(seen[2]!.children!.map((r) => r.path)).toEqual(['/queues/verify']);
  });
  it('lets staff do every task of the console in docs/product.md, and nothing without a role', () => {
    expect(accessFor('staff')).toEqual({
      canManageShop: true,
      canAnswerQuestions: true,
      canManageStaff: false,
      canSeeAudit: false,
      canEditShopProfile: false,
      canManageBranches: false,
      canMakeOwnerDecisions: false,
      canHandOverPickups: true,
      canHandleReservations: true,
      canFilterPickupBranches: false,
    });
    expect(accessFor(undefined)).toEqual({
      canManageShop: false,
      canAnswerQuestions: false,
      canManageStaff: false,
      canSeeAudit: false,
      canEditShopProfile: false,
      canManageBranches: false,
      canMakeOwnerDecisions: false,
      canHandOverPickups: false,
      canHandleReservations: false,
      canFilterPickupBranches: false,
    });
    expect(canSee({ path: '/x', access: 'canManageShop' }, accessFor(null))).toBe(false);
  });
  it('leaves the owner’s decisions (receiving account, premium, minimums, the price-by-hand limit) to the owner', () => {
    expect(accessFor('owner').canMakeOwnerDecisions).toBe(true);
    expect(accessFor('staff').canMakeOwnerDecisions).toBe(false);
  });
  it('lets only the owner change the branches (the server refuses staff every change with 403)', () => {
    expect(accessFor('owner').canManageBranches).toBe(true);
    expect(accessFor('staff').canManageBranches).toBe(false);
    expect(accessFor(null).canManageBranches).toBe(false);
    expect(canSee({ path: '/branches', access: 'canManageBranches' }, accessFor('staff'))).toBe(false);
  });
  it('lets staff and the owner open the pickup day; only the owner filters it by branch (staff see only theirs)', () => {
    expect(canSee({ path: '/pickups', access: 'canHandOverPickups' }, accessFor('staff'))).toBe(true);
    expect(canSee({ path: '/pickups', access: 'canHandOverPickups' }, accessFor('owner'))).toBe(true);
    expect(canSee({ path: '/pickups', access: 'canHandOverPickups' }, accessFor(null))).toBe(false);
    expect(accessFor('owner').canFilterPickupBranches).toBe(true);
    expect(accessFor('staff').canFilterPickupBranches).toBe(false);
  });
  it('lets staff and the owner open the reservations of their branches, and nobody signed out', () => {
    expect(canSee({ path: '/reservations', access: 'canHandleReservations' }, accessFor('staff'))).toBe(true);
    expect(canSee({ path: '/reservations', access: 'canHandleReservations' }, accessFor('owner'))).toBe(true);
    expect(canSee({ path: '/reservations', access: 'canHandleReservations' }, accessFor(null))).toBe(false);
  });
  it('lets only the owner edit the shop’s own details (the server refuses staff with 403)', () => {
    expect(accessFor('owner').canEditShopProfile).toBe(true);
    expect(accessFor('staff').canEditShopProfile).toBe(false);
    expect(canSee({ path: '/shop-profile', access: 'canEditShopProfile' }, accessFor('staff'))).toBe(false);
  });
});

describe('an owner-only page opened by its address', () => {
  const owner = accessFor('owner');
  const staff = accessFor('staff');
  it('gives staff the same Thai reason on every owner-only page, naming the page', () => {
    for (const route of [
      { path: '/staff-accounts', name: 'บัญชีพนักงาน', access: 'canManageStaff' },
      { path: '/audit-log', name: 'บันทึกการทำงาน', access: 'canSeeAudit' },
      { path: '/shop-profile', name: 'ข้อมูลร้าน', access: 'canEditShopProfile' },
      { path: '/branches', name: 'สาขา', access: 'canManageBranches' },
      { path: '/aml-flags', name: 'ธุรกรรมที่ต้องตรวจสอบ', access: 'canMakeOwnerDecisions' },
      { path: '/line-budget', name: 'ข้อความ LINE', access: 'canMakeOwnerDecisions' },
    ] satisfies GuardedRoute[]) {
      expect(deniedReason(route, staff)).toEqual({ title: 'เฉพาะเจ้าของร้าน', detail: `${route.name}เปิดได้เฉพาะบัญชีเจ้าของร้าน` });
      expect(deniedReason(route, owner)).toBeNull();
    }
    expect(OWNER_ONLY_TITLE).toBe('เฉพาะเจ้าของร้าน');
  });
  it('lets staff open pages every signed-in role may', () => {
    expect(deniedReason({ path: '/home-manager', name: 'หน้าแรก', access: 'canManageShop' }, staff)).toBeNull();
    expect(deniedReason({ path: '/dashboard', name: 'แดชบอร์ด' }, staff)).toBeNull();
  });
});
