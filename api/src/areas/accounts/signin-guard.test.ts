import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { MAX_FAILURES } from './lockout';
import { FREE_FAILURES } from './signin-shield';

/**
 * Attack tests: five wrong passwords from anywhere locked a username for 15 minutes everywhere; later, 12
 * wrong passwords for `admin` from 12 addresses made the right one from a new address answer 429 for a
 * minute. Now the lockout is per username and address, a sprayed account's strangers are checked last but
 * still checked, and what slows an address is that address's own failures. Both sign-ins, member and staff.
 */
const KINDS = [
  {
    kind: 'staff',
    url: '/api/auth/admin-signin',
    make: (app: Awaited<ReturnType<typeof testApp>>, name: string) => createStaff(app, 'owner', name),
  },
  {
    kind: 'member',
    url: '/api/auth/signin',
    make: (app: Awaited<ReturnType<typeof testApp>>, name: string) => createMember(app, { username: name }),
  },
] as const;

describe.each(KINDS)('$kind sign-in', async ({ kind, url, make }) => {
  const app = await testApp({ signinRateLimit: 1000 });
  const signin = (username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress });

  it(`${MAX_FAILURES} wrong passwords lock that address out of that account, not the owner elsewhere`, async () => {
    const name = `${kind}owner1`;
    await make(app, name);
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signin(name, `wrong${i}xx`, '203.0.113.66')).statusCode).toBe(401);
    const locked = await signin(name, 'demo1234', '203.0.113.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'LOCKED' });
    expect(locked.json().message).toMatch(/15 นาที/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, from the shop's address, signs in as usual.
    expect((await signin(name.toUpperCase(), 'demo1234', '198.51.100.7')).statusCode).toBe(200);
  });

  it('12 wrong passwords from 12 addresses never refuse the right one from a new address (they used to: 429 for a minute)', async () => {
    const limited = await testApp({ signinRateLimit: 3 });
    const go = (username: string, password: string, ip: string) =>
      limited.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
    const name = `${kind}owner2`;
    await make(limited, name);
    for (let i = 1; i <= 12; i++) expect((await go(name, 'guess1234', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await go(name, 'demo1234', '198.51.100.200')).statusCode).toBe(200);
    // Still a wrong password for the sprayers: checked (after everyone else), never let through.
    expect((await go(name, 'guess5678', '203.0.113.13')).statusCode).toBe(401);
  });

  it('slows an address that keeps failing, from its first failure while the shop is sprayed; never one with no failures', async () => {
    const sprayed = await testApp({ signinRateLimit: 1000, signinFailuresPerMinute: 5 });
    const go = (username: string, password: string, ip: string) =>
      sprayed.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
    const name = `${kind}owner3`;
    await make(sprayed, name);
    // Below the ceiling an address has as many free failures as lock one account, then waits (on any account).
    for (let i = 0; i < FREE_FAILURES; i++) expect((await go(`${kind}nobody${i}`, 'wrong123', '203.0.113.20')).statusCode).toBe(401);
    const slowed = await go(`${kind}nobody9`, 'wrong123', '203.0.113.20');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'SLOW_DOWN', message: expect.stringMatching(/รอ \d+ วินาที/) });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Those failures passed the ceiling of 5: from now on one failure is enough to slow an address.
    expect((await go(name, 'wrong1xx', '203.0.113.22')).statusCode).toBe(401);
    expect((await go(name, 'wrong2xx', '203.0.113.22')).json().code).toBe('SLOW_DOWN');
    // An address with no failures of its own is never slowed, and the right password gets in.
    expect((await go(name, 'demo1234', '198.51.100.21')).statusCode).toBe(200);
    // That address is now known to the account: even its own later mistake does not slow its next try.
    expect((await go(name, 'wrong4xx', '198.51.100.21')).statusCode).toBe(401);
    expect((await go(name, 'demo1234', '198.51.100.21')).statusCode).toBe(200);
  });
});
