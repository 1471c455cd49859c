import { savingCalls as calls, type FulfilmentBody, type SavingTransactionsQuery } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listTransactions = (params: TableParams, fixed: Partial<SavingTransactionsQuery>) =>
  request(calls.transactions, { query: tableQuery<SavingTransactionsQuery>(params, fixed) });
/** A withdrawal's ID card images are logged as viewed (PDPA) when it is opened. */
export const getTransaction = (id: number) => request(calls.transaction, { params: { id } });
export const approveTransaction = (id: number) => request(calls.approveTransaction, { params: { id }, body: {} });
export const rejectTransaction = (id: number, note: string) => request(calls.rejectTransaction, { params: { id }, body: { note } });
export const fulfil = (id: number, body: FulfilmentBody) => request(calls.fulfil, { params: { id }, body });
export const payout = (id: number, proof: File, note?: string) =>
  request(calls.payout, { params: { id }, body: formData({ proof, note: note || undefined }) });
