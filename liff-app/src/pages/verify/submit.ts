import type { IdentityValues } from './IdentityFields';

/** The multipart body of a verification request; consent goes as the string 'true' (the server's rule). */
export function verificationForm(fields: Record<string, string>, files: IdentityValues): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('consent', 'true');
  if (files.idCardImg) form.append('idCardImg', files.idCardImg);
  if (files.personalImg) form.append('personalImg', files.personalImg);
  return form;
}
