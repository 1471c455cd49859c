import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, schema } from '@goldshop/db';
import { testApp } from '../test/app';
import { storedImage } from '../test/factories';
import { EXTERNAL_CHECK_MS } from './cached-answer';

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
    const after = await app.inject({ url: '/api/shop/shop-product?images=url', headers: { 'if-none-match': before.headers.etag as string } });
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
});
