import { contentCalls, imageSrc } from '@goldshop/api/contract';
import { SkeletonLines } from '../../components/SkeletonLines';
import { toast } from '../../components/toast';
import { copyText } from './copy-text';
import { useApi } from '../../lib/use-api';

/**
 * The shop's account to transfer to, with a copy action for the number (SPEC §2 /downing). Plain elements:
 * it sits on the first view of /saving and /downing, which load no antd until a form needs it.
 */
export function BankAccountCard({ title = 'บัญชีสำหรับโอนเงิน' }: { title?: string }) {
  const { data, loading, error } = useApi(contentCalls.accountDetails);
  if (error && !data) return null;
  const logo = imageSrc(data?.bank_logo);
  return (
    <section className="money-box bank-card" aria-labelledby="bank-card-title">
      <h2 id="bank-card-title" className="money-box__title">{title}</h2>
      <div className="money-box__body">
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
            <button
              type="button"
              className="btn btn--outline bank-card__copy"
              aria-label="คัดลอกเลขบัญชี"
              onClick={async () => {
                if (await copyText(data.acc_no)) toast('success', 'คัดลอกเลขบัญชีแล้วแล้ว');
                else toast('info', `เลขที่บัญชี ${data.acc_no}`);
              }}
            >
              คัดลอก
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
