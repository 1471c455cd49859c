// A branch written on one line, the same on the statement, the receipt and the about page. No schema here
// (nothing from TypeBox): the member app imports it as it is.

/**
 * 'สาขานาวง 12/3 หมู่ 5 … โทร 075-299-101' (the phone only when asked and known). An address the owner typed starting
 * with the branch's own name ('สาขานาวง 12/3 …') is written without it: a name never stands twice on the line.
 */
export function branchLine(b: { name: string; address: string; phone?: string }, opts: { phone?: boolean } = {}): string {
  const name = b.name.trim().replace(/^สาขา\s*/, '');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const address = b.address.trim().replace(new RegExp(`^(สาขา\\s*)?${escaped}\\s*`), '');
  const phone = opts.phone && b.phone?.trim() ? ` โทร ${b.phone.trim()}` : '';
  return `สาขา${name}${address ? ` ${address}` : ''}${phone}`;
}
