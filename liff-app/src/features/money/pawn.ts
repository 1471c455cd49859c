import { pawnStandingSentence, type PawnContract } from '@goldshop/api/contract';
import { formatThaiDate } from './format';
import { formatWeight } from '../../lib/format';
import { compareText } from '../../lib/compare';

/** docs/product.md "Input rules": the pawn search filters on contract id only, as a case-insensitive substring. */
export function filterPawns<T extends Pick<PawnContract, 'jn_id'>>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((c) => c.jn_id.toLowerCase().includes(q));
}

type DueFields = Pick<PawnContract, 'due_date' | 'jn_id' | 'is_open' | 'days_overdue'>;

/**
 * The next due date at a glance (gold-bank), over open contracts only (a redeemed or forfeited one has
 * nothing left to pay): the most overdue one first, since it needs paying before one due today; else the
 * soonest due. undefined when no contract is open.
 */
export function nextDue(list: readonly DueFields[]): { date: string; jn_id: string; overdue: boolean; days: number } | undefined {
  const open = list.filter((c) => c.is_open);
  const overdue = open
    .filter((c) => c.days_overdue > 0)
    .sort((a, b) => b.days_overdue - a.days_overdue || compareText(a.due_date, b.due_date));
  const pick = overdue[0] ?? [...open].sort((a, b) => compareText(a.due_date, b.due_date))[0];
  return pick && { date: pick.due_date, jn_id: pick.jn_id, overdue: pick.days_overdue > 0, days: pick.days_overdue };
}

/** The contracts still running (the /gold-bank count). */
export const openContracts = <T extends Pick<PawnContract, 'is_open'>>(list: readonly T[]): T[] => list.filter((c) => c.is_open);

/** 'เกินกำหนด N วัน' for an open contract past its due date; undefined otherwise. */
export const overdueText = (c: Pick<PawnContract, 'is_open' | 'days_overdue'>): string | undefined =>
  c.is_open && c.days_overdue > 0 ? `เกินกำหนด ${c.days_overdue} วัน` : undefined;

/** A gold weight in grams as the shop wrote it: '15.2 กรัม'; '-' when not recorded. */
export const gramsText = (g: number | null | undefined): string =>
  g === null || g === undefined || !Number.isFinite(g) ? '-' : `${formatWeight(g)} กรัม`;

/**
 * Why a contract cannot be paid in the app now, for the member (its `pay` state); undefined when it can.
 * The contact case keeps the LINE button beside it.
 */
export function payBlockText(c: Pick<PawnContract, 'pay' | 'days_overdue' | 'standing'>): string | undefined {
  switch (c.pay) {
    case 'open':
      return undefined;
    case 'pending':
      return 'มีรายการชำระที่รอร้านตรวจสอบอยู่ เมื่อร้านอนุมัติแล้วจะได้รับใบรับเงินทาง LINE และชำระรายการต่อไปได้';
    case 'pickup':
      return 'ชำระไถ่ถอนแล้ว รอรับสินค้าคืนที่สาขาตามวันที่นัด กรุณานำบัตรประชาชนมาด้วย';
    case 'contact':
      // The standing's own sentence: the same words the contract's facts and the LINE reminder use.
      return c.standing.code === 'past_grace'
        ? pawnStandingSentence(c.standing, formatThaiDate)
        : 'สัญญานี้ครบ 3 ปีนับจากวันขายฝากแล้ว ชำระผ่านแอปไม่ได้ กรุณาติดต่อร้าน';
    case 'closed':
      return 'สัญญานี้ปิดแล้ว ไม่มียอดที่ต้องชำระ';
  }
}

/** The days a redeemed item can be collected: tomorrow to 30 days on (as the server checks), in Bangkok's calendar. */
export function pickupRange(today: string): { min: string; max: string } {
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return { min: day(1), max: day(30) };
}
