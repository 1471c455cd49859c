/** One field of an audited record, before and after the action, as display text. */
export interface DiffRow {
  key: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A value as one readable line: text as is, nothing as '—', anything else as compact JSON. */
export function showValue(v: unknown): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/**
 * Field-by-field view of an audit row's before/after: every key of either side, in first-seen order,
 * marked when it changed. A record created (before null) or deleted (after null) lists every field.
 * Nested records (e.g. {request, user}) are flattened as "request.status".
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = showValue(before);
    const a = showValue(after);
    return b === '—' && a === '—' ? [] : [{ key: prefix || 'ค่า', before: b, after: a, changed: b !== a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((k) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isRecord(b[k]) || isRecord(a[k])) return auditDiff(b[k] ?? null, a[k] ?? null, key);
    const bv = k in b ? showValue(b[k]) : '—';
    const av = k in a ? showValue(a[k]) : '—';
    return [{ key, before: bv, after: av, changed: bv !== av }];
  });
}
