import { lineBudgetCalls as calls, type LineBudgetBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const fetchLineBudget = () => request(calls.budget, {}, { skipErrorHandler: true });
export const saveLineBudget = (body: LineBudgetBody) => request(calls.setBudget, { body });
