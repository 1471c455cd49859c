import type { ReactNode } from 'react';
import type { BalanceAnswer, SavingHistoryRow } from '@goldshop/api/contract';
import { formatBalance } from '../../lib/format';
import { balanceView } from '../../features/money/balance';

const baht = (v: number) => `${formatBalance(v) ?? '-'} บาท`;

/**
 * Where the member's money stands: the approved balance (the ledger) with satang, the deposits the shop has
 * not checked yet (not in the balance), and what pending withdrawals hold back; `children` below (the gold
 * estimate).
 */
export function BalanceCard({
  answer,
  history,
  loading,
  children,
}: {
  answer?: BalanceAnswer;
  history?: SavingHistoryRow[];
  loading: boolean;
  children?: ReactNode;
}) {
  const view = balanceView(answer, history);
  return (
    <section className="balance-card" aria-label="ยอดเงินออม">
      <div className="balance-card__label">ยอดเงินออมคงเหลือ</div>
      {loading && view.source === 'none' ? (
        <span className="skeleton balance-card__loading" aria-busy="true" />
      ) : (
        <div className="balance-card__value" data-testid="saving-balance">
          {formatBalance(view.balance) ?? '-'}
          <span className="balance-card__unit">บาท</span>
        </div>
      )}
      {(view.pendingDeposits > 0 || view.pendingWithdrawals > 0) && (
        <dl className="balance-card__pending">
          {view.pendingDeposits > 0 && (
            <div data-testid="saving-pending-deposits">
              <dt>ฝากรอร้านตรวจสอบ</dt>
              <dd>{baht(view.pendingDeposits)}</dd>
              <dd className="balance-card__hint">รวมในยอดคงเหลือเมื่อร้านอนุมัติ</dd>
            </div>
          )}
          {view.pendingWithdrawals > 0 && (
            <div data-testid="saving-pending">
              <dt>รอถอน</dt>
              <dd>{baht(view.pendingWithdrawals)}</dd>
              <dd className="balance-card__hint">ถอนได้อีก {baht(view.available)}</dd>
            </div>
          )}
        </dl>
      )}
      {children}
    </section>
  );
}
