import { goldAccountCalls as calls, type GoldTransactionsQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listGoldTransactions = (params: TableParams) =>
  request(calls.transactions, { query: tableQuery<GoldTransactionsQuery>(params) });
export const approveGold = (id: number) => request(calls.approve, { params: { id }, body: {} });
export const rejectGold = (id: number, note: string) => request(calls.reject, { params: { id }, body: { note } });
