import { describe, expect, it } from 'vitest';
import { urlOf, shopCalls } from '@goldshop/api/contract';
import {
  ALL,
  catalogueQuery,
  readShopQuery,
  settleCategory,
  settlePage,
  SHOP_QUERY_DEFAULTS,
  writeShopQuery,
  type ShopQuery,
} from './shop-query';

const q = (over: Partial<ShopQuery> = {}): ShopQuery => ({ ...SHOP_QUERY_DEFAULTS, ...over });

describe('readShopQuery', () => {
  it('reads what the address holds', () => {
    expect(
      readShopQuery(
        '?q=%E0%B8%AA%E0%B8%A3%E0%B9%89%E0%B8%AD%E0%B8%A2+1+%E0%B8%9A%E0%B8%B2%E0%B8%97&cat=3&weight=1-baht&sort=-price&page=2',
      ),
    ).toEqual({
      q: 'สร้อย 1 บาท',
      cat: '3',
      weight: '1-baht',
      sort: '-price',
      page: 2,
      minPrice: null,
      maxPrice: null,
    });
    expect(readShopQuery('?min_price=5000&max_price=20000')).toEqual(q({ minPrice: 5000, maxPrice: 20000 }));
    expect(readShopQuery(new URLSearchParams({ q: '  gn-10 ', cat: '1' }))).toEqual(q({ q: 'gn-10', cat: '1' }));
  });
  it('a plain /shop is the defaults', () => {
    expect(readShopQuery('')).toEqual(SHOP_QUERY_DEFAULTS);
    expect(SHOP_QUERY_DEFAULTS).toEqual({ q: '', cat: ALL, weight: ALL, sort: 'new', page: 1, minPrice: null, maxPrice: null });
  });
  it("reads an address written before the list came from the server (order=…) as the server's sort", () => {
    expect(readShopQuery('order=price-asc').sort).toBe('price');
    expect(readShopQuery('order=price-desc').sort).toBe('-price');
    expect(writeShopQuery(readShopQuery('order=price-desc&cat=2')).toString()).toBe('cat=2&sort=-price');
  });
  it('malformed values fall back to the defaults, without throwing', () => {
    for (const bad of ['page=abc', 'page=0', 'page=-2', 'page=1.5', 'page=2e3', 'page=99999999999999999999', 'page=']) {
      expect(readShopQuery(bad).page, bad).toBe(1);
    }
    for (const bad of ['cat=abc', 'cat=0', 'cat=-1', 'cat=1.5', 'cat=', 'cat=all', 'cat=100']) {
      expect(readShopQuery(bad).cat, bad).toBe(ALL);
    }
    expect(readShopQuery('sort=cheap').sort).toBe('new');
    expect(readShopQuery('order=price').sort).toBe('new');
    for (const bad of ['weight=3-baht', 'weight=', 'weight=all']) expect(readShopQuery(bad).weight, bad).toBe(ALL);
    for (const bad of ['min_price=abc', 'min_price=-1', 'min_price=1.5', 'min_price=1e3', 'min_price=9999999999', 'min_price=']) {
      expect(readShopQuery(bad).minPrice, bad).toBeNull();
    }
    expect(readShopQuery('q=%E0%B8').q).toBe('\uFFFD'); // a broken escape is text, not an error
    expect(readShopQuery(`q=${'ก'.repeat(500)}`).q).toHaveLength(50); // the catalogue call's longest
  });
});

describe('writeShopQuery', () => {
  it('leaves the defaults out, so /shop stays plain', () => {
    expect(writeShopQuery(SHOP_QUERY_DEFAULTS).toString()).toBe('');
    expect(writeShopQuery(q({ q: '   ' })).toString()).toBe('');
  });
  it('writes what differs, in a fixed order', () => {
    const out = writeShopQuery(q({ page: 2, cat: '1', q: ' สร้อย ', sort: 'weight', weight: '2-salueng' }));
    expect([...out.keys()]).toEqual(['q', 'cat', 'weight', 'sort', 'page']);
    expect(out.get('q')).toBe('สร้อย');
    expect(out.toString()).toBe('q=%E0%B8%AA%E0%B8%A3%E0%B9%89%E0%B8%AD%E0%B8%A2&cat=1&weight=2-salueng&sort=weight&page=2');
  });
  it('keeps parameters that are not its own and drops its stale ones', () => {
    expect(writeShopQuery(q({ cat: '2' }), '?utm_source=line&page=4&q=old').toString()).toBe('utm_source=line&cat=2');
  });
  it('reads back what it wrote', () => {
    const states = [
      q(),
      q({ q: 'สร้อย 1 บาท' }),
      q({ q: 'GN-1&2=3', cat: '7', sort: '-price', page: 3, weight: 'half-salueng' }),
      q({ minPrice: 0, maxPrice: 15000, cat: '2' }),
    ];
    for (const s of states) expect(readShopQuery(writeShopQuery(s))).toEqual(s);
  });
});

describe('catalogueQuery', () => {
  it('asks the server for what the address says, one page of 8, under the same names', () => {
    const state = q({ q: ' สร้อย ', cat: '2', weight: '1-baht', minPrice: 0, maxPrice: 20000, sort: 'weight', page: 2 });
    expect(catalogueQuery(state)).toEqual({
      q: 'สร้อย',
      cat: 2,
      weight: '1-baht',
      min_price: 0,
      max_price: 20000,
      sort: 'weight',
      page: 2,
      pageSize: 8,
    });
    expect(urlOf(shopCalls.catalogue, { query: catalogueQuery(q()) })).toBe(`${shopCalls.catalogue.path}?page=1&pageSize=8`);
    // Every parameter of the address is one of the call's.
    const call = new URLSearchParams(urlOf(shopCalls.catalogue, { query: catalogueQuery(state) }).split('?')[1]);
    for (const key of writeShopQuery(state).keys()) expect(call.get(key), key).toBe(writeShopQuery(state).get(key));
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
