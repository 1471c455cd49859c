import type { AdminDownRequest, DownApproveBody, Message, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listDownRequests = (params: TableParams) => request<Paged<AdminDownRequest>>(`/api/admin/down/requests?${pageQuery(params)}`);
export const approveDownRequest = (id: number, body: DownApproveBody) => request<Message>(`/api/admin/down/requests/${id}/approve`, { method: 'POST', body });
export const rejectDownRequest = (id: number, note: string) => request<Message>(`/api/admin/down/requests/${id}/reject`, { method: 'POST', body: { note } });
