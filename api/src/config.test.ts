import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { testApp } from './test/app';

const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', ...extra });

describe('configuration', () => {
  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never "trust everything"', () => {
    expect(loadConfig(env({})).trustProxy).toBe(0);
    expect(loadConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUST_PROXY: '127.0.0.1, ::1' })).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ TRUST_PROXY: '*' }))).toThrow(ConfigError);
  });

  it('refuses an unknown LOG_LEVEL with one clear line', () => {
    expect(loadConfig(env({})).logLevel).toBe('info');
    expect(loadConfig(env({ LOG_LEVEL: 'debug' })).logLevel).toBe('debug');
    expect(() => loadConfig(env({ LOG_LEVEL: 'loud' }))).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('client address behind a proxy', async () => {
  const signin = (app: Awaited<ReturnType<typeof testApp>>, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'nobody', password: 'wrong-password' },
    });
  const statuses = async (app: Awaited<ReturnType<typeof testApp>>) => {
    for (let i = 0; i < 3; i++) await signin(app, '203.0.113.7');
    return [(await signin(app, '203.0.113.7')).statusCode, (await signin(app, '198.51.100.20')).statusCode];
  };

  it('with one trusted proxy, the sign-in limit keys on the client the proxy names', async () => {
    const app = await testApp({ trustProxy: 1, signinRateLimit: 3 });
    expect(await statuses(app)).toEqual([429, 401]);
  });

  it('with no trusted proxy, a client cannot pick its address with X-Forwarded-For', async () => {
    const app = await testApp({ signinRateLimit: 3 });
    expect(await statuses(app)).toEqual([429, 429]);
  });
});
