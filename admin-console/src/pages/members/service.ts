import { verificationCalls as calls, type MembersQuery } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listMembers = (params: TableParams) => request(calls.members, { query: tableQuery<MembersQuery>(params) });
