import type { BalanceAnswer, SavingHistoryRow } from '@goldshop/api/contract';
import { compareText } from '../../lib/compare';

export interface BalanceView {
  /** The approved balance (the ledger). */
  balance: number;
  /** What the member can still withdraw: balance less pending withdrawals. */
  available: number;
  pendingWithdrawals: number;
  /** Deposits sent and not yet checked by the shop (not in the balance). */
  pendingDeposits: number;
  /** Where the figure came from: the ledger call, or the max sav_NetBalance when that call failed (docs/product.md "Formatting: money"). */
  source: 'ledger' | 'history' | 'none';
}

/**
 * The balance card's figures. The ledger answer wins (docs/decisions.md "Money and savings type 1": the balance is the ledger's sum); if it
 * is missing, the rule of docs/product.md "Formatting: money" (the maximum sav_NetBalance in the history) is the fallback.
 */
export function balanceView(
  answer: BalanceAnswer | undefined,
  history: readonly Pick<SavingHistoryRow, 'sav_NetBalance'>[] | undefined,
): BalanceView {
  if (answer) return { ...answer, source: 'ledger' };
  if (history && history.length > 0) {
    const max = Math.max(...history.map((r) => r.sav_NetBalance));
    return { balance: max, available: max, pendingWithdrawals: 0, pendingDeposits: 0, source: 'history' };
  }
  return { balance: 0, available: 0, pendingWithdrawals: 0, pendingDeposits: 0, source: 'none' };
}

/** A withdrawal of goods or cash, by the row's code (the sav_Type 'ถอน' of docs/product.md "Records and their fields" is its Thai word). */
export const isWithdrawal = (kind: SavingHistoryRow['kind']) => kind !== 'deposit';

/** History newest first (the server already sends it so; sorting again keeps the table right regardless). */
export function newestFirst<T extends Pick<SavingHistoryRow, 'sav_id' | 'sav_TimeDate'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compareText(b.sav_TimeDate, a.sav_TimeDate) || b.sav_id - a.sav_id);
}
