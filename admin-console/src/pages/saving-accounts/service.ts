import { savingCalls as calls, type MoveBranchBody, type SavingAccountsQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listSavingAccounts = (params: TableParams) => request(calls.accounts, { query: tableQuery<SavingAccountsQuery>(params) });
export const approveSavingAccount = (id: number) => request(calls.approveAccount, { params: { id }, body: {} });
export const rejectSavingAccount = (id: number) => request(calls.rejectAccount, { params: { id }, body: {} });
/** What the shop owes its members: the sum of every approved ledger row. */
export const fetchTotalOwed = () => request(calls.totalOwed);
export const moveSavingAccount = (id: number, body: MoveBranchBody) => request(calls.moveAccount, { params: { id }, body });
