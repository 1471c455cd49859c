import type { Message } from '@goldshop/api/contract';
import { api } from '../../lib/api';

/** Multipart POST of a verification request; consent goes as the string 'true' (the server's rule). */
export function sendVerification(path: string, fields: Record<string, string>, files: { idCardImg: File; personalImg: File }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('consent', 'true');
  form.append('idCardImg', files.idCardImg);
  form.append('personalImg', files.personalImg);
  return api<Message>(path, { body: form });
}
