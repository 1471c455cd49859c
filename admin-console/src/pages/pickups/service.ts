import { branchCalls, pickupCalls as calls } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const listDay = (date: string, branchId?: number) =>
  request(calls.staffDay, { query: { date, ...(branchId ? { branch_id: branchId } : {}) } });
export const handedOver = (id: number) => request(calls.handedOver, { params: { id }, body: {} });
export const missed = (id: number) => request(calls.missed, { params: { id }, body: {} });
export const listBranches = () => request(branchCalls.adminList);
