import { shopCalls as calls } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listQuestions = (params: TableParams) => request(calls.questions, { query: tableQuery(params) });
export const replyQuestion = (id: number, reply: string) => request(calls.replyQuestion, { params: { id }, body: { reply } });
