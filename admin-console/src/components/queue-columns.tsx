import type { ReactNode } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space, type ButtonProps } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { referenceOf, type ReferenceKind, type SlipMatch, type SlipReading } from '@goldshop/api/contract';
import { formatThaiDateTime } from '../lib/date';
import { memberLabel, type MemberRow } from '../lib/member';
import type { Lifecycle } from '../lib/status';
import { WIDE_ONLY } from '../lib/table-width';
import { CellLines } from './backoffice/CellLines';
import { SlipCell } from './backoffice/SlipMatch';
import { StatusTag } from './backoffice/StatusTag';

// The columns the queues share, each in one place; a page adds its own and overrides a shared one's
// width or title with `more`. WIDE_ONLY columns step aside below 992 px (lib/table-width.ts).

type ValueEnum = Record<string, { text: string }>;

/**
 * The request's number; for a money record, its reference as the member reads it on their receipt and messages
 * ('S-000010', contract/references.ts), so what a member reads out is what staff see.
 */
export const idColumn = <T extends { id: number }>(more: ProColumns<T> = {}, reference?: ReferenceKind): ProColumns<T> => ({
  title: 'เลขที่',
  dataIndex: 'id',
  search: false,
  width: reference ? 96 : 64,
  responsive: WIDE_ONLY,
  ...(reference ? { render: (_, r) => referenceOf(reference, r.id) } : {}),
  ...more,
});

/** The status as a filter of the queue (waiting ones first) and as a tag in the row, in its lifecycle's words. */
export const statusColumn = <T,>(
  valueEnum: ValueEnum,
  status: (r: T) => string | null,
  lifecycle?: Lifecycle,
  more: ProColumns<T> = {},
): ProColumns<T> => ({
  title: 'สถานะ',
  dataIndex: 'status',
  valueType: 'select',
  valueEnum,
  initialValue: 'pending',
  width: 100,
  responsive: WIDE_ONLY,
  render: (_, r) => <StatusTag status={status(r)} lifecycle={lifecycle} />,
  ...more,
});

/** When a record was made ('สมัครเมื่อ', 'สร้างเมื่อ'), in Bangkok time. */
export const createdColumn = <T extends { createdAt: string }>(title: string, more: ProColumns<T> = {}): ProColumns<T> => ({
  title,
  dataIndex: 'createdAt',
  search: false,
  render: (_, r) => formatThaiDateTime(r.createdAt),
  ...more,
});

/** When the member sent a request ('ส่งเมื่อ', 'ขอเมื่อ'): beside the decision on a desktop only. */
export const sentColumn = <T extends { createdAt: string }>(title: string, more: ProColumns<T> = {}): ProColumns<T> =>
  createdColumn(title, { width: 130, responsive: WIDE_ONLY, ...more });

/** The member ('demo2', '#12' without a username), with the page's own lines under it. */
export const memberColumn = <T extends MemberRow>(lines?: (r: T) => ReactNode, more: ProColumns<T> = {}): ProColumns<T> => ({
  title: 'สมาชิก',
  dataIndex: 'username',
  search: false,
  width: 150,
  render: (_, r) =>
    lines ? (
      <CellLines>
        <span>{memberLabel(r)}</span>
        {lines(r)}
      </CellLines>
    ) : (
      memberLabel(r)
    ),
  ...more,
});

/** The filter for slips to look at twice (no QR read, a failed bank check, a repeat). */
export const SLIP_FILTER: ValueEnum = { flagged: { text: 'เฉพาะที่ต้องตรวจ' } };

/** The slip: its picture, what its QR said and the repeat mark; as a filter, only the slips to look at twice. */
export const slipColumn = <T extends { slipMatch: SlipMatch | null; slipRead?: SlipReading | null }>(
  image: (r: T) => string | null,
  alt: (r: T) => string,
  more: ProColumns<T> = {},
): ProColumns<T> => ({
  title: 'สลิป',
  dataIndex: 'slip',
  valueType: 'select',
  valueEnum: SLIP_FILTER,
  width: 90,
  render: (_, r) => <SlipCell image={image(r)} alt={alt(r)} match={r.slipMatch} read={r.slipRead} />,
  ...more,
});

/** A search field of whole numbers only (a contract's or a member's number), not a column. */
export const numberFilter = <T,>(title: string, dataIndex: string, more: ProColumns<T> = {}): ProColumns<T> => ({
  title,
  dataIndex,
  valueType: 'digit',
  hideInTable: true,
  fieldProps: { min: 1, precision: 0 },
  ...more,
});

/** The free-text search ('q') a list's server reads, not a column. */
export const textSearch = <T,>(placeholder: string): ProColumns<T> => ({
  title: 'ค้นหา',
  dataIndex: 'q',
  hideInTable: true,
  fieldProps: { placeholder },
});

/** The row's buttons, fixed on the right so the decision stays in reach whatever the other columns need. */
export const actionColumn = <T,>(width: number, render: (r: T) => ReactNode, more: ProColumns<T> = {}): ProColumns<T> => ({
  title: 'จัดการ',
  valueType: 'option',
  fixed: 'right',
  width,
  render: (_, r) => render(r),
  ...more,
});

/** Buttons side by side in a cell, wrapping onto a second line in a narrow one. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space wrap size={[8, 4]}>
      {children}
    </Space>
  );
}

/**
 * The button that opens a row's drawer. Its spoken name starts with the visible word (what a voice-control
 * user says), then says which row: 'รายละเอียดการชำระ 12'.
 */
export function OpenButton({ label, name, onClick, primary }: { label: string; name: string; onClick: () => void; primary?: boolean }) {
  return (
    <Button size="small" type={primary ? 'primary' : 'default'} onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}

/** The action column of a queue whose rows open a drawer: the open button, then the decisions the row allows. */
export const openColumn = <T extends { id: number }>(
  width: number,
  open: (id: number) => void,
  button: (r: T) => { label: string; name: string; primary?: boolean },
  decisions?: (r: T) => ReactNode,
): ProColumns<T> =>
  actionColumn(width, (r) => (
    <RowActions>
      <OpenButton {...button(r)} onClick={() => open(r.id)} />
      {decisions?.(r)}
    </RowActions>
  ));

/**
 * The edit button of a row, the trigger of its form (the form adds the click). `what` names the row for a
 * screen reader ('แก้ไข E2E123'); the visible word stays 'แก้ไข'.
 */
export function EditButton({ what, size = 'small', ...button }: { what?: string } & ButtonProps) {
  return (
    <Button size={size} icon={<EditOutlined />} aria-label={what === undefined ? undefined : `แก้ไข ${what}`} {...button}>
      แก้ไข
    </Button>
  );
}

/** The button above a list that adds a row, the trigger of its form ('เพิ่มสินค้า'). */
export function AddButton({ label, ...button }: { label: string } & ButtonProps) {
  return (
    <Button type="primary" icon={<PlusOutlined />} {...button}>
      {label}
    </Button>
  );
}
