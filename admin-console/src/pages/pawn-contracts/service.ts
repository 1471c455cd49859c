import {
  pawnCalls as calls,
  verificationCalls,
  type AdminCustomer,
  type PawnContractCreateBody,
  type PawnContractsQuery,
  type PawnContractUpdateBody,
  type PageQuery,
  type PawnPaymentFields,
} from '@goldshop/api/contract';
import { formData, request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';
import type { CustomerLookup } from './lookup';

export const listContracts = (params: TableParams) => request(calls.staffContracts, { query: tableQuery<PawnContractsQuery>(params) });
export const createContract = (body: PawnContractCreateBody) => request(calls.create, { body });
export const updateContract = (jnId: string, body: PawnContractUpdateBody) => request(calls.update, { params: { jn_id: jnId }, body });
export const listPayments = (jnId: string) => request(calls.staffPayments, { params: { jn_id: jnId } });
export const addPayment = (jnId: string, fields: PawnPaymentFields, proof?: File) =>
  request(calls.recordPayment, {
    params: { jn_id: jnId },
    body: formData({ ...fields, external_ref: fields.external_ref || undefined, proof }),
  });
export const dueSoon = (days: number) => request(calls.dueSoon, { query: { days } });
export const listOverdue = (params: TableParams) => request(calls.overdue, { query: tableQuery<PageQuery>(params) });

/** Finds the one customer a national ID or customer number names (null when none or not exactly one). */
export async function findCustomer(lookup: NonNullable<CustomerLookup>): Promise<AdminCustomer | null> {
  if (lookup.by === 'id')
    return request(verificationCalls.customer, { params: { id: lookup.id } }, { skipErrorHandler: true }).catch(() => null);
  const page = await request(verificationCalls.customers, { query: { q: lookup.card, pageSize: 2 } });
  return page.total === 1 ? page.data[0]! : null;
}
