import { describe, expect, it } from 'vitest';
import { adminCategoryLabel, categoryOptions, matchesCategory, QC_FILTER, QC_REJECT_LABEL } from './category';

describe('admin category labels (docs/product.md "Product categories")', () => {
  it('names 1–5 as the jewellery kinds and 6 as pledged loose items', () => {
    expect([1, 2, 3, 4, 5, 6].map(adminCategoryLabel)).toEqual(['สร้อยคอ', 'สร้อยข้อมือ', 'แหวน', 'กำไล', 'ต่างหู', 'ทองหลุดจำนำ']);
  });
  it('reads every value outside 1–6 as QC-reject items', () => {
    for (const v of [0, 7, 8, 99, -1]) expect(adminCategoryLabel(v)).toBe(QC_REJECT_LABEL);
  });
});

describe('category filter', () => {
  it('matches one category, or the QC group for anything outside 1–6, or all', () => {
    expect(matchesCategory(3, 3)).toBe(true);
    expect(matchesCategory(3, 4)).toBe(false);
    expect(matchesCategory(7, QC_FILTER)).toBe(true);
    expect(matchesCategory(42, QC_FILTER)).toBe(true);
    expect(matchesCategory(6, QC_FILTER)).toBe(false);
    expect(matchesCategory(6, undefined)).toBe(true);
  });
  it('offers 1–7 in the form and keeps a product’s odd value selectable', () => {
    expect(categoryOptions().map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(categoryOptions(9).at(-1)).toEqual({ value: 9, label: `${QC_REJECT_LABEL} (รหัส 9)` });
    expect(categoryOptions(2)).toHaveLength(7);
  });
});
