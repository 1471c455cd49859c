import { Card, Skeleton } from 'antd';
import type { BalanceAnswer, SavingHistoryRow } from '@goldshop/api/contract';
import { balanceView } from '../../features/money/balance';
import { formatBaht } from '../../features/money/format';

/** The member's balance (the ledger), with satang, and what pending withdrawals hold back. */
export function BalanceCard({ answer, history, loading }: { answer?: BalanceAnswer; history?: SavingHistoryRow[]; loading: boolean }) {
  const view = balanceView(answer, history);
  return (
    <Card className="balance-card" size="small">
      <div className="balance-card__label">ยอดเงินออมคงเหลือ</div>
      {loading && view.source === 'none' ? (
        <Skeleton.Input active size="large" />
      ) : (
        <div className="balance-card__value" data-testid="saving-balance">
          {formatBaht(view.balance)}
          <span className="balance-card__unit">บาท</span>
        </div>
      )}
      {view.pendingWithdrawals > 0 && (
        <div className="balance-card__sub" data-testid="saving-pending">
          รอถอน {formatBaht(view.pendingWithdrawals)} บาท · ถอนได้ {formatBaht(view.available)} บาท
        </div>
      )}
    </Card>
  );
}
