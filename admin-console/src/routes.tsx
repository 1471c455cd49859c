import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  BankOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  ShopOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { LineChartOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { MessageOutlined, SettingOutlined } from '@ant-design/icons';
import {
  AuditOutlined,
  DashboardOutlined,
  GoldOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AccessKey } from './access';
import type { QueueKey } from './lib/pending';

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
  /** The pending-counts queues whose sum shows as the menu badge (a group shows its children's). */
  badge?: QueueKey[];
}

// One page folder serves both savings types' terms, one the home and about content; each route loads its own variant.
const PrivacyManager1 = lazy(() => import('./pages/privacy-manager').then((m) => ({ default: m.PrivacyManager1 })));
const PrivacyManager2 = lazy(() => import('./pages/privacy-manager').then((m) => ({ default: m.PrivacyManager2 })));
const HomeManager = lazy(() => import('./pages/content-manager').then((m) => ({ default: m.HomeManager })));
const AboutManager = lazy(() => import('./pages/content-manager').then((m) => ({ default: m.AboutManager })));

// Back-office screens: queues where one folder serves several, each route loads its variant.
const SavingDeposits = lazy(() => import('./pages/saving-transactions').then((m) => ({ default: m.SavingDeposits })));
const SavingWithdrawals = lazy(() => import('./pages/saving-transactions').then((m) => ({ default: m.SavingWithdrawals })));
const SavingFulfilment = lazy(() => import('./pages/saving-transactions').then((m) => ({ default: m.SavingFulfilment })));
const PawnDueSoon = lazy(() => import('./pages/pawn-contracts').then((m) => ({ default: m.PawnDueSoon })));
const PawnOverdue = lazy(() => import('./pages/pawn-contracts').then((m) => ({ default: m.PawnOverdue })));
const PawnRequests = lazy(() => import('./pages/pawn-requests').then((m) => ({ default: m.PawnRequests })));
const PawnPickups = lazy(() => import('./pages/pawn-requests').then((m) => ({ default: m.PawnPickups })));

