import type { AdminClaims } from '@goldshop/api/contract';
import { isTokenValid } from './auth/token';

export type Role = AdminClaims['role'];

/**
 * What a signed-in role may do in the console (as ant-design-pro's access.ts). The server enforces every
 * role itself; this only decides what the console shows. Keys are what routes name in `access`.
 */
export interface Access {
  /** Products, home and about content, savings terms and switches, the bank account (admin list, docs/product.md "Console: sign in and menu"). */
  canManageShop: boolean;
  /** Staff and owner: customers' questions about pieces (คำถามลูกค้า), as the server's staff calls. */
  canAnswerQuestions: boolean;
  /** Owner only: staff accounts and the audit trail (back-office screens). */
  canManageStaff: boolean;
  canSeeAudit: boolean;
  /** Owner only: the shop's name and links (ข้อมูลร้าน), as the server's PUT shop-profile. */
  canEditShopProfile: boolean;
  /**
   * Owner only: the branches, their hours, closures and receiving accounts (สาขา), as the server's owner calls
   * under /api/admin/branches (docs/access.md "Branches").
   */
  canManageBranches: boolean;
  /**
   * Owner only, as the server's owner calls (docs/access.md): where members send money (the receiving bank
   * account), the ornament premium, the minimums, how far staff may enter a price by hand, the owner's LINE.
   */
  canMakeOwnerDecisions: boolean;
  /**
   * Every signed-in role: the day's pickups at their own branches, handed over or marked missed (รับของวันนี้); the
   * server lists and decides only the staff member's branches (docs/access.md "Pickups").
   */
  canHandOverPickups: boolean;
  /**
   * Every signed-in role: the reservations of pieces at their own branches, confirmed or cancelled with a reason
   * (การจองสินค้า); the server lists and decides only the staff member's branches (docs/access.md).
   */
  canHandleReservations: boolean;
  /** Owner only: the pickup day's branch filter (staff see only their branches, so have nothing to filter). */
  canFilterPickupBranches: boolean;
}
export type AccessKey = keyof Access;

export function accessFor(role: Role | null | undefined): Access {
  const signedIn = role === 'owner' || role === 'staff';
  const owner = role === 'owner';
  return {
    canManageShop: signedIn,
    canAnswerQuestions: signedIn,
    canManageStaff: owner,
    canSeeAudit: owner,
    canEditShopProfile: owner,
    canManageBranches: owner,
    canMakeOwnerDecisions: owner,
    canHandOverPickups: signedIn,
    canHandleReservations: signedIn,
    canFilterPickupBranches: owner,
  };
}

/** The part of a route config the guards read. */
export interface GuardedRoute {
  path: string;
  /** The Thai menu name, which a refusal names. */
  name?: string;
  access?: AccessKey;
  children?: GuardedRoute[];
}

/** A route with no `access` is open to every signed-in role. */
export const canSee = (route: GuardedRoute, access: Access) => !route.access || access[route.access];

export const OWNER_ONLY_TITLE = 'เฉพาะเจ้าของร้าน';

/**
 * Why the signed-in role may not open a route typed by its address, or null when it may. The menu hides these
 * routes already; the router shows this reason in place of the page, so the page never loads and asks the
 * server nothing (the server refuses with 403 anyway). Every key a signed-in staff account lacks is the
 * owner's (docs/access.md), so the reason is always the owner-only one.
 */
export function deniedReason(route: GuardedRoute, access: Access): { title: string; detail: string } | null {
  if (canSee(route, access)) return null;
  return { title: OWNER_ONLY_TITLE, detail: `${route.name ?? 'หน้านี้'}เปิดได้เฉพาะบัญชีเจ้าของร้าน` };
}

/** The routes (and menu groups) a role may see, groups emptied by the filter dropped. */
export function visibleRoutes<R extends GuardedRoute>(routes: readonly R[], access: Access): R[] {
  const out: R[] = [];
  for (const r of routes) {
    if (!canSee(r, access)) continue;
    if (r.children) {
      const children = visibleRoutes(r.children as R[], access);
      if (children.length) out.push({ ...r, children });
    } else out.push(r);
  }
  return out;
}

export const SIGNIN_PATH = '/signin';
export const HOME_PATH = '/home-manager';
/** Where a fresh sign-in lands (back-office dashboard); /signin with a valid token still goes to HOME_PATH. */
export const DASHBOARD_PATH = '/dashboard';

/**
 * Route guards (docs/product.md "Console: sign in and menu"), as a pure function of the path (inside the /admin basename) and the stored token:
 * the sign-in page sends a signed-in user to /home-manager; every other page needs a valid token.
 * Returns where to go instead, or null to stay.
 */
export function redirectFor(path: string, token: string | null | undefined, now = Date.now()): string | null {
  const valid = isTokenValid(token, now);
  if (path === SIGNIN_PATH) return valid ? HOME_PATH : null;
  return valid ? null : SIGNIN_PATH;
}
