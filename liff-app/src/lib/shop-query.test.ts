import { describe, expect, it } from 'vitest';
import { ALL } from './shop-filter';
import { inPriceRange, readShopQuery, settleCategory, settlePage, SHOP_QUERY_DEFAULTS, writeShopQuery, type ShopQuery } from './shop-query';

const q = (over: Partial<ShopQuery> = {}): ShopQuery => ({ ...SHOP_QUERY_DEFAULTS, ...over });

describe('readShopQuery', () => {
  it('reads what the address holds', () => {
    expect(
      readShopQuery('?q=%E0%B8%AA%E0%B8%A3%E0%B9%89%E0%B8%AD%E0%B8%A2+1+%E0%B8%9A%E0%B8%B2%E0%B8%97&cat=3&order=price-desc&page=2'),
    ).toEqual({
      q: 'สร้อย 1 บาท',
      cat: '3',
      order: 'price-desc',
      page: 2,
      minPrice: null,
      maxPrice: null,
    });
    expect(readShopQuery('?min_price=5000&max_price=20000')).toEqual(q({ minPrice: 5000, maxPrice: 20000 }));
    expect(readShopQuery(new URLSearchParams({ q: '  gn-10 ', cat: '1' }))).toEqual(q({ q: 'gn-10', cat: '1' }));
  });
  it('a plain /shop is the defaults', () => {
    expect(readShopQuery('')).toEqual(SHOP_QUERY_DEFAULTS);
    expect(SHOP_QUERY_DEFAULTS).toEqual({ q: '', cat: ALL, order: 'newest', page: 1, minPrice: null, maxPrice: null });
  });
  it('malformed values fall back to the defaults, without throwing', () => {
    for (const bad of ['page=abc', 'page=0', 'page=-2', 'page=1.5', 'page=2e3', 'page=99999999999999999999', 'page=']) {
      expect(readShopQuery(bad).page, bad).toBe(1);
    }
    for (const bad of ['cat=abc', 'cat=0', 'cat=-1', 'cat=1.5', 'cat=', 'cat=all']) {
      expect(readShopQuery(bad).cat, bad).toBe(ALL);
    }
    expect(readShopQuery('order=price').order).toBe('newest');
    for (const bad of ['min_price=abc', 'min_price=-1', 'min_price=1.5', 'min_price=1e3', 'min_price=9999999999', 'min_price=']) {
      expect(readShopQuery(bad).minPrice, bad).toBeNull();
    }
    expect(readShopQuery('q=%E0%B8').q).toBe('\uFFFD'); // a broken escape is text, not an error
    expect(readShopQuery(`q=${'ก'.repeat(500)}`).q).toHaveLength(100);
  });
});

describe('writeShopQuery', () => {
  it('leaves the defaults out, so /shop stays plain', () => {
    expect(writeShopQuery(SHOP_QUERY_DEFAULTS).toString()).toBe('');
    expect(writeShopQuery(q({ q: '   ' })).toString()).toBe('');
  });
  it('writes what differs, in a fixed order', () => {
    const out = writeShopQuery(q({ page: 2, cat: '1', q: ' สร้อย ', order: 'price-asc' }));
    expect([...out.keys()]).toEqual(['q', 'cat', 'order', 'page']);
    expect(out.get('q')).toBe('สร้อย');
    expect(out.toString()).toBe('q=%E0%B8%AA%E0%B8%A3%E0%B9%89%E0%B8%AD%E0%B8%A2&cat=1&order=price-asc&page=2');
  });
  it('keeps parameters that are not its own and drops its stale ones', () => {
    expect(writeShopQuery(q({ cat: '2' }), '?utm_source=line&page=4&q=old').toString()).toBe('utm_source=line&cat=2');
  });
  it('reads back what it wrote', () => {
    const states = [
      q(),
      q({ q: 'สร้อย 1 บาท' }),
      q({ q: 'GN-1&2=3', cat: '7', order: 'price-desc', page: 3 }),
      q({ minPrice: 0, maxPrice: 15000, cat: '2' }),
    ];
    for (const s of states) expect(readShopQuery(writeShopQuery(s))).toEqual(s);
  });
});

describe('inPriceRange', () => {
  const items = [{ price: 4000 }, { price: 9000 }, { price: 20000 }, { price: null }];
  it('keeps the pieces within the range, either bound open', () => {
    expect(inPriceRange(items, q())).toEqual(items);
    expect(inPriceRange(items, q({ minPrice: 9000 }))).toEqual([{ price: 9000 }, { price: 20000 }]);
    expect(inPriceRange(items, q({ maxPrice: 9000 }))).toEqual([{ price: 4000 }, { price: 9000 }]);
    expect(inPriceRange(items, q({ minPrice: 5000, maxPrice: 10000 }))).toEqual([{ price: 9000 }]);
  });
});

describe('settling against the loaded lists', () => {
  it('a category the shop does not have shows every category', () => {
    expect(settleCategory(q({ cat: '99', page: 2 }), [1, 2, 3])).toEqual(q({ page: 2 }));
    expect(settleCategory(q({ cat: '2' }), [1, 2, 3])).toEqual(q({ cat: '2' }));
    expect(settleCategory(q({ cat: '99' }), undefined)).toEqual(q({ cat: '99' })); // not loaded yet
    expect(settleCategory(q({ cat: '2' }), [])).toEqual(q()); // the list failed: the select has only ทั้งหมด
  });
  it('a page past the last shows the first', () => {
    expect(settlePage(q({ page: 3 }), 17)).toEqual(q({ page: 3 })); // 8 + 8 + 1
    expect(settlePage(q({ page: 3 }), 16)).toEqual(q());
    expect(settlePage(q({ page: 40 }), 0)).toEqual(q());
    expect(settlePage(q({ page: 1 }), 0)).toEqual(q());
    expect(settlePage(q({ page: 40 }), undefined)).toEqual(q({ page: 40 })); // not loaded yet
  });
});
