import { branchCalls, reservationCalls as calls } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const listReservations = (branchId?: number, all = false) =>
  request(calls.staffList, { query: { ...(branchId ? { branch_id: branchId } : {}), ...(all ? { all: 1 as const } : {}) } });
export const confirmReservation = (id: number) => request(calls.confirm, { params: { id }, body: {} });
export const cancelReservation = (id: number, reason: string) => request(calls.staffCancel, { params: { id }, body: { reason } });
export const listBranches = () => request(branchCalls.adminList);
