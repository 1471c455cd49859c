import type { AdminMember, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listMembers = (params: TableParams) => request<Paged<AdminMember>>(`/api/admin/members?${pageQuery(params)}`);
