import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildApp } from '../../build-app';
import { loadConfig } from '../../config';
import { openApiPath } from '../../lib/openapi';
import { testApp } from '../../test/app';

const SECRET = 'test-secret-test-secret-test-secret!';

describe('the API published as OpenAPI', async () => {
  const registered: RouteOptions[] = [];
  const app = await buildApp(
    { databasePath: ':memory:', serveApps: false, seedDemo: false, jwtSecret: SECRET },
    { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable' },
    {},
    (fastify) => fastify.addHook('onRoute', (r) => void registered.push(r)),
  );
  const res = await app.inject({ url: '/api/openapi.json' });
  await app.close();
  const doc = res.json() as { paths: Record<string, Record<string, { summary?: string; 'x-access'?: string; responses: object }>> };

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has exactly the server’s /api routes, each with a summary, who may call it and its errors', () => {
    // The reference page's own files (/api/docs/…) are a page for people, not calls of the API.
    const served = registered
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${String(r.method)} ${openApiPath(r.url)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(served);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toMatch(/^\S.{5,120}$/);
        expect(['public', 'member', 'verified', 'staff', 'owner', 'monitor']).toContain(op['x-access']);
        expect(Object.keys(op.responses)).toContain('200');
      }
    }
    // A member call says it needs a session, and an owner call says so too.
    expect(doc.paths['/api/saving/balance']!.get!.responses).toHaveProperty('401');
    expect(JSON.stringify(doc.paths['/api/admin/payments/receiver']!.put!.responses['403' as never])).toContain('OWNER_ONLY');
  });

  it('serves a reference page from the package itself, never a CDN', async () => {
    const dev = await testApp();
    const page = await dev.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await dev.inject({ url: new URL(src, 'http://x/api/docs/').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    expect((await dev.inject({ url: '/api/docs/json' })).json().openapi).toBe('3.1.0');
  });

  it('is off in production unless API_DOCS=1, and on outside production unless API_DOCS=0', async () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_PATH: ':memory:',
      LINE_LOGIN_CHANNEL_ID: '1650000000',
      JWT_SECRET: '3f9a1c7e5b2d4806a9e1f3c5b7d90a2e4c6f8b1d3e5a7c9f',
      PUBLIC_URL: 'https://shop.example.com',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a long pass phrase',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_PATH: ':memory:' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', API_DOCS: '0' }).apiDocs).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', API_DOCS: 'yes' })).toThrow('API_DOCS must be 0 or 1');
    // Off, neither the document nor the page exists.
    const off = await testApp({ apiDocs: false });
    expect((await off.inject({ url: '/api/openapi.json' })).statusCode).toBe(404);
    expect((await off.inject({ url: '/api/docs/' })).statusCode).toBe(404);
  });
});
