import type { AdminStaff, Message, StaffCreateBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const listStaff = () => request<AdminStaff[]>('/api/admin/staff');
export const createStaff = (body: StaffCreateBody) => request<AdminStaff>('/api/admin/staff', { method: 'POST', body });
export const disableStaff = (id: number) => request<AdminStaff>(`/api/admin/staff/${id}/disable`, { method: 'POST', body: {} });
export const enableStaff = (id: number) => request<AdminStaff>(`/api/admin/staff/${id}/enable`, { method: 'POST', body: {} });
export const resetStaffPassword = (id: number, password: string) =>
  request<Message>(`/api/admin/staff/${id}/reset-password`, { method: 'POST', body: { password } });
