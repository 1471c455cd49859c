import type { AdminVerification, AdminVerificationDetail, Message, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listVerifications = (params: TableParams) => request<Paged<AdminVerification>>(`/api/admin/verifications?${pageQuery(params)}`);
/** Opening one logs the view of both private images (PDPA) before the signed URLs come back. */
export const getVerification = (id: number) => request<AdminVerificationDetail>(`/api/admin/verifications/${id}`);
export const approveVerification = (id: number) => request<Message>(`/api/admin/verifications/${id}/approve`, { method: 'POST', body: {} });
export const rejectVerification = (id: number, reason: string) =>
  request<Message>(`/api/admin/verifications/${id}/reject`, { method: 'POST', body: { reason } });
export const suspendMember = (userId: number) => request<Message>(`/api/admin/members/${userId}/suspend`, { method: 'POST', body: {} });
export const reinstateMember = (userId: number) => request<Message>(`/api/admin/members/${userId}/reinstate`, { method: 'POST', body: {} });
