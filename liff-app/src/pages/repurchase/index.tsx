import { formatAmount } from '../../lib/format';
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pawnCalls, type PawnContract } from '@goldshop/api/contract';
import { MemberGate } from '../../features/money/MemberGate';
import { formatThaiDate } from '../../features/money/format';
import { EMPTY_TEXT } from '../../features/money/messages';
import { filterPawns, pawnInterest } from '../../features/money/pawn';
import { useLineOaUrl } from '../../stores/config';
import { useApi } from '../../lib/use-api';
import { PaymentsModal } from './PaymentsModal';
import '../../features/money/money.css';

const baht = (n: number) => `${(formatAmount(n) ?? '-')} บาท`;

/** The id cell is a real button, so the row's detail opens from the keyboard too. */
const columnsFor = (open: (id: string) => void): ColumnsType<PawnContract> => [
  {
    title: 'รหัส',
    dataIndex: 'jn_id',
    // Kept in view while the other columns scroll sideways on a phone.
    fixed: 'left',
    render: (v: string) => (
      <Button type="link" className="pawn-id" aria-label={`ดูรายละเอียดขายฝากของ ${v}`} onClick={(e) => { e.stopPropagation(); open(v); }}>
        {v}
      </Button>
    ),
  },
  { title: 'วันที่ขายฝาก', dataIndex: 'jn_date', render: (v: string) => formatThaiDate(v) },
  { title: 'ยอดรวม', dataIndex: 'Net_Total', align: 'right', className: 'money-num', render: baht },
  { title: 'ดอกเบี้ย', key: 'interest', align: 'right', className: 'money-num', render: (_: unknown, c) => baht(pawnInterest(c)) },
  { title: 'สถานะ', dataIndex: 'jn_Status' },
  { title: 'กำหนดชำระ', dataIndex: 'due_date', render: (v: string) => formatThaiDate(v) },
];

/** SPEC §2 /repurchase: the member's pawn contracts, search by id, 10 a page, a row opens its payments. */
function Repurchase() {
  const pawns = useApi(pawnCalls.contracts);
  const lineOaUrl = useLineOaUrl();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string>();
  const rows = useMemo(() => filterPawns(pawns.data ?? [], query), [pawns.data, query]);
  const columns = useMemo(() => columnsFor(setOpen), []);

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
          <label htmlFor="pawn-search" className="sr-only">ค้นหารหัสสัญญา</label>
          <Space.Compact className="pawn-search__box">
            <Input id="pawn-search" placeholder="Search" value={typed} onChange={(e) => setTyped(e.target.value)} allowClear enterKeyHint="search" />
            <Button type="primary" htmlType="submit">ค้นหา</Button>
          </Space.Compact>
          <Button
            className="line-button"
            href={lineOaUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            ติดต่อชำระดอกเบี้ย
          </Button>
        </form>
        {pawns.loading && !pawns.data ? (
          <div className="page-loading" role="status">
            <Space direction="vertical" align="center">
              <Spin size="large" />
              <span>Loading data...</span>
            </Space>
          </div>
        ) : pawns.error && !pawns.data ? (
          <Alert type="error" showIcon message="Failed to fetch data. Please try again." action={<Button onClick={pawns.reload}>ลองใหม่</Button>} />
        ) : (
          <div data-testid="pawn-table">
            <Table<PawnContract>
              className="money-table"
              rowKey="jn_id"
              size="middle"
              columns={columns}
              dataSource={rows}
              pagination={{ pageSize: 10, showSizeChanger: false, position: ['bottomCenter'] }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: EMPTY_TEXT }}
              onRow={(c) => ({ onClick: () => setOpen(c.jn_id), className: 'clickable-row' })}
            />
          </div>
        )}
      </div>
      <PaymentsModal jnId={open} onClose={() => setOpen(undefined)} />
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
