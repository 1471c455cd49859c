import { describe, expect, it } from 'vitest';
import { hoursRows, openText, thaiDayName, todayClosure, whenText } from './branch-hours';

// Thursday 26 November 2026, 10:00 in Bangkok (03:00Z).
const NOW = new Date('2026-11-26T03:00:00Z');

describe('a branch’s hours in the words customers read (Bangkok time)', () => {
  it('says until when an open branch is open', () => {
    expect(openText({ openNow: true, closesAt: '2026-11-26T10:30:00.000Z', nextOpenAt: '2026-11-27T02:00:00.000Z' }, NOW)).toBe(
      'เปิดอยู่ ถึง 17:30 น.',
    );
  });

  it('says when a closed branch opens: today, tomorrow, or the day by name', () => {
    expect(openText({ openNow: false, closesAt: null, nextOpenAt: '2026-11-26T06:00:00.000Z' }, NOW)).toBe(
      'ปิดอยู่ เปิดอีกครั้งวันนี้ เวลา 13:00 น.',
    );
    expect(openText({ openNow: false, closesAt: null, nextOpenAt: '2026-11-27T01:30:00.000Z' }, NOW)).toBe(
      'ปิดอยู่ เปิดอีกครั้งพรุ่งนี้ เวลา 08:30 น.',
    );
    expect(openText({ openNow: false, closesAt: null, nextOpenAt: '2026-11-30T02:00:00.000Z' }, NOW)).toBe(
      'ปิดอยู่ เปิดอีกครั้งวันจันทร์ที่ 30 พฤศจิกายน เวลา 09:00 น.',
    );
    expect(openText({ openNow: false, closesAt: null, nextOpenAt: null }, NOW)).toBe('ปิดทำการชั่วคราว');
  });

  it('turns the day at Bangkok’s midnight: 23:30 Bangkok, a 09:00 opening is tomorrow', () => {
    expect(whenText('2026-11-27T02:00:00.000Z', new Date('2026-11-26T16:30:00Z'))).toBe('พรุ่งนี้ เวลา 09:00 น.');
    // 00:30 Bangkok on the 27th is still the 26th in UTC: the same opening is today.
    expect(whenText('2026-11-27T02:00:00.000Z', new Date('2026-11-26T17:30:00Z'))).toBe('วันนี้ เวลา 09:00 น.');
  });

  it('finds today’s closure only', () => {
    const closures = [
      { date: '2026-11-26', reason: 'ปิดตรวจนับสินค้า' },
      { date: '2026-12-05', reason: 'วันพ่อ' },
    ];
    expect(todayClosure({ closures }, NOW)?.reason).toBe('ปิดตรวจนับสินค้า');
    expect(todayClosure({ closures: closures.slice(1) }, NOW)).toBeUndefined();
    expect(thaiDayName('2026-12-05')).toBe('วันเสาร์ที่ 5 ธันวาคม');
  });

  it('lists the week from Monday, closed days as ปิด, today marked', () => {
    const hours = Array.from({ length: 7 }, (_, day) =>
      day === 0 ? { day, open: null, close: null } : { day, open: '08:30', close: '17:30' },
    );
    const rows = hoursRows(hours, NOW);
    expect(rows.map((r) => r.name)).toEqual(['วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์', 'วันอาทิตย์']);
    expect(rows[0]).toEqual({ day: 1, name: 'วันจันทร์', text: '08:30–17:30 น.', today: false });
    expect(rows[6]!.text).toBe('ปิด');
    expect(rows.filter((r) => r.today).map((r) => r.name)).toEqual(['วันพฤหัสบดี']);
  });
});
