import { downCalls as calls, type AdminDownPayment, type DownPaymentsQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { findInDescPages } from '../../lib/find-in-pages';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listDownPayments = (params: TableParams) => request(calls.staffPayments, { query: tableQuery<DownPaymentsQuery>(params) });
export const approveDownPayment = (id: number) => request(calls.approvePayment, { params: { id }, body: {} });
export const rejectDownPayment = (id: number, note: string) => request(calls.rejectPayment, { params: { id }, body: { note } });

/**
 * One instalment by id. The API has no "get one payment" call, so this looks through the list of every
 * status, which it pages newest first (a duplicate-slip link names only the id).
 */
export const findDownPayment = (id: number): Promise<AdminDownPayment | null> =>
  findInDescPages(id, (page, pageSize) => request(calls.staffPayments, { query: { page, pageSize } }));
