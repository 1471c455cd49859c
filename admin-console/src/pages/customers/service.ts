import type { AdminCustomer, CustomerUpdateBody, Paged } from '@goldshop/api/contract';
import { request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';

export const listCustomers = (params: TableParams) => request<Paged<AdminCustomer>>(`/api/admin/customers?${pageQuery(params)}`);
export const updateCustomer = (id: number, body: CustomerUpdateBody) => request<AdminCustomer>(`/api/admin/customers/${id}`, { method: 'PUT', body });
