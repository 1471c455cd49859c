import type { PawnContract } from '@goldshop/api/contract';

/** SPEC §9: the interest shown is Rate_In + fee, summed in satang so 0.1 + 0.2 stays 0.30. */
export function pawnInterest(c: Pick<PawnContract, 'Rate_In' | 'fee'>): number {
  return (Math.round((c.Rate_In ?? 0) * 100) + Math.round((c.fee ?? 0) * 100)) / 100;
}

/** SPEC §5: the pawn search filters on contract id only, as a case-insensitive substring. */
export function filterPawns<T extends Pick<PawnContract, 'jn_id'>>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((c) => c.jn_id.toLowerCase().includes(q));
}

/**
 * The next due date at a glance (gold-bank): the earliest due_date on or after today; when every
 * contract is already past due, the most overdue one, so the member sees what needs paying first.
 */
export function nextDue(list: readonly Pick<PawnContract, 'due_date' | 'jn_id'>[], today: string): { date: string; jn_id: string; overdue: boolean } | undefined {
  if (list.length === 0) return undefined;
  const sorted = [...list].sort((a, b) => a.due_date.localeCompare(b.due_date));
  const upcoming = sorted.find((c) => c.due_date >= today);
  const pick = upcoming ?? sorted[0]!;
  return { date: pick.due_date, jn_id: pick.jn_id, overdue: !upcoming };
}
