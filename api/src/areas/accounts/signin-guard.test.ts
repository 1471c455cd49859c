import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createMember, createStaff } from '../../test/factories';
import { MAX_FAILURES } from './lockout';

/**
 * Attack test: five wrong passwords from anywhere locked a username for 15 minutes everywhere, so anyone
 * could keep the owner out of the console; and only the per-address limit stood against guesses spread
 * over many addresses. Now the lockout is per username and address, and each username has its own limit
 * for addresses that never signed in to it. Both sign-ins, member and staff.
 */
const KINDS = [
  { kind: 'staff', url: '/api/auth/admin-signin', make: (app: Awaited<ReturnType<typeof testApp>>, name: string) => createStaff(app, 'owner', name) },
  { kind: 'member', url: '/api/auth/signin', make: (app: Awaited<ReturnType<typeof testApp>>, name: string) => createMember(app, { username: name }) },
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

  it('caps attempts at one username from many addresses; a known address and other usernames are unaffected', async () => {
    const limited = await testApp({ signinRateLimit: 3 });
    const go = (username: string, password: string, ip: string) =>
      limited.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
    const name = `${kind}owner2`;
    await make(limited, name);
    await make(limited, `${kind}other2`);
    expect((await go(name, 'demo1234', '198.51.100.9')).statusCode).toBe(200); // the owner's own address
    expect((await go(name, 'demo1234', '198.51.100.10')).statusCode).toBe(200); // a right password is not a guess
    for (let i = 1; i <= 3; i++) expect((await go(name, 'guess1234', `203.0.113.${i}`)).statusCode).toBe(401);
    const sprayed = await go(name, 'guess1234', '203.0.113.4');
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json()).toMatchObject({ code: 'USERNAME_RATE_LIMITED' });
    expect(sprayed.json().message).toMatch(/ชื่อผู้ใช้นี้ถี่เกินไป/);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
    // Even with the right password, from a new address: the cap is checked before the password.
    expect((await go(name, 'demo1234', '203.0.113.5')).statusCode).toBe(429);
    expect((await go(name, 'demo1234', '198.51.100.9')).statusCode).toBe(200);
    expect((await go(`${kind}other2`, 'demo1234', '203.0.113.6')).statusCode).toBe(200);
  });
});
