import type { ImportAnswer } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export type ImportKind = 'contracts' | 'payments';
/** One CSV file as multipart `file`; the server checks every line first and writes all or nothing. */
export const importCsv = (kind: ImportKind, file: File) =>
  request<ImportAnswer>(`/api/admin/pawn/import/${kind}`, { method: 'POST', body: formData({ file }) });