export const adminRoutes: AdminRoute[] = [
  { path: '/dashboard', name: 'แดชบอร์ด', icon: <DashboardOutlined />, page: lazy(() => import('./pages/dashboard')) },
  // Staff and owner alike: the price products and savings estimates use, and the price by hand.
  { path: '/gold-price', name: 'ราคาทอง', icon: <LineChartOutlined />, page: lazy(() => import('./pages/gold-price')) },
  // The counter's day: who comes to collect what at the staff member's branches (docs/product.md "Console: pickups (รับของวันนี้)").
  {
    path: '/pickups',
    name: 'รับของวันนี้',
    icon: <ShoppingOutlined />,
    access: 'canHandOverPickups',
    page: lazy(() => import('./pages/pickups')),
  },
  // Pieces members reserved for pickup at the staff member's branches (docs/product.md "Console: reservations").
  {
    path: '/reservations',
    name: 'การจองสินค้า',
    icon: <ShoppingOutlined />,
    access: 'canHandleReservations',
    page: lazy(() => import('./pages/reservations')),
  },
  {
    path: '/g/members',
    name: 'สมาชิกและลูกค้า',
    icon: <SafetyCertificateOutlined />,
    children: [
      { path: '/verifications', name: 'ยืนยันตัวตน', badge: ['verifications'], page: lazy(() => import('./pages/verification')) },
      { path: '/members', name: 'สมาชิก', page: lazy(() => import('./pages/members')) },
      { path: '/customers', name: 'ลูกค้า', page: lazy(() => import('./pages/customers')) },
    ],
  },
  {
    // Named for the work waiting (members' requests), unlike the terms pages under ตั้งค่า.
    path: '/g/saving1',
    name: 'คำขอออมทอง 1',
    icon: <WalletOutlined />,
    children: [
      { path: '/saving-accounts', name: 'คำขอเปิดบัญชี', badge: ['savingAccounts'], page: lazy(() => import('./pages/saving-accounts')) },
      { path: '/saving-deposits', name: 'รายการฝาก', badge: ['savingDeposits'], page: SavingDeposits },
      { path: '/saving-withdrawals', name: 'รายการถอน', badge: ['savingWithdrawals'], page: SavingWithdrawals },
      { path: '/saving-fulfilment', name: 'ส่งมอบ / โอนเงิน', badge: ['savingFulfilment'], page: SavingFulfilment },
    ],
  },
  {
    path: '/g/gold-account',
    name: 'ออมทองเป็นน้ำหนัก',
    icon: <GoldOutlined />,
    children: [{ path: '/gold-account', name: 'ฝากซื้อ / ถอนทอง', page: lazy(() => import('./pages/gold-account')) }],
  },
  {
    path: '/g/saving2',
    name: 'คำขอออมทอง 2',
    icon: <GoldOutlined />,
    children: [
      { path: '/down-requests', name: 'คำขอทำสัญญา', badge: ['downRequests'], page: lazy(() => import('./pages/down-requests')) },
      { path: '/down-payments', name: 'การชำระเงิน', badge: ['downPayments'], page: lazy(() => import('./pages/down-payments')) },
      { path: '/down-closes', name: 'คำขอปิดสัญญา', badge: ['downCloses'], page: lazy(() => import('./pages/down-closes')) },
    ],
  },
  {
    path: '/g/pawn',
    name: 'ขายฝาก',
    icon: <SolutionOutlined />,
    children: [
      { path: '/pawn-requests', name: 'ชำระผ่านแอป', badge: ['pawnRequests'], page: PawnRequests },
      { path: '/pawn-pickups', name: 'รอรับสินค้าคืน', badge: ['pawnPickups'], page: PawnPickups },
      { path: '/pawn-contracts', name: 'สัญญาขายฝาก', page: lazy(() => import('./pages/pawn-contracts')) },
      { path: '/pawn-overdue', name: 'เกินกำหนด', badge: ['pawnOverdue'], page: PawnOverdue },
      { path: '/pawn-due-soon', name: 'ใกล้ครบกำหนด', page: PawnDueSoon },
      { path: '/pawn-import', name: 'นำเข้า CSV', page: lazy(() => import('./pages/pawn-import')) },
    ],
  },
  {
    path: '/home-manager',
    name: 'หน้าแรก',
    icon: <HomeOutlined />,
    access: 'canManageShop',
    page: HomeManager,
  },
  {
    path: '/shop-manager',
    name: 'สินค้า',
    icon: <ShopOutlined />,
    access: 'canManageShop',
    page: lazy(() => import('./pages/shop-manager')),
  },
  {
    path: '/questions',
    name: 'คำถามลูกค้า',
    icon: <QuestionCircleOutlined />,
    access: 'canAnswerQuestions',
    page: lazy(() => import('./pages/questions')),
  },
  {
    path: '/about-manager',
    name: 'เกี่ยวกับเรา',
    icon: <InfoCircleOutlined />,
    access: 'canManageShop',
    page: AboutManager,
  },
  {
    // How the shop is set up, apart from the daily work: savings terms and switches, the account members
    // transfer to, the shop's own details and its branches.
    path: '/g/settings',
    name: 'ตั้งค่า',
    icon: <SettingOutlined />,
    children: [
      { path: '/privacy-manager1', name: 'เงื่อนไขออมทอง 1', icon: <FileTextOutlined />, access: 'canManageShop', page: PrivacyManager1 },
      { path: '/privacy-manager2', name: 'เงื่อนไขออมทอง 2', icon: <FileTextOutlined />, access: 'canManageShop', page: PrivacyManager2 },
      {
        path: '/banking-account',
        name: 'บัญชีรับโอนเงิน',
        icon: <BankOutlined />,
        access: 'canManageShop',
        page: lazy(() => import('./pages/banking-account')),
      },
      {
        path: '/shop-profile',
        name: 'ข้อมูลร้าน',
        icon: <ShopOutlined />,
        access: 'canEditShopProfile',
        page: lazy(() => import('./pages/shop-profile')),
      },
      {
        path: '/branches',
        name: 'สาขา',
        icon: <EnvironmentOutlined />,
        access: 'canManageBranches',
        page: lazy(() => import('./pages/branches')),
      },
      {
        path: '/pawn-settings',
        name: 'กติกาขายฝาก',
        icon: <SolutionOutlined />,
        access: 'canManageShop',
        page: lazy(() => import('./pages/pawn-settings')),
      },
      // The owner's: the LINE plan is what the shop pays for, and its thresholds decide what members get in LINE.
      {
        path: '/line-budget',
        name: 'ข้อความ LINE',
        icon: <MessageOutlined />,
        access: 'canMakeOwnerDecisions',
        page: lazy(() => import('./pages/line-budget')),
      },
    ],
  },
  {
    path: '/staff-accounts',
    name: 'บัญชีพนักงาน',
    icon: <TeamOutlined />,
    access: 'canManageStaff',
    page: lazy(() => import('./pages/staff-accounts')),
  },
  // The owner's: money-laundering rules and what they flagged (staff see only the tags in their queues).
  {
    path: '/aml-flags',
    name: 'ธุรกรรมที่ต้องตรวจสอบ',
    icon: <AuditOutlined />,
    access: 'canMakeOwnerDecisions',
    page: lazy(() => import('./pages/aml-flags')),
  },
  {
    path: '/audit-log',
    name: 'บันทึกการทำงาน',
    icon: <AuditOutlined />,
    access: 'canSeeAudit',
    page: lazy(() => import('./pages/audit-log')),
  },
  { path: '/account-password', name: 'เปลี่ยนรหัสผ่าน', hideInMenu: true, page: lazy(() => import('./pages/account-password')) },
];

/** Every route with a page, groups flattened, for the router. */
export function pageRoutes(routes: readonly AdminRoute[] = adminRoutes): AdminRoute[] {
  return routes.flatMap((r) => (r.children ? pageRoutes(r.children) : r.page ? [r] : []));
}
