import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { endpoints, urlOf, type Endpoint } from '../../contract/index';
import { ADMIN_COOKIE } from '../lib/admin-cookie';
import { testApp } from '../test/app';
import { createMember, createStaff } from '../test/factories';

/**
 * Every declared call, checked against the server: the access its declaration names is what the server
 * applies. Read from the contract, so a new call is covered the day it is declared.
 */
const calls = Object.entries(endpoints).flatMap(([area, list]) =>
  Object.entries(list as Record<string, Endpoint>).map(([name, e]) => ({ label: `${area}.${name} ${e.method} ${e.path}`, e })),
);

/** Path values the declaration's own params schema accepts: 1 for ids, 'JN1' for contract numbers, a hash for images, a month, a receipt's kind. */
const CANDIDATES: unknown[] = [1, 'JN1', '0'.repeat(64), '2026-10', 'saving'];
function urlFor(e: Endpoint): string {
  const params: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries((e.params?.properties ?? {}) as Record<string, TSchema>)) {
    const value = CANDIDATES.find((c) => Value.Check(schema, c));
    if (value === undefined) throw new Error(`${e.method} ${e.path}: no test value for :${key}`);
    params[key] = value;
  }
  return urlOf(e, { params });
}

const of = (access: Endpoint['access'][]) => calls.filter(({ e }) => access.includes(e.access));

describe('access as declared', async () => {
  const app = await testApp();
  const unverified = await createMember(app, { verificationStatus: 0 });
  const verified = await createMember(app, { verificationStatus: 2 });
  const staff = await createStaff(app, 'staff');
  const call = (e: Endpoint, extra: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
    app.inject({ method: e.method, url: urlFor(e), ...extra });

  it('covers calls of every access kind', () => {
    for (const access of ['public', 'member', 'verified', 'staff', 'owner', 'monitor'] as const)
      expect(of([access]).length, access).toBeGreaterThan(0);
  });

  it.each(of(['monitor']))('$label: absent (404) with no METRICS_TOKEN, whoever asks', async ({ e }) => {
    for (const extra of [{}, { headers: verified.auth }, { cookies: staff.cookies }]) expect((await call(e, extra)).statusCode).toBe(404);
  });

  it.each(of(['public']))('$label answers without credentials', async ({ e }) => {
    expect((await call(e)).statusCode).not.toBe(401);
  });

  it.each(of(['member', 'verified', 'staff', 'owner']))('$label: no credentials is 401', async ({ e }) => {
    const res = await call(e);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTypeOf('string');
  });

  it.each(of(['staff', 'owner']))('$label: a member token is 403', async ({ e }) => {
    expect((await call(e, { headers: verified.auth })).statusCode).toBe(403);
  });

  it.each(of(['owner']))('$label: a staff (not owner) session is 403', async ({ e }) => {
    expect((await call(e, { cookies: staff.cookies })).statusCode).toBe(403);
  });

  it.each(of(['verified']))('$label: an unverified member is 403', async ({ e }) => {
    expect((await call(e, { headers: unverified.auth })).statusCode).toBe(403);
  });

  it('a forged admin cookie is 401; a member token put in the admin cookie is 403', async () => {
    const { e } = of(['staff'])[0]!;
    expect((await call(e, { cookies: { [ADMIN_COOKIE]: 'nonsense' } })).statusCode).toBe(401);
    expect((await call(e, { cookies: { [ADMIN_COOKIE]: verified.token } })).statusCode).toBe(403);
  });
});
