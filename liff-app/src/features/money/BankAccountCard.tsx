import { contentCalls, imageSrc, type PayBankAccount } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { SkeletonLines } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import { copyText } from './copy-text';

/**
 * The account to transfer to, with a copy action for the number (docs/product.md "Paying the shop"): the shop's,
 * or `account`, a branch's own (PayTo).
 */
export function BankAccountCard({
  title = 'บัญชีสำหรับโอนเงิน',
  level = 2,
  account,
}: {
  title?: string;
  level?: 2 | 3;
  account?: PayBankAccount;
}) {
  const shop = useApi(account ? null : contentCalls.accountDetails);
  const { loading, error } = shop;
  const data = account ?? shop.data;
  if (error && !data) return null;
  const logo = imageSrc(data?.bank_logo);
  return (
    <Box title={title} id="bank-card" className="bank-card" level={level}>
      {loading && !data ? (
        <SkeletonLines widths={[70, 45]} />
      ) : data ? (
        <div className="bank-card__body">
          {logo && <img className="bank-card__logo" src={logo} alt={`โลโก้ ${data.bank}`} width={48} height={48} />}
          <div className="bank-card__text">
            <div className="bank-card__bank">{data.bank}</div>
            <div>ชื่อบัญชี {data.acc_name}</div>
            <div className="bank-card__no">
              <span>เลขที่บัญชี</span> <strong data-testid="acc-no">{data.acc_no}</strong>
            </div>
          </div>
          <Button
            variant="outline"
            onClick={async () => {
              if (await copyText(data.acc_no)) toast('success', 'คัดลอกเลขบัญชีแล้วแล้ว');
              else toast('info', `เลขที่บัญชี ${data.acc_no}`);
            }}
          >
            คัดลอกเลขบัญชี
          </Button>
        </div>
      ) : null}
    </Box>
  );
}
