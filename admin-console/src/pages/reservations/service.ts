import { branchCalls, reservationCalls as calls, type ReservationsView } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const listReservations = (branchId: number | undefined, show: ReservationsView) =>
  request(calls.staffList, { query: { ...(branchId ? { branch_id: branchId } : {}), show } });
export const confirmReservation = (id: number) => request(calls.confirm, { params: { id }, body: {} });
export const cancelReservation = (id: number, reason: string) => request(calls.staffCancel, { params: { id }, body: { reason } });
export const listBranches = () => request(branchCalls.adminList);
export const refundReservation = (id: number, note: string) => request(calls.refund, { params: { id }, body: { note } });
export const reservationSettings = () => request(calls.settings);
export const saveReservationSettings = (body: { graceHours: number; deposit: number; depositRule: 'refund' | 'keep' }) =>
  request(calls.setSettings, { body });
