import { describe, expect, it } from 'vitest';
import { filterPawns, nextDue, pawnInterest } from './pawn';

describe('pawn helpers', () => {
  it('sums interest and fee', () => {
    expect(pawnInterest({ Rate_In: 450, fee: 50 })).toBe(500);
    expect(pawnInterest({ Rate_In: 0.1, fee: 0.2 })).toBe(0.3);
    expect(pawnInterest({ Rate_In: 1200.25, fee: 0 })).toBe(1200.25);
  });

  const list = [{ jn_id: 'JN-2024-001' }, { jn_id: 'jn-2024-010' }, { jn_id: 'AB-77' }];
  it('filters by contract id, case-insensitive substring', () => {
    expect(filterPawns(list, 'jn').map((c) => c.jn_id)).toEqual(['JN-2024-001', 'jn-2024-010']);
    expect(filterPawns(list, ' 010 ').map((c) => c.jn_id)).toEqual(['jn-2024-010']);
    expect(filterPawns(list, 'ab-7').map((c) => c.jn_id)).toEqual(['AB-77']);
    expect(filterPawns(list, '')).toHaveLength(3);
    expect(filterPawns(list, 'zzz')).toEqual([]);
  });

  it('finds the next due date', () => {
    const c = [
      { jn_id: 'a', due_date: '2024-03-01' },
      { jn_id: 'b', due_date: '2024-02-01' },
      { jn_id: 'c', due_date: '2024-01-01' },
    ];
    expect(nextDue(c, '2024-01-15')).toEqual({ date: '2024-02-01', jn_id: 'b', overdue: false });
    expect(nextDue(c, '2024-02-01')).toEqual({ date: '2024-02-01', jn_id: 'b', overdue: false });
    expect(nextDue(c, '2024-06-01')).toEqual({ date: '2024-01-01', jn_id: 'c', overdue: true });
    expect(nextDue([], '2024-06-01')).toBeUndefined();
  });
});
