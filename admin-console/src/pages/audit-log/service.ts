import { auditCalls, staffCalls, type AuditLogQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listAudit = (params: TableParams) => request(auditCalls.list, { query: tableQuery<AuditLogQuery>(params) });
export const staffOptions = async () => (await request(staffCalls.list)).map((s) => ({ value: s.id, label: s.username }));
