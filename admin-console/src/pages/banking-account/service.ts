import { contentCalls as calls, type BankUpdateFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export interface BankInput extends BankUpdateFields {
  bank_logo?: File;
}

/** The shop's one account members transfer to; a 404 means none is set up yet. */
export const getAccount = () => request(calls.accountDetails, {}, { skipErrorHandler: true });
/** Multipart bank, acc_name, acc_no and, only when replaced, bank_logo. */
export const updateAccount = (id: number, { bank, acc_name, acc_no, bank_logo }: BankInput) =>
  request(calls.updateAccountDetails, { params: { id }, body: formData({ bank, acc_name, acc_no, bank_logo }) });
