import { describe, expect, it } from 'vitest';
import { pageAt, pageCount, pageOffset, slidesPerPage, slidesPerPageFrom } from './carousel';

describe('slidesPerPage', () => {
  it('follows the breakpoints (docs/product.md "Limits and page sizes")', () => {
    expect(slidesPerPage(1280)).toBe(4);
    expect(slidesPerPage(1025)).toBe(4);
    expect(slidesPerPage(1024)).toBe(2);
    expect(slidesPerPage(768)).toBe(2);
    expect(slidesPerPage(577)).toBe(2);
    expect(slidesPerPage(576)).toBe(1);
    expect(slidesPerPage(360)).toBe(1);
  });
  it('gives the same answer from the media queries at every width', () => {
    for (let width = 280; width <= 1600; width++) {
      const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)![1]);
      expect(slidesPerPageFrom(matches), `at ${width} px`).toBe(slidesPerPage(width));
    }
  });
});

describe('paging', () => {
  it('counts whole pages and never zero', () => {
    expect(pageCount(9, 4)).toBe(3);
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
  });
  it('stops the last page at the end of the track', () => {
    // 9 slides of 100 px, 4 per page: viewport 400, track 900.
    expect(pageOffset(1, 400, 900)).toBe(400);
    expect(pageOffset(2, 400, 900)).toBe(500);
    expect(pageOffset(-1, 400, 900)).toBe(0);
  });
  it('reads the page back from the scroll position', () => {
    expect(pageAt(0, 400, 900, 3)).toBe(0);
    expect(pageAt(400, 400, 900, 3)).toBe(1);
    expect(pageAt(500, 400, 900, 3)).toBe(2);
    expect(pageAt(0, 0, 0, 3)).toBe(0);
  });
});
