import type { AdminSavingAccount, Message, Paged, TotalOwedAnswer } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listSavingAccounts = (params: TableParams) => request<Paged<AdminSavingAccount>>(`/api/admin/saving/accounts?${pageQuery(params)}`);
export const approveSavingAccount = (id: number) => request<Message>(`/api/admin/saving/accounts/${id}/approve`, { method: 'POST', body: {} });
export const rejectSavingAccount = (id: number) => request<Message>(`/api/admin/saving/accounts/${id}/reject`, { method: 'POST', body: {} });
/** What the shop owes its members: the sum of every approved ledger row. */
export const fetchTotalOwed = () => request<TotalOwedAnswer>('/api/admin/saving/total');
