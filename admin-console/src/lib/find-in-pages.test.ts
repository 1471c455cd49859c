import { describe, expect, it } from 'vitest';
import { findInDescPages } from './find-in-pages';

/** A fake paged API over ids n..1 with some gaps (deleted or other queues' ids), newest first. */
function api(ids: number[]) {
  const sorted = [...ids].sort((a, b) => b - a).map((id) => ({ id }));
  const calls: number[] = [];
  const fetchPage = async (page: number, size: number) => {
    calls.push(page);
    return { data: sorted.slice((page - 1) * size, page * size), total: sorted.length };
  };
  return { fetchPage, calls };
}

describe('finding a row in id-descending pages', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => i + 1).filter((id) => id % 7 !== 0);
  it('finds rows on the first, a middle and the last page in a few requests', async () => {
    for (const id of [1000, 999, 500, 101, 1]) {
      const { fetchPage, calls } = api(ids);
      expect(await findInDescPages(id, fetchPage, 20)).toEqual({ id });
      expect(calls.length).toBeLessThanOrEqual(8);
    }
  });
  it('answers null for an id that is not there, above, inside a gap or below the list', async () => {
    for (const id of [5000, 700, 0]) expect(await findInDescPages(id, api(ids).fetchPage, 20)).toBeNull();
    expect(await findInDescPages(1, api([]).fetchPage)).toBeNull();
  });
});
