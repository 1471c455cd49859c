import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BankOutlined, FileTextOutlined, HomeOutlined, InfoCircleOutlined, ShopOutlined } from '@ant-design/icons';
import type { AccessKey } from './access';

/**
 * The console's screens, in menu order: one entry per page (path inside /admin, Thai menu label, icon,
 * the access key it needs, the lazily loaded page). To add a screen, add an entry; an entry with
 * `children` is a menu group. Pages stay independent: each is its own folder under src/pages/.
 */
export interface AdminRoute {
  path: string;
  name: string;
  icon?: ReactNode;
  access?: AccessKey;
  /** Shown by the router but not in the side menu (detail pages and the like). */
  hideInMenu?: boolean;
  page?: LazyExoticComponent<ComponentType>;
  children?: AdminRoute[];
}

// One page folder serves both savings types' terms; each route loads its own variant.
const PrivacyManager1 = lazy(() => import('./pages/privacy-manager').then((m) => ({ default: m.PrivacyManager1 })));
const PrivacyManager2 = lazy(() => import('./pages/privacy-manager').then((m) => ({ default: m.PrivacyManager2 })));

export const adminRoutes: AdminRoute[] = [
  { path: '/home-manager', name: 'หน้าแรก', icon: <HomeOutlined />, access: 'canManageShop', page: lazy(() => import('./pages/home-manager')) },
  { path: '/shop-manager', name: 'สินค้า', icon: <ShopOutlined />, access: 'canManageShop', page: lazy(() => import('./pages/shop-manager')) },
  { path: '/about-manager', name: 'เกี่ยวกับเรา', icon: <InfoCircleOutlined />, access: 'canManageShop', page: lazy(() => import('./pages/about-manager')) },
  { path: '/privacy-manager1', name: 'ออมทองประเภทที่ 1', icon: <FileTextOutlined />, access: 'canManageShop', page: PrivacyManager1 },
  { path: '/privacy-manager2', name: 'ออมทองประเภทที่ 2', icon: <FileTextOutlined />, access: 'canManageShop', page: PrivacyManager2 },
  { path: '/banking-account', name: 'บัญชีธนาคาร', icon: <BankOutlined />, access: 'canManageShop', page: lazy(() => import('./pages/banking-account')) },
];

/** Every route with a page, groups flattened, for the router. */
export function pageRoutes(routes: readonly AdminRoute[] = adminRoutes): AdminRoute[] {
  return routes.flatMap((r) => (r.children ? pageRoutes(r.children) : r.page ? [r] : []));
}
