import { describe, expect, it } from 'vitest';
import { pickupDays } from './days';

const hours = Array.from({ length: 7 }, (_, day) =>
  day === 0 ? { day, open: null, close: null } : { day, open: '09:00', close: '17:00' },
);

describe('the days a member may pick for a pickup', () => {
  it('are today and the next 30 days, a closed weekday and a closure disabled', () => {
    // Tuesday 1 December 2026, 10:00 in Bangkok.
    const days = pickupDays({ hours, closures: [{ date: '2026-12-04', reason: 'ตรวจนับ' }] }, new Date('2026-12-01T03:00:00Z'));
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ value: '2026-12-01', disabled: false });
    expect(days.find((d) => d.value === '2026-12-04')).toMatchObject({ disabled: true });
    expect(days.find((d) => d.value === '2026-12-06')).toMatchObject({ disabled: true, label: expect.stringContaining('อาทิตย์') });
    expect(days.at(-1)!.value).toBe('2026-12-31');
  });
});
