import type { AdminDownClose, AdminDownCloseDetail, Message, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listDownCloses = (params: TableParams) => request<Paged<AdminDownClose>>(`/api/admin/down/closes?${pageQuery(params)}`);
/** Logs the view of both ID card images (PDPA) before the signed URLs come back. */
export const getDownClose = (id: number) => request<AdminDownCloseDetail>(`/api/admin/down/closes/${id}`);
export const completeDownClose = (id: number) => request<Message>(`/api/admin/down/closes/${id}/complete`, { method: 'POST', body: {} });
export const rejectDownClose = (id: number, note: string) => request<Message>(`/api/admin/down/closes/${id}/reject`, { method: 'POST', body: { note } });
