import { formatBalance } from '../../lib/format';
import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { BalanceAnswer, SavingHistoryRow } from '@goldshop/api/contract';
import { balanceView } from '../../features/money/balance';


/** The member's balance (the ledger), with satang, and what pending withdrawals hold back; `children` below (the gold estimate). */
export function BalanceCard({ answer, history, loading, children }: { answer?: BalanceAnswer; history?: SavingHistoryRow[]; loading: boolean; children?: ReactNode }) {
  const view = balanceView(answer, history);
  return (
    <Card className="balance-card" size="small">
      <div className="balance-card__label">ยอดเงินออมคงเหลือ</div>
      {loading && view.source === 'none' ? (
        <Skeleton.Input active size="large" />
      ) : (
        <div className="balance-card__value" data-testid="saving-balance">
          {(formatBalance(view.balance) ?? '-')}
          <span className="balance-card__unit">บาท</span>
        </div>
      )}
      {view.pendingWithdrawals > 0 && (
        <div className="balance-card__sub" data-testid="saving-pending">
          รอถอน {(formatBalance(view.pendingWithdrawals) ?? '-')} บาท · ถอนได้ {(formatBalance(view.available) ?? '-')} บาท
        </div>
      )}
      {children}
    </Card>
  );
}
