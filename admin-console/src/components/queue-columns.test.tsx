import { describe, expect, it, vi } from 'vitest';
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProColumns } from '@ant-design/pro-components';
import { decisionValueEnum } from '../lib/status';
import { tableWidth, WIDE_ONLY } from '../lib/table-width';
import { QUEUE_PAGINATION, QUEUE_SEARCH } from './QueueTable';
import { actionColumn, idColumn, memberColumn, openColumn, sentColumn, SLIP_FILTER, slipColumn, statusColumn } from './queue-columns';

interface Row {
  id: number;
  userId: number;
  username: string | null;
  status: string;
  createdAt: string;
  proof: string | null;
  slipMatch: null;
}
const row: Row = {
  id: 7,
  userId: 12,
  username: null,
  status: 'pending',
  createdAt: '2026-01-05T07:30:00.000Z',
  proof: null,
  slipMatch: null,
};

/** A column's cell for a row, as ProTable calls it. */
const cell = (c: ProColumns<Row>, r: Row = row): ReactNode =>
  (c.render as (dom: ReactNode, entity: Row, index: number, action: undefined, schema: unknown) => ReactNode)(null, r, 0, undefined, {});
const html = (c: ProColumns<Row>, r?: Row) => renderToStaticMarkup(createElement(Fragment, null, cell(c, r)));

describe('the queues’ shared columns', () => {
  it('the number and the time step aside below a desktop, and are not filters', () => {
    for (const c of [idColumn<Row>(), sentColumn<Row>('ส่งเมื่อ')]) {
      expect(c).toMatchObject({ search: false, responsive: WIDE_ONLY });
    }
    expect(html(sentColumn<Row>('ส่งเมื่อ'))).toBe('5 ม.ค. 2569 14:30');
  });

  it('the status filters the waiting ones first and shows the code in Thai', () => {
    const c = statusColumn<Row>(decisionValueEnum, (r) => r.status);
    expect(c).toMatchObject({ dataIndex: 'status', valueType: 'select', initialValue: 'pending', valueEnum: decisionValueEnum });
    expect(html(c)).toContain('รออนุมัติ');
    expect(html(c, { ...row, status: 'rejected' })).toContain('ไม่อนุมัติ');
  });

  it('a page overrides a shared column with its own', () => {
    expect(statusColumn<Row>(decisionValueEnum, (r) => r.status, undefined, { initialValue: undefined, width: 110 })).toMatchObject({
      initialValue: undefined,
      width: 110,
    });
  });

  it('names the member, by account number without a username, with the page’s own lines under it', () => {
    expect(html(memberColumn<Row>())).toBe('#12');
    const withLines = html(
      memberColumn<Row>((r) => <span>คำขอ {r.id}</span>),
      { ...row, username: 'demo2' },
    );
    expect(withLines).toContain('demo2');
    expect(withLines).toContain('คำขอ 7');
  });

  it('the slip column is also the filter of slips to look at twice', () => {
    const c = slipColumn<Row>(
      (r) => r.proof,
      (r) => `สลิป ${r.id}`,
    );
    expect(c).toMatchObject({ dataIndex: 'slip', valueType: 'select', valueEnum: SLIP_FILTER });
    expect(SLIP_FILTER.flagged!.text).toBe('เฉพาะที่ต้องตรวจ');
  });

  it('the open button says which row, opens that row, and stands before the row’s decisions', () => {
    const open = vi.fn();
    const c = openColumn<Row>(
      170,
      open,
      (r) => ({ label: 'รายละเอียด', name: `รายละเอียดการชำระ ${r.id}` }),
      () => <button type="button">อนุมัติ</button>,
    );
    expect(c).toMatchObject({ title: 'จัดการ', valueType: 'option', fixed: 'right', width: 170 });
    const markup = html(c);
    expect(markup).toMatch(/aria-label="รายละเอียดการชำระ 7"[^>]*>.*รายละเอียด/);
    expect(markup.indexOf('รายละเอียด')).toBeLessThan(markup.indexOf('อนุมัติ'));
    // The button's click opens this row's drawer.
    const actions = cell(c) as ReactElement<{ children: ReactNode[] }>;
    const button = actions.props.children[0];
    expect(isValidElement(button)).toBe(true);
    (button as ReactElement<{ onClick: () => void }>).props.onClick();
    expect(open).toHaveBeenCalledWith(7);
  });

  it('a queue of the shared columns fits the 960 px beside the menu at 1280 px, and its decisions on a tablet', () => {
    const columns = [
      idColumn<Row>(),
      statusColumn<Row>(decisionValueEnum, (r) => r.status),
      memberColumn<Row>(),
      sentColumn<Row>('ส่งเมื่อ'),
      slipColumn<Row>(
        (r) => r.proof,
        () => 'สลิป',
      ),
      actionColumn<Row>(250, () => null),
    ];
    expect(tableWidth(columns)).toBeLessThanOrEqual(960);
    // Below 992 px only the member, the slip and the buttons stay.
    expect(tableWidth(columns, { md: true })).toBe(150 + 90 + 250);
  });
});

describe('every queue’s table', () => {
  it('pages by 20 with the total in Thai, and its filters are open with Thai buttons', () => {
    expect(QUEUE_PAGINATION.pageSize).toBe(20);
    expect(QUEUE_PAGINATION.showTotal(42)).toBe('ทั้งหมด 42 รายการ');
    expect(QUEUE_SEARCH).toMatchObject({ searchText: 'ค้นหา', resetText: 'ล้าง', defaultCollapsed: false });
  });
});
