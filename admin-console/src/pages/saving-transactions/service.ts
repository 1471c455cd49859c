import type { AdminSavingTransaction, AdminSavingTransactionDetail, BalanceChangeAnswer, FulfilmentBody, Paged } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listTransactions = (params: TableParams, fixed: Record<string, string | undefined>) =>
  request<Paged<AdminSavingTransaction>>(`/api/admin/saving/transactions?${pageQuery(params, fixed)}`);
/** A withdrawal's ID card images are logged as viewed (PDPA) when it is opened. */
export const getTransaction = (id: number) => request<AdminSavingTransactionDetail>(`/api/admin/saving/transactions/${id}`);
export const approveTransaction = (id: number) => request<BalanceChangeAnswer>(`/api/admin/saving/transactions/${id}/approve`, { method: 'POST', body: {} });
export const rejectTransaction = (id: number, note: string) =>
  request<BalanceChangeAnswer>(`/api/admin/saving/transactions/${id}/reject`, { method: 'POST', body: { note } });
export const fulfil = (id: number, body: FulfilmentBody) =>
  request<AdminSavingTransaction>(`/api/admin/saving/transactions/${id}/fulfilment`, { method: 'POST', body });
export const payout = (id: number, proof: File, note?: string) =>
  request<AdminSavingTransaction>(`/api/admin/saving/transactions/${id}/payout`, { method: 'POST', body: formData({ proof, note: note || undefined }) });
