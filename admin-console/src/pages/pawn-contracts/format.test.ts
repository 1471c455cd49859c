import { describe, expect, it } from 'vitest';
import { itemText, overdueText, weightForApi } from './format';

describe('pawn contract display', () => {
  it('shows the item and its weight in grams, either alone, or a dash', () => {
    expect(itemText({ item: 'สร้อยคอ', weight_grams: 15.16 })).toBe('สร้อยคอ · 15.16 กรัม');
    expect(itemText({ item: null, weight_grams: 1234.5 })).toBe('1,234.5 กรัม');
    expect(itemText({ item: '  แหวน ', weight_grams: null })).toBe('แหวน');
    expect(itemText({ item: ' ', weight_grams: null })).toBe('—');
  });
  it('says how overdue an open contract is, and nothing for a closed or current one', () => {
    expect(overdueText({ is_open: true, days_overdue: 10 })).toBe('เกินกำหนด 10 วัน');
    expect(overdueText({ is_open: true, days_overdue: 0 })).toBeNull();
    expect(overdueText({ is_open: false, days_overdue: 30 })).toBeNull();
  });
  it('sends the weight as grams or null', () => {
    expect(weightForApi(15.156)).toBe(15.16);
    expect(weightForApi('1,000.5')).toBe(1000.5);
    for (const empty of [undefined, null, '', 0, -1, 'abc']) expect(weightForApi(empty)).toBeNull();
  });
});
