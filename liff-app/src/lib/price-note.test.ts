import { describe, expect, it } from 'vitest';
import type { GoldPriceAnswer } from '@goldshop/api/contract';
import { enteredByStaff, priceNote, pricesAt } from './price-note';

// 21 Nov 2025, 14:00 in Bangkok.
const NOW = new Date('2025-11-21T07:00:00Z');
const THIS_MORNING = '2025-11-21T02:26:00.000Z'; // 09:26 Bangkok
const YESTERDAY = '2025-11-20T02:26:00.000Z';

describe('priceNote', () => {
  it("says nothing for today's live price, or when there is no price", () => {
    expect(priceNote(THIS_MORNING, false, NOW)).toBeNull();
    expect(priceNote(null, false, NOW)).toBeNull();
    expect(priceNote(null, true, NOW)).toBeNull();
    expect(priceNote('not a time', true, NOW)).toBeNull();
  });
  it("gives the Thai date and time of an older price, and says it is not today's", () => {
    expect(priceNote(YESTERDAY, false, NOW)).toBe('ราคาคำนวณจากราคาทอง ณ 20 พฤศจิกายน 2568 เวลา 09:26 น. ซึ่งไม่ใช่ราคาของวันนี้');
  });
  it('says when staff entered the price, today or earlier', () => {
    expect(priceNote(THIS_MORNING, true, NOW)).toBe('ราคาคำนวณจากราคาทองที่ร้านประกาศ ณ 21 พฤศจิกายน 2568 เวลา 09:26 น.');
    expect(priceNote(YESTERDAY, true, NOW)).toBe('ราคาคำนวณจากราคาทองที่ร้านประกาศ ณ 20 พฤศจิกายน 2568 เวลา 09:26 น. ซึ่งไม่ใช่ราคาของวันนี้');
  });
  it('counts days in Bangkok: 23:30 Bangkok yesterday is not today at 00:10', () => {
    const justAfterMidnight = new Date('2025-11-20T17:10:00Z'); // 21 Nov 00:10 Bangkok
    expect(priceNote('2025-11-20T16:30:00Z', false, justAfterMidnight)).toMatch(/ซึ่งไม่ใช่ราคาของวันนี้$/);
    expect(priceNote('2025-11-20T17:05:00Z', false, justAfterMidnight)).toBeNull();
  });
});

describe('pricesAt', () => {
  it('is the time of the first priced product, null when none is priced', () => {
    expect(pricesAt([{ priceAt: null }, { priceAt: THIS_MORNING }])).toBe(THIS_MORNING);
    expect(pricesAt([{ priceAt: null }])).toBeNull();
    expect(pricesAt(undefined)).toBeNull();
  });
});

describe('enteredByStaff', () => {
  const latest = (source: 'staff' | undefined, update_times = THIS_MORNING): GoldPriceAnswer => ({
    status: 'success',
    response: {
      date: '',
      update_time: '',
      update_times,
      ...(source && { source }),
      price: { gold_bar: { buy: '1', sell: '1' }, change: { compare_previous: '0' } },
    },
  });
  it("is true only when /latest marks the same price as staff's", () => {
    expect(enteredByStaff(latest('staff'), THIS_MORNING)).toBe(true);
    expect(enteredByStaff(latest(undefined), THIS_MORNING)).toBe(false);
    // /latest has moved on to another price than the one the products were priced with.
    expect(enteredByStaff(latest('staff', YESTERDAY), THIS_MORNING)).toBe(false);
    expect(enteredByStaff(undefined, THIS_MORNING)).toBe(false);
    expect(enteredByStaff({ status: 'no-data' }, THIS_MORNING)).toBe(false);
  });
});
