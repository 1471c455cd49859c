import type { PendingCounts } from '@goldshop/api/contract';

/** A queue the server counts in pending-counts (dashboard tiles and menu badges). */
export type PendingKey = keyof PendingCounts;
/**
 * What a menu badge may count: the pending queues, and the overdue pawn contracts, which the console
 * counts itself from the overdue list's total (pending-counts has no field for them).
 */
export type BadgeCounts = PendingCounts & { pawnOverdue?: number };
export type QueueKey = keyof BadgeCounts;

/** A menu entry's badge: the sum of its queues (a group sums its children's). 0 hides the badge. */
export function badgeCount(keys: readonly QueueKey[] | undefined, counts: BadgeCounts | null | undefined): number {
  if (!keys || !counts) return 0;
  return keys.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
}

/** Every queue key under a route and its children, once each (for a group's badge). */
export function queueKeys(route: {
  badge?: readonly QueueKey[];
  children?: readonly { badge?: readonly QueueKey[]; children?: readonly unknown[] }[];
}): QueueKey[] {
  const own = route.badge ?? [];
  const nested = (route.children ?? []).flatMap((c) => queueKeys(c as Parameters<typeof queueKeys>[0]));
  return [...new Set([...own, ...nested])];
}

/** Each queue's Thai name and its screen (dashboard tiles link there; routes.tsx uses the same paths). */
export const QUEUES: readonly { key: PendingKey; label: string; path: string }[] = [
  { key: 'verifications', label: 'ยืนยันตัวตน', path: '/verifications' },
  { key: 'savingAccounts', label: 'คำขอเปิดบัญชีออมทอง 1', path: '/saving-accounts' },
  { key: 'savingDeposits', label: 'รายการฝาก รออนุมัติ', path: '/saving-deposits' },
  { key: 'savingWithdrawals', label: 'รายการถอน รออนุมัติ', path: '/saving-withdrawals' },
  { key: 'savingFulfilment', label: 'ถอนที่รอส่งมอบ / โอนเงิน', path: '/saving-fulfilment' },
  { key: 'downRequests', label: 'คำขอออมทอง 2', path: '/down-requests' },
  { key: 'downPayments', label: 'ชำระเงินออมทอง 2', path: '/down-payments' },
  { key: 'downCloses', label: 'คำขอปิดสัญญาออมทอง 2', path: '/down-closes' },
  { key: 'pawnRequests', label: 'ชำระขายฝากผ่านแอป รอตรวจ', path: '/pawn-requests' },
  { key: 'pawnPickups', label: 'ไถ่ถอนแล้ว รอรับสินค้าคืน', path: '/pawn-pickups' },
];
