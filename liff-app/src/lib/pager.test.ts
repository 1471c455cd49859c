import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems } from './pager';

describe('pagerItems', () => {
  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps the first, the last and the neighbours of the current page beyond that', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
  it('never shows more than seven items', () => {
    for (let c = 1; c <= 30; c++) expect(pagerItems(c, 30).length).toBeLessThanOrEqual(7);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least one', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
  });
});
