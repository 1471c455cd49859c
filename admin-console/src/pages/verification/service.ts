import { verificationCalls as calls, type VerificationsQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listVerifications = (params: TableParams) => request(calls.list, { query: tableQuery<VerificationsQuery>(params) });
/** Opening one logs the view of both private images (PDPA) before the signed URLs come back. */
export const getVerification = (id: number) => request(calls.detail, { params: { id } });
export const approveVerification = (id: number) => request(calls.approve, { params: { id }, body: {} });
export const rejectVerification = (id: number, reason: string) => request(calls.reject, { params: { id }, body: { reason } });
export const suspendMember = (userId: number) => request(calls.suspendMember, { params: { id: userId }, body: {} });
export const reinstateMember = (userId: number) => request(calls.reinstateMember, { params: { id: userId }, body: {} });
