import type {
  AdminCustomer,
  AdminPawnContract,
  AdminPawnPayment,
  Paged,
  PawnContractCreateBody,
  PawnContractUpdateBody,
  PawnPaymentFields,
} from '@goldshop/api/contract';
import { formData, request } from '../../services/request';
import { pageQuery, type TableParams } from '../../lib/table-query';
import type { CustomerLookup } from './lookup';

const enc = encodeURIComponent;
export const listContracts = (params: TableParams) => request<Paged<AdminPawnContract>>(`/api/admin/pawn/contracts?${pageQuery(params)}`);
export const createContract = (body: PawnContractCreateBody) => request<AdminPawnContract>('/api/admin/pawn/contracts', { method: 'POST', body });
export const updateContract = (jnId: string, body: PawnContractUpdateBody) =>
  request<AdminPawnContract>(`/api/admin/pawn/contracts/${enc(jnId)}`, { method: 'PUT', body });
export const listPayments = (jnId: string) => request<AdminPawnPayment[]>(`/api/admin/pawn/contracts/${enc(jnId)}/payments`);
export const addPayment = (jnId: string, fields: PawnPaymentFields, proof?: File) =>
  request<AdminPawnPayment>(`/api/admin/pawn/contracts/${enc(jnId)}/payments`, {
    method: 'POST',
    body: formData({ ...fields, external_ref: fields.external_ref || undefined, proof }),
  });
export const dueSoon = (days: number) => request<AdminPawnContract[]>(`/api/admin/pawn/due-soon?days=${days}`);

/** Finds the one customer a national ID or customer number names (null when none or not exactly one). */
export async function findCustomer(lookup: NonNullable<CustomerLookup>): Promise<AdminCustomer | null> {
  if (lookup.by === 'id') return request<AdminCustomer>(`/api/admin/customers/${lookup.id}`, { skipErrorHandler: true }).catch(() => null);
  const page = await request<Paged<AdminCustomer>>(`/api/admin/customers?q=${lookup.card}&pageSize=2`);
  return page.total === 1 ? page.data[0]! : null;
}
