import type { AdminStaff, AuditLogRow, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listAudit = (params: TableParams) => request<Paged<AuditLogRow>>(`/api/admin/audit-log?${pageQuery(params)}`);
export const staffOptions = async () => (await request<AdminStaff[]>('/api/admin/staff')).map((s) => ({ value: s.id, label: s.username }));
