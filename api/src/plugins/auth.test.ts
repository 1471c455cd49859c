import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app';
import { createMember, createStaff } from '../test/factories';
import { verifyPassword } from '../lib/password';

/**
 * Fault test: a burst of sign-ins stalled every signed-in request for 9-13 s, because tokens were checked
 * with WebCrypto HMAC, which waits in libuv's thread pool behind the password hashes. Tokens are now
 * checked synchronously (@fastify/jwt), so a signed-in call answers while the hashes still run.
 */
describe('token checks during a sign-in storm', async () => {
  const app = await testApp({ signinRateLimit: 1000 });
  const member = await createMember(app);
  const staff = await createStaff(app, 'staff');

  it('member and staff calls answer before the sign-ins that started first, in a fraction of one hash', async () => {
    const t0 = performance.now();
    await verifyPassword('demo1234', member.user.passwordHash);
    const oneHash = performance.now() - t0;
    let stormDone = false;
    const storm = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: member.user.username, password: 'demo1234' },
          remoteAddress: `10.5.0.${i}`,
        }),
      ),
    ).then((answers) => {
      stormDone = true;
      return answers;
    });
    // Let every sign-in reach its hash first.
    await new Promise((r) => setTimeout(r, 20));
    const t1 = performance.now();
    const read = await app.inject({ url: '/api/verify/verify-route', headers: member.auth });
    const staffRead = await app.inject({ url: '/api/auth/admin-me', cookies: staff.cookies });
    const waited = performance.now() - t1;
    const answeredDuringStorm = !stormDone;
    // Queued behind the hashes (as with jose) it would wait at least one whole hash.
    expect(waited).toBeLessThan(oneHash / 2);
    expect(read.statusCode).toBe(200);
    expect(staffRead.statusCode).toBe(200);
    expect(answeredDuringStorm).toBe(true);
    // Each sign-in is let in or, on a machine too busy to hash them all in time, shed at once with a time to
    // come back (lib/hash-queue.ts); never anything else, and the first is always let in.
    const answers = await storm;
    expect(answers[0]!.statusCode).toBe(200);
    for (const a of answers) {
      if (a.statusCode === 200) continue;
      expect(a.statusCode).toBe(503);
      expect(a.json().code).toBe('SIGNIN_BUSY');
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
