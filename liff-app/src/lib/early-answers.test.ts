import { describe, expect, it } from 'vitest';
import { appGetUrl, SHOP_PAGE_SIZE, shopCalls, systemCalls, urlOf } from '@goldshop/api/contract';
import { readEarlyAnswers } from './early-answers';
import { catalogueQuery, readShopQuery } from './shop-query';

describe('answers given with the page', () => {
  const now = Date.parse('2026-11-29T10:00:00Z');
  const page = (at: unknown, answers: unknown) => JSON.stringify({ at, answers });
  // The settings call's address as the app asks at it (the apps name no API path of their own).
  const config = appGetUrl(urlOf(systemCalls.config));

  it('takes the answers of a page just served, under their addresses', () => {
    const got = readEarlyAnswers(page(now - 2_000, { [config]: { demo: true } }), now);
    expect([...got]).toEqual([[config, { demo: true }]]);
  });

  it('leaves the answers of a page kept for over a minute (opened offline from the service worker)', () => {
    expect(readEarlyAnswers(page(now - 61_000, { [config]: {} }), now).size).toBe(0);
    // A clock far ahead of the server's is as suspect as one far behind.
    expect(readEarlyAnswers(page(now + 61_000, { [config]: {} }), now).size).toBe(0);
  });

  it('reads nothing from a missing, malformed or misshapen element, and never throws', () => {
    for (const text of [null, undefined, '', '{', 'null', '[]', page('soon', {}), page(now, []), page(now, null)])
      expect(readEarlyAnswers(text, now).size).toBe(0);
  });

  it("asks for the catalogue's first page at the address the server answers it under", () => {
    // The server (api/src/areas/shop/page-meta.ts) gives /shop's first page as { page: 1, pageSize: SHOP_PAGE_SIZE }.
    const server = appGetUrl(urlOf(shopCalls.catalogue, { query: { page: 1, pageSize: SHOP_PAGE_SIZE } }));
    expect(appGetUrl(urlOf(shopCalls.catalogue, { query: catalogueQuery(readShopQuery('')) }))).toBe(server);
  });
});
