// A branch written on one line, the same on the statement, the receipt and the about page. No schema here
// (nothing from TypeBox): the member app imports it as it is.

/** A branch as people and the point-of-sale write it: without a leading สาขา, trimmed ('สาขา หาดสำราญ ' → 'หาดสำราญ'). */
export const bareBranchName = (text: string): string =>
  text
    .trim()
    .replace(/^สาขา\s*/, '')
    .trim();

/**
 * 'สาขานาวง 12/3 หมู่ 5 … โทร 075-299-101' (the phone only when asked and known). An address the owner typed starting
 * with the branch's own name ('สาขานาวง 12/3 …') is written without it: a name never stands twice on the line.
 */
export function branchLine(b: { name: string; address: string; phone?: string }, opts: { phone?: boolean } = {}): string {
  const name = bareBranchName(b.name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const address = b.address.trim().replace(new RegExp(`^(สาขา\\s*)?${escaped}\\s*`), '');
  const phone = opts.phone && b.phone?.trim() ? ` โทร ${b.phone.trim()}` : '';
  return `สาขา${name}${address ? ` ${address}` : ''}${phone}`;
}
