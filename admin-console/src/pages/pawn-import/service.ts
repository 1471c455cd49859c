import { pawnCalls as calls } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export type ImportKind = 'contracts' | 'payments';
const CALLS = { contracts: calls.importContracts, payments: calls.importPayments } as const;
/** One CSV file as multipart `file`; the server checks every line before it writes any (then writes in chunks). */
export const importCsv = (kind: ImportKind, file: File) => request(CALLS[kind], { body: formData({ file }) });
