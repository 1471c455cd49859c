import { describe, expect, it } from 'vitest';
import { auditDiff, showValue } from './diff';

describe('auditDiff', () => {
  it('marks the fields an update changed', () => {
    const rows = auditDiff({ id: 3, status: 'pending', note: null }, { id: 3, status: 'approved', note: 'ok' });
    expect(rows).toEqual([
      { key: 'id', before: '3', after: '3', changed: false },
      { key: 'status', before: 'pending', after: 'approved', changed: true },
      { key: 'note', before: '—', after: 'ok', changed: true },
    ]);
  });
  it('lists every field of a created record against nothing', () => {
    expect(auditDiff(null, { name: 'ก', tel: '081' })).toEqual([
      { key: 'name', before: '—', after: 'ก', changed: true },
      { key: 'tel', before: '—', after: '081', changed: true },
    ]);
  });
  it('flattens nested records with dotted names and keeps arrays as JSON', () => {
    const rows = auditDiff(
      { request: { status: 'pending' }, user: { verificationStatus: 1 } },
      { request: { status: 'approved' }, user: { verificationStatus: 2 }, changes: [1, 2] },
    );
    expect(rows.map((r) => [r.key, r.before, r.after])).toEqual([
      ['request.status', 'pending', 'approved'],
      ['user.verificationStatus', '1', '2'],
      ['changes', '—', '[1,2]'],
    ]);
  });
  it('handles a bare value and an empty pair', () => {
    expect(auditDiff(0, 1)).toEqual([{ key: 'ค่า', before: '0', after: '1', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('showValue', () => {
  it('writes text as is and shows empty text visibly', () => {
    expect(showValue('x')).toBe('x');
    expect(showValue('')).toBe('""');
    expect(showValue(false)).toBe('false');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });
});
