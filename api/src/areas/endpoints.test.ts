import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { endpoints, type Endpoint } from '../../contract/index';
import { buildApp } from '../build-app';

/**
 * The contract owns the routes: every /api route the server has was registered from a declaration in
 * api/contract/ (so its access check came from there), and every declaration is registered.
 */
describe('the contract and the server', async () => {
  const registered: RouteOptions[] = [];
  const app = await buildApp(
    { databasePath: ':memory:', serveApps: false, seedDemo: false, jwtSecret: 'test-secret-test-secret-test-secret!' },
    { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable' },
    {},
    (fastify) => fastify.addHook('onRoute', (r) => void registered.push(r)),
  );
  await app.close();

  const key = (method: string, path: string) => `${method} ${path}`;
  const declared = Object.values(endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
  // The API reference page's own files (plugins/api-docs.ts) are a page for people, not calls.
  const apiRoutes = registered.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');

  it('declares each call once', () => {
    const keys = declared.map((e) => key(e.method, e.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('registers every /api route from its declaration', () => {
    const bypassing = apiRoutes.filter((r) => !r.config?.endpoint).map((r) => key(String(r.method), r.url));
    expect(bypassing).toEqual([]);
  });

  it('registers every declaration', () => {
    const served = new Set(apiRoutes.map((r) => key(String(r.method), r.url)));
    expect(declared.map((e) => key(e.method, e.path)).filter((k) => !served.has(k))).toEqual([]);
  });
});
