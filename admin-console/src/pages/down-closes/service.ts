import { downCalls as calls, type DownClosesQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listDownCloses = (params: TableParams) => request(calls.closes, { query: tableQuery<DownClosesQuery>(params) });
/** Logs the view of both ID card images (PDPA) before the signed URLs come back. */
export const getDownClose = (id: number) => request(calls.close, { params: { id } });
export const completeDownClose = (id: number) => request(calls.completeClose, { params: { id }, body: {} });
export const rejectDownClose = (id: number, note: string) => request(calls.rejectClose, { params: { id }, body: { note } });
