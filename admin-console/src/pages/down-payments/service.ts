import type { AdminDownPayment, Message, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listDownPayments = (params: TableParams) => request<Paged<AdminDownPayment>>(`/api/admin/down/payments?${pageQuery(params)}`);
export const approveDownPayment = (id: number) => request<Message>(`/api/admin/down/payments/${id}/approve`, { method: 'POST', body: {} });
export const rejectDownPayment = (id: number, note: string) => request<Message>(`/api/admin/down/payments/${id}/reject`, { method: 'POST', body: { note } });
