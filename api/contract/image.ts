/** Turns an ImageField into an <img src>: URLs pass through, base64 becomes a data URL (SPEC §3). */
export function imageSrc(field: string | null | undefined): string | undefined {
  if (!field) return undefined;
  if (field.startsWith('/') || field.startsWith('http') || field.startsWith('data:')) return field;
  return `data:image/png;base64,${field}`;
}
