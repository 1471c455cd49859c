import type { Paged } from '@goldshop/api/contract';

/**
 * Finds one row by id in a list the API pages newest first (id descending), in about log2(pages) requests.
 * Used where the API has no "get one" call (a type 2 instalment linked from a duplicate-slip warning):
 * each page holds a contiguous run of ids, so a page's first and last ids say which way to look.
 */
export async function findInDescPages<T extends { id: number }>(
  id: number,
  fetchPage: (page: number, pageSize: number) => Promise<Paged<T>>,
  pageSize = 100,
): Promise<T | null> {
  const first = await fetchPage(1, pageSize);
  const hit = (rows: T[]) => rows.find((r) => r.id === id) ?? null;
  const pages = Math.ceil(first.total / pageSize);
  let lo = 1;
  let hi = pages;
  let rows = first.data;
  let page = 1;
  for (let guard = 0; guard < 40 && rows.length > 0; guard++) {
    const found = hit(rows);
    if (found) return found;
    const newest = rows[0]!.id;
    const oldest = rows[rows.length - 1]!.id;
    if (id > newest) hi = page - 1;
    else if (id < oldest) lo = page + 1;
    else return null; // within this page's range but absent: it does not exist
    if (lo > hi) return null;
    page = Math.floor((lo + hi) / 2);
    rows = (await fetchPage(page, pageSize)).data;
  }
  return null;
}
