import { describe, expect, it } from 'vitest';
import { filterPawns, gramsText, nextDue, openContracts, overdueText, payBlockText, pickupRange } from './pawn';

describe('pawn helpers', () => {
  const list = [{ jn_id: 'JN-2024-001' }, { jn_id: 'jn-2024-010' }, { jn_id: 'AB-77' }];
  it('filters by contract id, case-insensitive substring', () => {
    expect(filterPawns(list, 'jn').map((c) => c.jn_id)).toEqual(['JN-2024-001', 'jn-2024-010']);
    expect(filterPawns(list, ' 010 ').map((c) => c.jn_id)).toEqual(['jn-2024-010']);
    expect(filterPawns(list, 'ab-7').map((c) => c.jn_id)).toEqual(['AB-77']);
    expect(filterPawns(list, '')).toHaveLength(3);
    expect(filterPawns(list, 'zzz')).toEqual([]);
  });

  const c = (jn_id: string, due_date: string, days_overdue = 0, is_open = true) => ({ jn_id, due_date, days_overdue, is_open });

  it('finds the soonest due date over open contracts only', () => {
    const list = [c('a', '2024-03-01'), c('b', '2024-02-01'), c('redeemed', '2024-01-20', 0, false)];
    expect(nextDue(list)).toEqual({ date: '2024-02-01', jn_id: 'b', overdue: false, days: 0 });
    expect(nextDue([c('x', '2024-01-01', 0, false)])).toBeUndefined();
    expect(nextDue([])).toBeUndefined();
  });

  it('puts an overdue contract before one due today, the most overdue first', () => {
    const list = [
      c('today', '2024-06-01'),
      c('late3', '2024-05-29', 3),
      c('late10', '2024-05-22', 10),
      c('forfeited', '2024-01-01', 0, false),
    ];
    expect(nextDue(list)).toEqual({ date: '2024-05-22', jn_id: 'late10', overdue: true, days: 10 });
  });

  it('counts open contracts and words the overdue days', () => {
    expect(openContracts([c('a', '2024-01-01'), c('b', '2024-01-01', 0, false)]).map((x) => x.jn_id)).toEqual(['a']);
    expect(overdueText({ is_open: true, days_overdue: 10 })).toBe('เกินกำหนด 10 วัน');
    expect(overdueText({ is_open: true, days_overdue: 0 })).toBeUndefined();
    expect(overdueText({ is_open: false, days_overdue: 5 })).toBeUndefined();
  });

  it('shows grams as recorded', () => {
    expect(gramsText(15.2)).toBe('15.2 กรัม');
    expect(gramsText(3.811)).toBe('3.81 กรัม');
    expect(gramsText(null)).toBe('-');
  });

  it('says why a contract cannot be paid in the app, and nothing when it can', () => {
    const inForce = {
      code: 'in_force' as const,
      dueDate: '2026-12-20',
      daysOverdue: 0,
      daysToDue: 21,
      payUntil: '2026-12-27',
      keepFrom: '2026-12-28',
    };
    const late = {
      code: 'past_grace' as const,
      dueDate: '2026-11-19',
      daysOverdue: 10,
      daysToDue: -10,
      payUntil: '2026-11-26',
      keepFrom: '2026-11-27',
    };
    expect(payBlockText({ pay: 'open', days_overdue: 0, standing: inForce })).toBeUndefined();
    // Past the grace: the standing's own sentence, with the day the app stopped taking payments and the day the shop may keep the piece.
    const contact = payBlockText({ pay: 'contact', days_overdue: 10, standing: late })!;
    expect(contact).toContain('26 พ.ย. 2569');
    expect(contact).toContain('หลุดขายฝากตั้งแต่วันที่ 27 พ.ย. 2569');
    expect(contact).toContain('ติดต่อร้าน');
    expect(payBlockText({ pay: 'contact', days_overdue: 0, standing: { ...inForce, code: 'overdue' } })).toContain('3 ปี');
    expect(payBlockText({ pay: 'pending', days_overdue: 0, standing: inForce })).toContain('รอร้านตรวจสอบ');
    expect(payBlockText({ pay: 'pickup', days_overdue: 0, standing: { ...inForce, code: 'awaiting_pickup' } })).toContain('รอรับสินค้าคืน');
  });

  it('offers pickup days from tomorrow to 30 days on', () => {
    expect(pickupRange('2026-12-31')).toEqual({ min: '2027-01-01', max: '2027-01-30' });
  });
});
