import { branchCalls as calls, type BranchBody, type ClosureBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const listBranches = () => request(calls.adminList);
export const createBranch = (body: BranchBody) => request(calls.create, { body });
export const updateBranch = (id: number, body: BranchBody) => request(calls.update, { params: { id }, body });
export const closeBranch = (id: number) => request(calls.close, { params: { id }, body: {} });
export const reopenBranch = (id: number) => request(calls.reopen, { params: { id }, body: {} });
export const deleteBranch = (id: number) => request(calls.remove, { params: { id } });
export const addClosure = (id: number, body: ClosureBody) => request(calls.addClosure, { params: { id }, body });
export const removeClosure = (id: number, closureId: number) => request(calls.removeClosure, { params: { id, closureId } });
