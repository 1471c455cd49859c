import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { storedImage } from '../test/factories';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerCache, EXTERNAL_CHECK_MS, MIN_COMPRESS_BYTES } from './cached-answer';

describe('cached public answers', async () => {
  // A file database, so a second connection (another process, a script) can write to it.
  const path = join(mkdtempSync(join(tmpdir(), 'goldshop-cache-')), 'db.sqlite');
  const app = await testApp({ databasePath: path });
  const img = await storedImage(app, 'product');
  const [p] = await app.db.insert(schema.products).values({ code: 'A-1', weight: 1, unit: 'บาท', catId: 1, img }).returning();

  it('answers an ETag and a 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/api/shop/shop-product?images=url');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await app.inject({ url: '/api/shop/shop-product?images=url', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await app.inject({ url: '/api/shop/shop-product?images=url', headers: { 'if-none-match': `"old", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await app.inject({ url: '/api/shop/shop-product?images=url', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    // base64 and URL answers are different documents.
    const b64 = await app.inject('/api/shop/shop-product');
    expect(b64.headers.etag).not.toBe(etag);
    expect(b64.json()[0].img).not.toMatch(/^\//);
  });

  it('shows a write made on the app connection, even outside the routes, on the next request', async () => {
    const before = await app.inject('/api/shop/shop-product?images=url');
    app.sqlite.prepare('update products set code = ? where id = ?').run('A-2', p!.id);
    const after = await app.inject({
      url: '/api/shop/shop-product?images=url',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].code).toBe('A-2');
  });

  it('shows a write committed by another connection within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await app.inject('/api/shop/shop-product');
      const other = openDb(path);
      try {
        other.sqlite.prepare('update products set code = ? where id = ?').run('B-9', p!.id);
      } finally {
        other.close();
      }
      vi.setSystemTime(Date.now() + EXTERNAL_CHECK_MS);
      expect((await app.inject('/api/shop/shop-product')).json()[0].code).toBe('B-9');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never caches an error: 404 until an account exists, then the account', async () => {
    expect((await app.inject('/api/content/account-details')).statusCode).toBe(404);
    await app.db.insert(schema.bankAccounts).values({ bank: 'กรุงไทย', accName: 'ร้าน', accNo: '1234567890' });
    const res = await app.inject('/api/content/account-details');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bank: 'กรุงไทย', bank_logo: null });
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const res = await app.inject({ url: '/api/shop/shop-product?images=url', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toHaveLength(1);
  });
  it('compresses a large answer for a client that accepts it, and gives each form its own ETag', async () => {
    // A catalogue long enough to be worth compressing.
    await app.db
      .insert(schema.products)
      .values(Array.from({ length: 20 }, (_, i) => ({ code: `C-${i}`, weight: 1, unit: 'บาท', catId: 1, img })));
    const url = '/api/shop/shop-product?images=url';
    const plain = await app.inject(url);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_COMPRESS_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const gz = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(new Set([gz.headers.etag, br.headers.etag, plain.headers.etag]).size).toBe(3);
    }
    for (const accept of ['identity', 'deflate', 'gzip;q=0']) {
      const none = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('revalidates a copy of any form with a 304', async () => {
    const url = '/api/shop/shop-product?images=url';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag as string } });
    expect(res.statusCode).toBe(304);
    expect(res.headers.vary).toBe('Accept-Encoding');
    const plain = await app.inject(url);
    expect((await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': `W/${plain.headers.etag}` } })).statusCode).toBe(
      304,
    );
    expect((await app.inject({ url, headers: { 'if-none-match': '"other-br"' } })).statusCode).toBe(200);
  });
});

describe('a bounded answer cache', () => {
  // The cache's own parts, standing in for a route: a database that never changes and a reply that records.
  const app = { sqlite: { prepare: () => ({ pluck: () => ({ get: () => 0 }) }) } } as unknown as FastifyInstance;
  const reply = () => {
    const r = { serialize: JSON.stringify, header: () => r, code: () => r, type: () => r, send: () => r };
    return r as unknown as FastifyReply;
  };
  const req = { headers: {}, query: {} } as FastifyRequest;

  it('keeps at most maxEntries answers, letting go of the one used least recently', () => {
    const send = answerCache(app, { maxEntries: 2 });
    const computed: string[] = [];
    const ask = (key: string) => send(req, reply(), key, () => computed.push(key));
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) ask(key);
    // 'a' stays (used again before 'c' came); 'b' went when 'c' came, so it is computed again.
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });
});
