import { describe, expect, it } from 'vitest';
import { approveDefaults, askedProductText } from './asked';

const product = { id: 1, code: 'GN-101', weight: 1, unit: 'บาท', price: 42_500 };

describe('type 2 approval starts from what the member asked for', () => {
  it('names the product as the contract does', () => {
    expect(askedProductText(product)).toBe('GN-101 1 บาท');
    expect(askedProductText({ ...product, code: 'GN-104', weight: 0.5 })).toBe('GN-104 0.5 บาท');
  });
  it('prefills the product and today’s price; never the dates', () => {
    expect(approveDefaults({ askedProduct: product, askedNote: 'ขอลายสี่เสา' })).toEqual({
      Prod_type: 'GN-101 1 บาท',
      ApprovedAmount: 42_500,
    });
  });
  it('uses the member’s words when no product was picked, and leaves an unpriced amount empty', () => {
    expect(approveDefaults({ askedProduct: null, askedNote: '  แหวน 1 สลึง  ' })).toEqual({ Prod_type: 'แหวน 1 สลึง' });
    expect(approveDefaults({ askedProduct: { ...product, price: null }, askedNote: null })).toEqual({ Prod_type: 'GN-101 1 บาท' });
    expect(approveDefaults({ askedProduct: null, askedNote: 'x'.repeat(250) }).Prod_type).toHaveLength(200);
  });
  it('asks staff for everything when the member asked for nothing (the empty request, docs/product.md "Console: savings type 2 queues")', () => {
    expect(approveDefaults({ askedProduct: null, askedNote: null })).toEqual({});
    expect(approveDefaults({ askedProduct: null, askedNote: '   ' })).toEqual({});
  });
});
