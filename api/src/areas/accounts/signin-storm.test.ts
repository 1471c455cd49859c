import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createMember } from '../../test/factories';
import { hashing } from '../../lib/password';

/**
 * Sign-in under a storm: hashing ran about two a second, and a line without a bound made a normal sign-in
 * wait 59 s (or drop at 60 s) during 100 sign-ins spread over 20 addresses, each under its own limit. Now
 * the line is bounded and ordered: what cannot be answered soon is refused at once with 503 and
 * Retry-After, and a member signing in from an address they used before goes first.
 */
describe('sign-in while 100 wrong ones arrive from 20 addresses', async () => {
  const app = await testApp();
  await createMember(app, { username: 'stormowner' });
  const signin = async (password: string, remoteAddress: string) => {
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'stormowner', password }, remoteAddress });
    return {
      status: res.statusCode,
      ms: performance.now() - t,
      retryAfter: Number(res.headers['retry-after'] ?? 0),
      code: res.json().code as string | undefined,
    };
  };
  const storm = () => Array.from({ length: 100 }, (_, i) => signin(`wrong-${i}`, `203.0.113.${(i % 20) + 1}`));

  it('answers the member at their usual address within a few hashes, and every stranger quickly', async () => {
    expect((await signin('demo1234', '198.51.100.1')).status).toBe(200);
    const wrong = storm();
    const right = await signin('demo1234', '198.51.100.1');
    const answers = await Promise.all(wrong);
    const hashMs = hashing.stats().hashMs;
    expect(right.status).toBe(200);
    expect(right.ms, `hash ${hashMs} ms`).toBeLessThan(3 * hashMs + 500);
    // No stranger waited in an unbounded line: each was checked, slowed (429) or shed (503) soon. An unbounded
    // line is the 100 hashes one after another; the bound leaves room for a machine busy with other work.
    for (const a of answers) expect([401, 429, 503]).toContain(a.status);
    expect(Math.max(...answers.map((a) => a.ms)), `hash ${hashMs} ms`).toBeLessThan(2_000 + 10 * hashMs);
    const shed = answers.filter((a) => a.status === 503);
    for (const a of shed) expect(a.retryAfter).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('lets the right password in from a new address too, at once or after the Retry-After it is given', async () => {
    const wrong = storm();
    let answer = await signin('demo1234', '198.51.100.99');
    for (let tries = 0; answer.status === 503 && tries < 5; tries++) {
      await new Promise((r) => setTimeout(r, answer.retryAfter * 1000));
      answer = await signin('demo1234', '198.51.100.99');
    }
    await Promise.all(wrong);
    expect(answer.status).toBe(200);
  }, 60_000);
});
