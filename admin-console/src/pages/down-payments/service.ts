import { downCalls as calls, type DownPaymentsQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listDownPayments = (params: TableParams) => request(calls.staffPayments, { query: tableQuery<DownPaymentsQuery>(params) });
export const approveDownPayment = (id: number) => request(calls.approvePayment, { params: { id }, body: {} });
export const rejectDownPayment = (id: number, note: string) => request(calls.rejectPayment, { params: { id }, body: { note } });
