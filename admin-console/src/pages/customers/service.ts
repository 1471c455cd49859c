import { verificationCalls as calls, type CustomersQuery, type CustomerUpdateBody } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listCustomers = (params: TableParams) => request(calls.customers, { query: tableQuery<CustomersQuery>(params) });
export const updateCustomer = (id: number, body: CustomerUpdateBody) => request(calls.updateCustomer, { params: { id }, body });
