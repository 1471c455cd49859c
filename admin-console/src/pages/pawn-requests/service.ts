import { pawnRequestCalls as calls, type AdminPawnRequest, type AdminPawnRequestsQuery, type PawnSettings } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { findInDescPages } from '../../lib/find-in-pages';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listPawnRequests = (params: TableParams, fixed: Partial<Record<keyof AdminPawnRequestsQuery, string>> = {}) =>
  request(calls.staffRequests, { query: tableQuery<AdminPawnRequestsQuery>(params, fixed) });
export const approvePawnRequest = (id: number) => request(calls.approve, { params: { id }, body: {} });
export const rejectPawnRequest = (id: number, note: string) => request(calls.reject, { params: { id }, body: { note } });
export const recordPawnPickup = (id: number) => request(calls.pickedUp, { params: { id }, body: {} });

/** One request by id (a link ?open=<id>): looked up in the list of every state, which pages newest first. */
export const findPawnRequest = (id: number): Promise<AdminPawnRequest | null> =>
  findInDescPages(id, (page, pageSize) => request(calls.staffRequests, { query: { page, pageSize } }));

export const pawnSettings = () => request(calls.settings);
export const savePawnSettings = (body: PawnSettings) => request(calls.setSettings, { body });
