import { useMemo } from 'react';
import { referenceOf, type SavingHistoryRow } from '@goldshop/api/contract';
import { formatAmount } from '../../lib/format';
import { rowTone } from '../../lib/status';
import { newestFirst } from '../../features/money/balance';
import { formatThaiDate } from '../../features/money/format';
import { NO_REASON_TEXT, WAITING_TEXT } from '../../features/money/messages';
import { ProofButton } from '../../features/money/ProofButton';
import { SavTypeTag, StatusTag } from '../../features/money/StatusTag';
import { LinkButton } from '../../ui/Button';
import { MoneyList, type MoneyField } from '../../ui/MoneyList';

const amount = (v: number) => formatAmount(v) ?? '-';

// The columns in its order (docs/product.md "Member app: savings type 1 (/saving)"): table headings from 768 px, the labels of a card's lines on a phone.
const fields: MoneyField<SavingHistoryRow>[] = [
  { key: 'date', title: 'วันที่', card: 'head', render: (r) => formatThaiDate(r.sav_TimeDate, true) },
  { key: 'kind', title: 'ประเภท', render: (r) => <SavTypeTag row={r} /> },
  // The number a member quotes to the shop, as every receipt and message writes it (contract/references.ts).
  { key: 'ref', title: 'เลขที่อ้างอิง', render: (r) => referenceOf('saving', r.sav_id) },
  { key: 'amount', title: 'จำนวน (บาท)', card: 'amount', numeric: true, render: (r) => amount(r.sav_amount) },
  {
    key: 'status',
    title: 'สถานะ',
    card: 'badge',
    render: (r) => (
      <>
        <StatusTag code={r.statusCode} />
        {r.statusCode === 'pending' && <span className="status-hint">{WAITING_TEXT}</span>}
      </>
    ),
  },
  {
    key: 'note',
    title: 'หมายเหตุ',
    card: 'note',
    wrap: true,
    render: (r) => r.sav_note || (r.statusCode === 'rejected' ? NO_REASON_TEXT : null),
  },
  { key: 'proof', title: 'หลักฐาน', render: (r) => <ProofButton proof={r.proof} what="หลักฐานการโอน" /> },
  { key: 'balance', title: 'คงเหลือ (บาท)', numeric: true, render: (r) => amount(r.sav_NetBalance) },
  // Every approved deposit or withdrawal has its receipt, read on its page (the PDF there is the copy to keep).
  {
    key: 'receipt',
    title: 'ใบเสร็จ',
    render: (r) =>
      r.statusCode === 'approved' ? (
        <LinkButton href={`/receipt/saving/${r.sav_id}`} variant="link" aria-label={`ดูใบเสร็จ เลขที่ ${referenceOf('saving', r.sav_id)}`}>
          ดูใบเสร็จ
        </LinkButton>
      ) : null,
  },
];

/**
 * History (docs/product.md "Member app: savings type 1 (/saving)"): 5 rows a page, newest first; amounts as integers with separators (docs/product.md "Formatting: money"). On a phone each
 * row is a card with its date, status, amount and, when the shop refused it, the shop's reason.
 */
export function SavingHistory({ rows, loading }: { rows: SavingHistoryRow[] | undefined; loading: boolean }) {
  // One array per answer: the list goes back to page 1 whenever the rows it gets change.
  const sorted = useMemo(() => newestFirst(rows ?? []), [rows]);
  return (
    <MoneyList
      testId="saving-history"
      label="ประวัติการออม"
      rows={sorted}
      rowKey={(r) => r.sav_id}
      fields={fields}
      pageSize={5}
      loading={loading && !rows}
      tone={(r) => rowTone(r.statusCode)}
    />
  );
}
