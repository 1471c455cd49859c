import { downCalls as calls, type DownApproveBody, type DownRequestsQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listDownRequests = (params: TableParams) => request(calls.staffRequests, { query: tableQuery<DownRequestsQuery>(params) });
export const approveDownRequest = (id: number, body: DownApproveBody) => request(calls.approveRequest, { params: { id }, body });
export const rejectDownRequest = (id: number, note: string) => request(calls.rejectRequest, { params: { id }, body: { note } });
