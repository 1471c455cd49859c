import { useEffect, useRef, type ReactNode } from 'react';
import { formatBalance } from '../lib/format';
import { thaiDateTime } from '../lib/thai-date';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import './money-receipt.css';

export interface MoneyReceiptProps {
  /** What was done, as a heading: 'แจ้งชำระเงินงวดแล้ว', 'แจ้งฝากเงินแล้ว', 'ส่งคำขอถอนเงินแล้ว'. */
  title: string;
  /** The reference the member quotes to the shop, in the one format (referenceOf of the id the server answered). */
  reference: string;
  /** Baht, shown with satang ('1,250.00 บาท'). */
  amount: number;
  /** When it was sent (ISO text or Date); now when left out. */
  time?: string | Date;
  /** More lines between the amount and the time, e.g. [{ label: 'สัญญาเลขที่', value: 12 }]. */
  details?: { label: string; value: ReactNode }[];
  /** The state the request is in now (default 'รอเจ้าหน้าที่ตรวจสอบ'). */
  status?: string;
  /** What happens next, a sentence or two. */
  next: ReactNode;
  /** The main button: back to the form or the history. */
  onDone(): void;
  /** Its text (default 'เสร็จสิ้น'). */
  doneText?: string;
  /** An optional second button, e.g. { text: 'ดูประวัติ', onClick }. */
  secondary?: { text: string; onClick(): void };
}

/**
 * The receipt after a deposit, withdrawal or instalment: the reference number, the amount, the time and what
 * happens next, instead of a bare reload, so the member knows the shop has it. The heading takes the focus,
 * so a screen reader reads it and the phone scrolls to it.
 */
export function MoneyReceipt({
  title,
  reference,
  amount,
  time,
  details = [],
  status = 'รอเจ้าหน้าที่ตรวจสอบ',
  next,
  onDone,
  doneText = 'เสร็จสิ้น',
  secondary,
}: MoneyReceiptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  const when = thaiDateTime(time instanceof Date ? time.toISOString() : (time ?? new Date().toISOString()));
  return (
    <section className="receipt" aria-labelledby="receipt-title" data-testid="money-receipt">
      <div className="receipt__mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </svg>
      </div>
      <h2 id="receipt-title" className="receipt__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="receipt__status">
        <Badge tone="warning">{status}</Badge>
      </p>
      <dl className="receipt__lines">
        <div>
          <dt>เลขที่อ้างอิง</dt>
          <dd data-testid="receipt-reference">{reference}</dd>
        </div>
        <div>
          <dt>จำนวนเงิน</dt>
          <dd className="receipt__amount" data-testid="receipt-amount">
            {formatBalance(amount) ?? '-'} บาท
          </dd>
        </div>
        {details.map((d) => (
          <div key={d.label}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
        <div>
          <dt>วันเวลาที่ส่ง</dt>
          <dd data-testid="receipt-time">{when ? `${when.date} ${when.time} น.` : '-'}</dd>
        </div>
      </dl>
      <div className="receipt__next">
        <strong>ขั้นตอนต่อไป</strong>
        <div>{next}</div>
      </div>
      <p className="receipt__keep">บันทึกภาพหน้าจอนี้ไว้เป็นหลักฐานได้ หากมีข้อสงสัยแจ้งเลขที่อ้างอิงกับร้าน</p>
      <div className="receipt__actions">
        <Button onClick={onDone}>{doneText}</Button>
        {secondary && (
          <Button variant="outline" onClick={secondary.onClick}>
            {secondary.text}
          </Button>
        )}
      </div>
    </section>
  );
}
