import { eq } from 'drizzle-orm';
import { schema, type Db } from '../index';
import type { BranchDayHours } from '../schema/branches';
import { daysFrom, ymd } from './dates';

/** Seven days from Sunday: the same hours every open day, and the days the branch stays shut. */
const week = (open: string, close: string, shut: number[], short: Record<number, [string, string]> = {}): BranchDayHours[] =>
  Array.from({ length: 7 }, (_, day) =>
    shut.includes(day) ? { day, open: null, close: null } : { day, open: short[day]?.[0] ?? open, close: short[day]?.[1] ?? close },
  );

/**
 * The demo shop's three branches (docs/decisions.md "Branches are rows"): the rows the migration made from the
 * code's list, given the addresses and numbers the shop gave us and believable hours, each shut one weekday.
 * เขาวิเศษ banks on its own: its own PromptPay receiver and bank account; the other two take the shop's.
 */
export const DEMO_BRANCHES = [
  {
    name: 'นาวง',
    code: 'NW',
    phone: '075-299-101',
    address: '12/3 หมู่ 5 ต.นาวง อ.ห้วยยอด จ.ตรัง 92210',
    mapUrl: 'https://maps.google.com/?q=นาวง+ห้วยยอด+ตรัง',
    hours: week('08:30', '17:30', [0]),
  },
  {
    name: 'หาดสำราญ',
    code: 'HS',
    phone: '075-299-102',
    address: '88 หมู่ 1 ต.หาดสำราญ อ.หาดสำราญ จ.ตรัง 92120',
    mapUrl: 'https://maps.google.com/?q=หาดสำราญ+ตรัง',
    hours: week('09:00', '17:00', [1]),
  },
  {
    name: 'เขาวิเศษ',
    code: 'KW',
    phone: '075-299-103',
    address: '45/1 หมู่ 2 ต.เขาวิเศษ อ.วังวิเศษ จ.ตรัง 92220',
    mapUrl: 'https://maps.google.com/?q=เขาวิเศษ+วังวิเศษ+ตรัง',
    hours: week('09:00', '16:30', [3], { 6: ['09:00', '12:00'] }),
    promptpayType: 'mobile' as const,
    promptpayId: '0893334444',
    promptpayName: 'ห้างทองนาวง สาขาเขาวิเศษ',
    bankName: 'ธนาคารกรุงไทย',
    bankAccName: 'ห้างทองนาวง สาขาเขาวิเศษ',
    bankAccNo: '678-0-12345-6',
  },
] as const;
export type DemoBranchName = (typeof DEMO_BRANCHES)[number]['name'];

/** The branches' ids by name, for the rows that belong to one. */
export type BranchIds = Record<DemoBranchName, number>;

export function insertBranches(tx: Db, createdBy: number, now: Date): BranchIds {
  const ids = {} as BranchIds;
  for (const b of DEMO_BRANCHES) {
    const row = tx.update(schema.branches).set(b).where(eq(schema.branches.name, b.name)).returning({ id: schema.branches.id }).get();
    ids[b.name] = row?.id ?? tx.insert(schema.branches).values(b).returning({ id: schema.branches.id }).get().id;
  }
  // A closure ahead, so /branches and the console show one.
  tx.insert(schema.branchClosures)
    .values({ branchId: ids['หาดสำราญ'], date: ymd(daysFrom(now, 12)), reason: 'ปิดตรวจนับสินค้าประจำปี', createdBy })
    .run();
  return ids;
}
