import { contentCalls as calls, paymentCalls, type BankUpdateFields, type ReceiverSettings } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export interface BankInput extends BankUpdateFields {
  bank_logo?: File;
}

/** The shop's one account members transfer to; a 404 means none is set up yet. */
export const getAccount = () => request(calls.accountDetails, {}, { skipErrorHandler: true });
/** Multipart bank, acc_name, acc_no and, only when replaced, bank_logo. */
export const updateAccount = (id: number, { bank, acc_name, acc_no, bank_logo }: BankInput) =>
  request(calls.updateAccountDetails, { params: { id }, body: formData({ bank, acc_name, acc_no, bank_logo }) });

/** The owner's PromptPay receiver (owner calls). */
export const getReceiver = () => request(paymentCalls.receiverSettings, {}, { skipErrorHandler: true });
export const setReceiver = (body: ReceiverSettings) => request(paymentCalls.setReceiver, { body });
export const clearReceiver = () => request(paymentCalls.clearReceiver, { body: {} });
