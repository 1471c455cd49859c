import { staffCalls as calls, type StaffCreateBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const listStaff = () => request(calls.list);
export const createStaff = (body: StaffCreateBody) => request(calls.create, { body });
export const disableStaff = (id: number) => request(calls.disable, { params: { id }, body: {} });
export const enableStaff = (id: number) => request(calls.enable, { params: { id }, body: {} });
export const setStaffDisplayName = (id: number, displayName: string) =>
  request(calls.setDisplayName, { params: { id }, body: { displayName } });
export const setStaffBranches = (id: number, branchIds: number[]) => request(calls.setBranches, { params: { id }, body: { branchIds } });
export const resetStaffPassword = (id: number, password: string) => request(calls.resetPassword, { params: { id }, body: { password } });
