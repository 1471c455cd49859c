import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { AdminPawnContract, OverduePawnContract } from '@goldshop/api/contract';
import { CellLines, CellHint } from '../../components/backoffice/CellLines';
import { formatThaiShortDate } from '../../lib/date';
import { formatBaht } from '../../lib/money';
import { telHref } from '../../lib/phone';
import { WIDE_ONLY } from '../../lib/table-width';
import { itemText, overdueText } from './format';
import { StandingCell } from './StandingCell';

const jnIdColumn: ProColumns<AdminPawnContract> = {
  title: 'เลขที่สัญญา',
  dataIndex: 'jn_id',
  search: false,
  width: 115,
  render: (_, c) => <Typography.Text strong>{c.jn_id}</Typography.Text>,
};
const itemColumn: ProColumns<AdminPawnContract> = {
  title: 'ทรัพย์ที่ขายฝาก',
  dataIndex: 'item',
  search: false,
  width: 110,
  responsive: WIDE_ONLY,
  render: (_, c) => (
    <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 94 }}>
      {itemText(c)}
    </Typography.Text>
  ),
};

/**
 * The mark on a contract whose interest and fee come to more than 15 % a year of its price: the shop decides,
 * staff are told (the app never asks more than the law's ceiling whatever the rate).
 */
export function AboveLegalRate() {
  return (
    <Tooltip title="ดอกเบี้ยรวมค่าธรรมเนียมเกิน 15% ต่อปีของยอดขายฝาก แอปจะเรียกเก็บไม่เกินเพดานตามกฎหมาย">
      <Tag color="orange" data-testid="above-legal-rate" style={{ marginInline: 0 }}>
        เกิน 15%/ปี
      </Tag>
    </Tooltip>
  );
}

/** The due date with, for an open contract past it, the days overdue in red (what staff act on first). */
export function DueCell({ c }: { c: AdminPawnContract }) {
  const overdue = overdueText(c);
  return (
    <Space direction="vertical" size={0}>
      <span>{formatThaiShortDate(c.due_date)}</span>
      {overdue && (
        <Typography.Text type="danger" strong style={{ fontSize: 12 }} data-testid="pawn-overdue-days">
          {overdue}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The contract columns both the contract list and the due-soon list show. The contract date, what was
 * paid and the interest so far are in the payments drawer: they do not decide what to do next.
 */
export const contractColumns: ProColumns<AdminPawnContract>[] = [
  jnIdColumn,
  {
    title: 'ลูกค้า',
    dataIndex: 'customerName',
    search: false,
    width: 118,
    render: (_, c) => (
      <CellLines>
        <span>{c.customerName}</span>
        <CellHint>รหัส {c.customerId}</CellHint>
      </CellLines>
    ),
  },
  itemColumn,
  {
    title: 'ยอดขายฝาก',
    dataIndex: 'Net_Total',
    search: false,
    align: 'right',
    width: 95,
    responsive: WIDE_ONLY,
    render: (_, c) => formatBaht(c.Net_Total),
  },
  {
    title: 'ดอกเบี้ย/เดือน',
    dataIndex: 'monthly_interest',
    search: false,
    align: 'right',
    width: 125,
    responsive: WIDE_ONLY,
    render: (_, c) => (
      <CellLines>
        <span>{formatBaht(c.monthly_interest)}</span>
        {c.above_legal_rate && <AboveLegalRate />}
      </CellLines>
    ),
  },
  { title: 'สถานะ', dataIndex: 'jn_Status', search: false, width: 112, responsive: WIDE_ONLY, render: (_, c) => <StandingCell c={c} /> },
  { title: 'กำหนดชำระ', dataIndex: 'due_date', search: false, width: 115, render: (_, c) => <DueCell c={c} /> },
];

/** The overdue queue: how late first, then who to call and whether LINE already reminded them. */
export const overdueColumns: ProColumns<OverduePawnContract>[] = [
  {
    title: 'เกินกำหนด',
    dataIndex: 'days_overdue',
    search: false,
    width: 110,
    render: (_, c) => (
      <CellLines>
        <Typography.Text type="danger" strong data-testid="pawn-overdue-days">
          {c.days_overdue} วัน
        </Typography.Text>
        <CellHint>ครบ {formatThaiShortDate(c.due_date)}</CellHint>
      </CellLines>
    ),
  },
  jnIdColumn as ProColumns<OverduePawnContract>,
  {
    title: 'ลูกค้า / โทร',
    dataIndex: 'customerName',
    search: false,
    width: 160,
    render: (_, c) => (
      <CellLines>
        <span>{c.customerName}</span>
        {c.customerTel ? (
          <a href={telHref(c.customerTel)}>{c.customerTel}</a>
        ) : (
          <Typography.Text type="secondary">ไม่มีเบอร์โทร</Typography.Text>
        )}
      </CellLines>
    ),
  },
  {
    title: 'แจ้งเตือนทาง LINE',
    dataIndex: 'reminderSent',
    search: false,
    width: 120,
    responsive: WIDE_ONLY,
    render: (_, c) => (c.reminderSent ? <Tag color="green">ส่งแล้ว</Tag> : <Tag>ยังไม่ได้ส่ง</Tag>),
  },
  itemColumn as ProColumns<OverduePawnContract>,
  {
    title: 'ยอดไถ่ถอนวันนี้',
    dataIndex: 'redeem_today',
    search: false,
    align: 'right',
    width: 120,
    responsive: WIDE_ONLY,
    render: (_, c) => formatBaht(c.redeem_today),
  },
];
