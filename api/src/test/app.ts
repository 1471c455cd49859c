import { afterAll } from 'vitest';
import { buildApp, type App } from '../build-app';
import type { Config } from '../config';

/**
 * A real server on its own fresh in-memory database, closed after the file's tests.
 * Requests go through app.inject (the full Fastify pipeline, no socket).
 */
export async function testApp(overrides: Partial<Config> = {}): Promise<App> {
  const app = await buildApp(
    {
      databasePath: ':memory:',
      serveApps: false,
      seedDemo: false,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      // Tests send many uploads as one member within a minute; the limit's own tests set theirs.
      uploadRateLimit: 1000,
      uploadAddressRateLimit: 1000,
      ...overrides,
    },
    { NODE_ENV: 'test', GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/unreachable', GOLD_PRICE_TIMEOUT_MS: '300' },
  );
  afterAll(() => app.close());
  return app;
}
