/** The multipart body of a verification request; consent goes as the string 'true' (the server's rule). */
export function verificationForm(fields: Record<string, string>, files: { idCardImg: File; personalImg: File }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('consent', 'true');
  form.append('idCardImg', files.idCardImg);
  form.append('personalImg', files.personalImg);
  return form;
}
