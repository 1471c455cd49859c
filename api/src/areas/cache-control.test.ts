import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { endpoints, urlOf, type Endpoint } from '../../contract/index';
import { testApp } from '../test/app';
import { createStaff, createVerifiedMember } from '../test/factories';

/**
 * Private answers (a member's balance, a staff queue, a sign-in's token) must not be kept by a browser
 * or a proxy cache: every member and staff call, and every call that changes something, answers
 * `Cache-Control: no-store`. Public cached reads keep their own policy.
 */
const calls = Object.values(endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
const CANDIDATES: unknown[] = [1, 'JN1', '0'.repeat(64), '2026-10', 'saving'];
const urlFor = (e: Endpoint) => {
  const params: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries((e.params?.properties ?? {}) as Record<string, TSchema>)) {
    params[key] = CANDIDATES.find((c) => Value.Check(schema, c));
  }
  return urlOf(e, { params });
};

describe('Cache-Control on private answers', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const member = await createVerifiedMember(app);

  const privateGets = calls.filter((e) => e.access !== 'public' && e.method === 'GET');
  it.each(privateGets.map((e) => ({ label: `${e.method} ${e.path}`, e })))('$label answers no-store', async ({ e }) => {
    const res = await app.inject({ method: 'GET', url: urlFor(e), cookies: owner.cookies, headers: member.auth });
    expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 100)}`).toBe('no-store');
  });

  it('a refused private call and a sign-in answer are no-store too', async () => {
    expect((await app.inject({ url: '/api/saving/history' })).headers['cache-control']).toBe('no-store');
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: member.user.username, password: 'demo1234' },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers['cache-control']).toBe('no-store');
  });

  it('public cached reads keep their own policy', async () => {
    expect((await app.inject({ url: '/api/content/get-home' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/api/shop/shop-cat' })).headers['cache-control']).not.toBe('no-store');
  });
});
