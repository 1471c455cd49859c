import { describe, expect, it } from 'vitest';
import { depositLine, handoverChecks } from './deposit';

describe('the deposit at the handover', () => {
  it('names the deposit paid and that it comes off the price, as the console writes money', () => {
    expect(depositLine({ depositPaid: 500 })).toBe('มัดจำแล้ว ฿500.00 หักจากราคา');
    expect(depositLine({ depositPaid: 1250.5 })).toBe('มัดจำแล้ว ฿1,250.50 หักจากราคา');
    expect(depositLine({ depositPaid: 0 })).toBeNull();
  });
  it('asks for the ID always, and to take only the rest when a deposit was paid', () => {
    expect(handoverChecks({ depositPaid: 0 })).toEqual(['ตรวจบัตรประชาชนให้ตรงก่อนส่งมอบ']);
    expect(handoverChecks({ depositPaid: 500 })).toEqual([
      'ตรวจบัตรประชาชนให้ตรงก่อนส่งมอบ',
      'มัดจำแล้ว ฿500.00 หักจากราคา',
      'เก็บเงินเฉพาะส่วนที่เหลือ',
    ]);
  });
});
