import { useMemo, useState } from 'react';
import { pawnCalls, type PawnContract } from '@goldshop/api/contract';
import { LoadFailed } from '../../features/money/LoadFailed';
import { MemberGate } from '../../features/money/MemberGate';
import { formatThaiDate } from '../../features/money/format';
import { filterPawns, overdueText } from '../../features/money/pawn';
import { useLineUrl } from '../../stores/shop-profile';
import { useApi } from '../../lib/use-api';
import { thaiFirst } from '../../lib/thai-first';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { MoneyList, type MoneyField } from '../../ui/MoneyList';
import { Spinner } from '../../ui/Spinner';
import { PaymentsModal } from './PaymentsModal';
import { DueDate, LOAD_FAILED, LOADING, PawnStatus, pawnBaht as baht } from './PawnBits';
import '../../features/money/money.css';
import './repurchase.css';

// The English word (docs/product.md "Member app: pawn contracts (/repurchase)"), after its Thai meaning.
const SEARCH_PLACEHOLDER = thaiFirst('รหัสสัญญา', 'Search');

/** The id is a real button, so the contract's detail opens from the keyboard too. */
const fieldsFor = (open: (c: PawnContract) => void): MoneyField<PawnContract>[] => [
  {
    key: 'id',
    title: 'รหัส',
    card: 'head',
    // Kept in view while the other columns scroll sideways on a narrow tablet.
    fixed: true,
    render: (c) => (
      <button
        type="button"
        className="pawn-id"
        aria-label={`ดูรายละเอียดขายฝากของ ${c.jn_id}`}
        onClick={(e) => {
          e.stopPropagation();
          open(c);
        }}
      >
        {c.jn_id}
      </button>
    ),
  },
  { key: 'date', title: 'วันที่ขายฝาก', render: (c) => formatThaiDate(c.jn_date) },
  { key: 'total', title: 'ยอดรวม', card: 'amount', numeric: true, render: (c) => baht(c.Net_Total) },
  // The 'ดอกเบี้ย' is Rate_In + fee (docs/product.md "Formatting: money"): the monthly interest, the same figure the detail and the quotes use.
  { key: 'interest', title: 'ดอกเบี้ย', numeric: true, render: (c) => `${baht(c.monthly_interest)}/เดือน` },
  { key: 'status', title: 'สถานะ', card: 'badge', render: (c) => <PawnStatus c={c} /> },
  { key: 'due', title: 'กำหนดชำระ', render: (c) => <DueDate c={c} /> },
];

/**
 * /repurchase (docs/product.md "Member app: pawn contracts (/repurchase)"): the member's pawn contracts (open overdue ones first, as the server sends them, in
 * red), search by id, 10 a page; a contract opens its detail (item, weight, what redeeming costs today)
 * and its payments. Cards on phones, the table from 768 px (docs/product.md "Limits and page sizes").
 */
function Repurchase() {
  const pawns = useApi(pawnCalls.contracts);
  const lineOaUrl = useLineUrl();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<PawnContract>();
  const rows = useMemo(() => filterPawns(pawns.data ?? [], query), [pawns.data, query]);
  const fields = useMemo(() => fieldsFor(setOpen), []);
  const overdue = (pawns.data ?? []).filter((c) => overdueText(c)).length;

  return (
    <main className="page money-page">
      <h1 className="money-title">รายการขายฝาก</h1>
      <div className="money-stack">
        <form
          role="search"
          className="pawn-search"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(typed);
          }}
        >
          <label htmlFor="pawn-search" className="visually-hidden">
            ค้นหารหัสสัญญา
          </label>
          <div className="pawn-search__box">
            <input
              id="pawn-search"
              className="input"
              type="search"
              placeholder={SEARCH_PLACEHOLDER}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              enterKeyHint="search"
              autoComplete="off"
            />
            <Button type="submit">ค้นหา</Button>
          </div>
          <LinkButton variant="line" href={lineOaUrl} external>
            ติดต่อชำระดอกเบี้ย
          </LinkButton>
        </form>
        {overdue > 0 && (
          <Alert kind="error" testId="pawn-overdue-note">
            <strong>{`มีสัญญาเกินกำหนดชำระ ${overdue} สัญญา (แสดงไว้ก่อน)`}</strong>
            <div>กรุณาติดต่อร้านเพื่อชำระดอกเบี้ยหรือไถ่ถอน ก่อนสินค้าหลุดขายฝาก</div>
          </Alert>
        )}
        {pawns.loading && !pawns.data ? (
          <div className="page-loading page-loading--stack" role="status">
            <Spinner label={null} />
            <span>{LOADING}</span>
          </div>
        ) : pawns.error && !pawns.data ? (
          <LoadFailed onRetry={pawns.reload} text={LOAD_FAILED} />
        ) : (
          <MoneyList<PawnContract>
            testId="pawn-table"
            label="รายการขายฝาก"
            rows={rows}
            rowKey={(c) => c.jn_id}
            fields={fields}
            pageSize={10}
            onOpen={(c) => setOpen(c)}
            tone={(c) => (overdueText(c) ? 'is-overdue' : !c.is_open ? 'is-closed' : undefined)}
          />
        )}
      </div>
      {open && <PaymentsModal contract={open} onClose={() => setOpen(undefined)} />}
    </main>
  );
}

export default function RepurchasePage() {
  return (
    <MemberGate title="รายการขายฝาก">
      <Repurchase />
    </MemberGate>
  );
}
