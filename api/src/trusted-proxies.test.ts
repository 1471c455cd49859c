import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { testApp } from './test/app';

const env = (TRUST_PROXY: string, NODE_ENV = 'test') => ({ NODE_ENV, DATABASE_PATH: ':memory:', TRUST_PROXY });
/** What the start would print after "Configuration error: ", or 'accepted'. */
const refusal = (value: string) => {
  try {
    loadConfig(env(value));
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  return 'accepted';
};
const everyIpv4Slash8 = Array.from({ length: 256 }, (_, i) => `${i}.0.0.0/8`).join(',');

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed; a client inside a trusted range can name
 * any address it likes and escape every per-address limit. These values passed the old "no range wider than
 * a /8" check and trusted every client (docs/decisions.md "TRUST_PROXY is a hop count or a list of proxies").
 */
describe('TRUST_PROXY refuses what would trust every client, in one line', () => {
  it.each([
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/96',
    '0:0:0:0:0:ffff:0:0/96',
    '::ffff:0:0/90',
    '::/80',
    '::/1',
    '::/0',
    '127.0.0.1, ::ffff:0.0.0.0/96',
  ])('an IPv6 range holding every IPv4 client (%s)', (value) => {
    const line = refusal(value);
    expect(line).toMatch(/holds every IPv4 client written as IPv6 \(::ffff:0:0\/96\)/);
    expect(line).not.toContain('\n');
    expect(() => loadConfig(env(value, 'production'))).toThrow(ConfigError);
  });

  it.each([
    ['all 256 IPv4 /8 ranges one by one', everyIpv4Slash8],
    ['two /8 ranges', '10.0.0.0/8, 11.0.0.0/8'],
    ['half of IPv4 written as IPv6', '::ffff:0.0.0.0/97'],
    ['a /8 and another /8 written as IPv6', '10.0.0.0/8, ::ffff:11.0.0.0/104'],
    ['the three private IPv4 networks together', '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16'],
  ])('IPv4 ranges that together cover more than a /8: %s', (_, value) => {
    const line = refusal(value);
    expect(line).toMatch(/^TRUST_PROXY covers [\d,]+ IPv4 addresses in all, more than a \/8 \(16,777,216\)/);
    expect(line).not.toContain('\n');
  });

  it('IPv6 ranges that together cover more than a /8 of IPv6', () => {
    const value = Array.from({ length: 512 }, (_, i) => `${(0x2000 + i).toString(16)}::/16`).join(',');
    expect(refusal(value)).toMatch(/^TRUST_PROXY covers more IPv6 addresses in all than a \/8/);
  });

  it('overlapping ranges count once, and what the server would read as the same addresses too', () => {
    expect(refusal('10.0.0.0/8, 10.1.0.0/16, 10.2.3.4, ::ffff:10.0.0.0/104')).toBe('accepted');
    expect(refusal('10.0.0.0/8, 127.0.0.1')).toMatch(/covers 16,777,217 IPv4 addresses/);
  });

  it.each([
    ['a single proxy address', '10.0.0.5'],
    ['the loopback address', '127.0.0.1'],
    ['a /24 private range', '192.168.1.0/24'],
    ['a private /8', '10.0.0.0/8'],
    ['IPv6 proxies', '::1, fd12:3456::/48, 2001:db8::/32'],
    ['an IPv4 proxy written as IPv6', '::ffff:10.0.0.5, ::ffff:192.168.1.0/120'],
    ['a proxy with a zone', 'fe80::1%eth0'],
  ])('ordinary values are still accepted: %s', (_, value) => {
    expect(refusal(value)).toBe('accepted');
  });

  it("accepts the deployment example's value", () => {
    const example = readFileSync(new URL('../../deploy/goldshop.env.example', import.meta.url), 'utf8');
    const value = /^TRUST_PROXY=(.*)$/m.exec(example)?.[1];
    expect(value).toBeDefined();
    expect(loadConfig(env(value!)).trustProxy).toBe(1);
  });

  it('the server does believe an IPv4 client inside such a range: rotating X-Forwarded-For escapes the per-address limit', async () => {
    let n = 0;
    // From one client address, 6 wrong sign-ins, each naming another address, against a limit of 3 a minute.
    const statuses = async (trustProxy: string[]) => {
      const app = await testApp({ trustProxy, signinRateLimit: 3 });
      const out: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { username: `nobody${++n}`, password: 'wrong-password' },
        });
        out.push(res.statusCode);
      }
      return out;
    };
    // Built without loadConfig, as the old check let the value through: the client picks its address.
    expect(await statuses(['::ffff:0.0.0.0/96'])).toEqual([401, 401, 401, 401, 401, 401]);
    // An accepted value believes only its own proxy: the client is held at its own address.
    expect(await statuses(loadConfig(env('::ffff:10.0.0.5, 192.168.1.0/24')).trustProxy as string[])).toEqual([
      401, 401, 401, 429, 429, 429,
    ]);
  });
});
