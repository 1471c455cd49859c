import { describe, expect, it } from 'vitest';
import { categoryLabel, PAWN_FORFEITED, QC_REJECT, SPECIAL_PRICE } from './categories';

describe('categoryLabel', () => {
  it('names 1-5 the same in every view', () => {
    for (const ctx of ['featured', 'special', 'shop'] as const) {
      expect(categoryLabel(1, ctx)).toBe('สร้อยคอ');
      expect(categoryLabel(3, ctx)).toBe('แหวน');
      expect(categoryLabel(5, ctx)).toBe('ต่างหู');
    }
  });
  it('reads 6 as special price in the special carousel and shop, pawn-forfeited in featured', () => {
    expect(categoryLabel(6, 'special')).toBe(SPECIAL_PRICE);
    expect(categoryLabel(6, 'shop')).toBe(SPECIAL_PRICE);
    expect(categoryLabel(6, 'featured')).toBe(PAWN_FORFEITED);
  });
  it('reads 7 as QC-reject in carousels and shop', () => {
    expect(categoryLabel(7, 'featured')).toBe(QC_REJECT);
    expect(categoryLabel(7, 'special')).toBe(QC_REJECT);
    expect(categoryLabel(7, 'shop')).toBe(QC_REJECT);
  });
  it('falls back to the server name for other ids', () => {
    expect(categoryLabel(9, 'shop', 'จี้')).toBe('จี้');
    expect(categoryLabel(9, 'shop')).toBe('สินค้าอื่น ๆ');
  });
});
