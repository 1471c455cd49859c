import { App, Button, Card, Skeleton } from 'antd';
import { contentCalls, imageSrc } from '@goldshop/api/contract';
import { copyText } from './copy-text';
import { useApi } from '../../lib/use-api';

/** The shop's account to transfer to, with a copy action for the number (SPEC §2 /downing). */
export function BankAccountCard({ title = 'บัญชีสำหรับโอนเงิน' }: { title?: string }) {
  const { message } = App.useApp();
  const { data, loading, error } = useApi(contentCalls.accountDetails);
  if (error && !data) return null;
  const logo = imageSrc(data?.bank_logo);
  return (
    <Card size="small" className="bank-card" title={title}>
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
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
            className="bank-card__copy"
            aria-label="คัดลอกเลขบัญชี"
            onClick={async () => {
              if (await copyText(data.acc_no)) void message.success('คัดลอกเลขบัญชีแล้วแล้ว');
              else void message.info(`เลขที่บัญชี ${data.acc_no}`);
            }}
          >
            คัดลอก
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
