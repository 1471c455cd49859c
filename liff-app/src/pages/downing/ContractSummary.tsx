import type { ReactNode } from 'react';
import type { DownRequest } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';
import { formatThaiDate } from '../../features/money/format';
import { canPay, paidPercent } from '../../features/money/down';

const baht = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${formatAmount(n) ?? '-'} บาท`);

function Figure({ label, id, children, strong }: { label: string; id: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`summary__item${strong ? ' summary__item--strong' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={`down-${id}`}>{children}</dd>
    </div>
  );
}

/**
 * The contract at a glance: the product, the agreed amount, what approved instalments paid, what
 * waits for the shop, what remains, the dates, and the next instalment, red when it is overdue. Before
 * approval only what the member asked for and that the shop sets the rest.
 */
export function ContractSummary({ contract: c }: { contract: DownRequest }) {
  const decided = c.ApprovedAmount !== null;
  const percent = paidPercent(c);
  const next = c.NextInstalment;
  return (
    <section className="box" aria-labelledby="down-summary-title" data-testid="down-summary">
      <h2 id="down-summary-title" className="box__title">
        สรุปสัญญาออมทองประเภทที่ 2
      </h2>
      <div className="box__body">
        <dl className="summary__grid">
          <Figure label="สินค้า" id="product">
            {c.Prod_type || c.Asked || 'ให้ร้านช่วยแนะนำ'}
          </Figure>
          {c.Prod_type && c.Asked && c.Asked !== c.Prod_type && (
            <Figure label="ที่ขอไว้" id="asked">
              {c.Asked}
            </Figure>
          )}
          {decided ? (
            <>
              <Figure label="ยอดตามสัญญา" id="agreed" strong>
                {baht(c.ApprovedAmount)}
              </Figure>
              <Figure label="ชำระแล้ว (อนุมัติแล้ว)" id="paid">
                {baht(c.Paid)}
              </Figure>
              <Figure label="รอร้านตรวจสอบ" id="pending">
                {baht(c.PendingPaid)}
              </Figure>
              <Figure label="คงเหลือ" id="remaining" strong>
                {baht(c.Remaining)}
              </Figure>
              <Figure label="วันเริ่มสัญญา" id="start">
                {formatThaiDate(c.StartDate)}
              </Figure>
              <Figure label="วันสิ้นสุดสัญญา" id="end">
                {formatThaiDate(c.EndDate)}
              </Figure>
            </>
          ) : c.statusCode === 'pending' ? (
            <Figure label="ยอดตามสัญญา" id="agreed">
              รอร้านกำหนดเมื่ออนุมัติ
            </Figure>
          ) : null}
        </dl>
        {percent !== undefined && (
          <div
            className="summary__progress"
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label="ชำระแล้วเทียบกับยอดตามสัญญา"
          >
            <span className="summary__bar">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span className="summary__percent">{percent}%</span>
          </div>
        )}
        {next && canPay(c.statusCode) && (
          <div className={`summary__next${next.daysOverdue > 0 ? ' is-overdue' : ''}`} data-testid="down-next">
            <div className="summary__next-label">งวดถัดไป</div>
            <div className="summary__next-amount" data-testid="down-next-amount">
              {baht(next.amount)}
            </div>
            <div data-testid="down-next-due">
              กำหนดชำระ {formatThaiDate(next.dueDate)}
              {next.daysOverdue > 0 && <strong className="summary__overdue"> · เกินกำหนด {next.daysOverdue} วัน</strong>}
            </div>
          </div>
        )}
        {decided && canPay(c.statusCode) && !next && (
          <p className="summary__done" data-testid="down-next">
            {c.Remaining === 0 ? 'ชำระครบตามสัญญาแล้ว ขอจบสัญญาเพื่อรับทองได้ที่แท็บ "ขอจบสัญญา"' : 'ส่งยอดครบตามสัญญาแล้ว รอร้านตรวจสอบสลิปที่ส่งไว้'}
          </p>
        )}
      </div>
    </section>
  );
}
