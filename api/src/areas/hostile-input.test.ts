import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { seedDemo } from '@goldshop/db/seed';
import type { App } from '../build-app';
import { testApp } from '../test/app';
import { endpoints, urlOf, type Endpoint } from '../../contract/index';
import { createStaff, multipart, pngImage } from '../test/factories';
import { sample, textFieldsOf, type FieldPlace } from '../test/sample-input';
import { FAKE_ACCESS_TOKEN, FAKE_CHANNEL_SECRET, lineTestConfig, startFakeLine } from '../test/fake-line';

/**
 * Every route the server has, found from the server itself (so a new route is swept without anyone
 * listing it), sent hostile input with valid credentials: the answer is a 4xx `{ message }`, never a 5xx,
 * and a refused request writes nothing. The demo shop is seeded so ids in paths exist and requests get
 * past "not found" to the checks behind it.
 */

type Route = { method: string; path: string };

/** `printRoutes({ commonPrefix: false })` draws a tree, four characters a level; children extend their parent's path. */
function routesOf(app: App): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** Path parameters that are not ids: negative, fractional, huge, text, SQL, markup, a NUL. */
const BAD_PARAMS = ['0', '-1', '1.5', '99999999999999999999', 'abc', "1' OR '1'='1", '<script>alert(1)</script>', '%00', '1e3'];

/** Bodies no route takes: broken or wrong-shaped JSON, field names routes use with wrong types, other media. */
const DEEP = JSON.stringify(Array.from({ length: 2000 }).reduce((inner) => ({ a: inner }), {}));
const WRONG_TYPES = JSON.stringify({
  username: { $ne: null },
  password: ['x'],
  rePassword: 1,
  amount: '1e309',
  gram: -1,
  weight: 'หนัก',
  id: 'x',
  national_id: 1101700230708,
  card: null,
  rules: 42,
  topStatus: '1',
  visible: 'yes',
  status: [],
  note: { a: 1 },
  idToken: 7,
  userId: true,
  code: '<img src=x onerror=alert(1)>',
  name: "Robert'); DROP TABLE users;--",
});
const BODIES: { name: string; type: string; body: string | Buffer }[] = [
  { name: 'broken JSON', type: 'application/json', body: '{"username": "a",' },
  { name: 'JSON array', type: 'application/json', body: '[1,2,3]' },
  { name: 'JSON string', type: 'application/json', body: '"text"' },
  { name: 'deep JSON', type: 'application/json', body: DEEP },
  { name: 'wrong types', type: 'application/json', body: WRONG_TYPES },
  {
    name: 'prototype pollution',
    type: 'application/json',
    body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
  { name: 'oversize JSON', type: 'application/json', body: JSON.stringify({ note: 'ก'.repeat(300_000) }) },
  {
    name: 'broken multipart',
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
  },
  { name: 'multipart, no boundary', type: 'multipart/form-data', body: 'whatever' },
  { name: 'plain text', type: 'text/plain', body: 'hello' },
  { name: 'XML', type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
];
const BAD_QUERY = `?images=${encodeURIComponent('<svg>')}&page=-1&pageSize=1e9&limit=abc&q=${encodeURIComponent("' OR 1=1--")}&status[]=1&from=2569-13-45`;

/** Object's own keys: a lookup keyed by text (`map[unit]`) finds Object's members for these, not nothing. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** The call that ends the staff session the sweep uses (its own tests cover it). */
const SKIP = new Set(['POST /api/auth/admin-signout']);

describe('every route, hostile input', async () => {
  // LINE set up (against a local stand-in), so its calls get as far as checking what they are sent.
  const line = await startFakeLine();
  afterAll(() => line.close());
  const app = await testApp({
    line: lineTestConfig(line.url, { channelAccessToken: FAKE_ACCESS_TOKEN, channelSecret: FAKE_CHANNEL_SECRET }),
  });
  await seedDemo(app.db);
  const demo2 = app.db.select().from(schema.users).where(eq(schema.users.username, 'demo2')).get()!;
  const member = { authorization: `Bearer ${await app.tokens.member(demo2.id, false)}` };
  const { cookies } = await createStaff(app, 'owner');
  const routes = routesOf(app).filter((r) => !SKIP.has(`${r.method} ${r.path}`));
  const changes = app.sqlite.prepare<[], number>('select total_changes()').pluck();

  it('finds the whole API', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/saving/withdraw' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/admin/pawn/contracts/:jn_id' });
  });

  /** Sends one request as member and staff at once (each route needs one or the other) and checks the answer. */
  async function check(method: string, url: string, body?: { type: string; body: string | Buffer }) {
    const before = changes.get();
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...member, ...(body ? { 'content-type': body.type } : {}) },
      cookies,
      ...(body ? { payload: body.body } : {}),
    });
    const where = `${method} ${url}${body ? ` with ${'name' in body ? body.name : body.type}` : ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      expect(typeof res.json().message, where).toBe('string');
      expect(res.json().message.length, where).toBeGreaterThan(0);
      expect(changes.get(), `${where}: a refused request wrote to the database`).toBe(before);
    }
    return res;
  }

  it('answers path parameters that are not ids with a 4xx', async () => {
    for (const r of routes.filter((r) => r.path.includes('/:'))) {
      for (const bad of BAD_PARAMS) {
        const url = r.path.replace(/:[A-Za-z_]+/g, encodeURIComponent(bad).replace(/%2500/, '%00'));
        const res = await check(
          r.method,
          url,
          r.method === 'GET' || r.method === 'DELETE' ? undefined : { type: 'application/json', body: '{}' },
        );
        // A GET may not hit a row; a write must not succeed on an id that is not one.
        if (r.method !== 'GET') expect(res.statusCode, `${r.method} ${url}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('refuses bodies no route takes, and a query string of junk', async () => {
    const withId = (path: string) => path.replace(/:[A-Za-z_]+/g, '1');
    for (const r of routes) {
      if (r.method === 'GET') {
        await check('GET', withId(r.path) + BAD_QUERY);
        continue;
      }
      for (const body of BODIES) {
        const res = await check(r.method, withId(r.path), body);
        // A DELETE takes no body, so one it ignores does not stop it.
        if (r.method !== 'DELETE') expect(res.statusCode, `${r.method} ${r.path} with ${body.name}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  describe('prototype keys in every text field', async () => {
    const declared = Object.values(endpoints).flatMap((area) => Object.values(area as Record<string, Endpoint>));
    const jnId = app.db.select({ id: schema.pawnContracts.jnId }).from(schema.pawnContracts).limit(1).get()!.id;
    const image = await pngImage();
    let key = 0;

    /** A request the call would take, with `value` in one text field (or none): ids that exist, plausible text. */
    function request(e: Endpoint, field?: { place: FieldPlace; name: string }, value?: string) {
      const put = (place: FieldPlace, values: unknown) => {
        if (!field || field.place !== place || typeof values !== 'object' || values === null) return values;
        return { ...values, [field.name]: value };
      };
      const params: Record<string, unknown> = {};
      for (const name of Object.keys(e.params?.properties ?? {}))
        params[name] = name === 'jn_id' ? jnId : name === 'id' ? 1 : sample(e.params!.properties[name]!);
      const url = urlOf(e, {
        params: put('params', params) as object,
        query: put('query', e.query ? sample(e.query) : undefined) as object,
      });
      const headers = e.headers ? { 'idempotency-key': `sweep-${++key}` } : {};
      // A call taking JSON or multipart (both declared) is swept both ways: a JSON field goes as JSON.
      if (e.upload && field?.place !== 'body') {
        const fields = put('upload', sample(e.upload.fields)) as Record<string, unknown>;
        const form = multipart(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
          Object.fromEntries(e.upload.files.map((f) => [f, image])),
        );
        return {
          url,
          body: { type: form.headers['content-type'], body: form.payload, name: `${field?.name ?? 'no field'}=${value}` },
          headers,
        };
      }
      if (e.method === 'GET' || e.method === 'DELETE') return { url, headers };
      return {
        url,
        body: {
          type: 'application/json',
          body: JSON.stringify(put('body', e.body ? sample(e.body) : {}) ?? null),
          name: `${field?.name ?? 'no field'}=${value}`,
        },
        headers,
      };
    }

    it('answers every call with __proto__, constructor or prototype in any text field without a 5xx', async () => {
      let sent = 0;
      for (const e of declared.filter((e) => !SKIP.has(`${e.method} ${e.path}`))) {
        for (const field of textFieldsOf(e)) {
          for (const value of PROTOTYPE_KEYS) {
            const r = request(e, field, value);
            await check(e.method, r.url, r.body);
            sent++;
          }
        }
      }
      expect(sent).toBeGreaterThan(200);
    });

    it('after that sweep, every list and read still answers without a 5xx (nothing saved poisoned a list)', async () => {
      for (const e of declared.filter((e) => e.method === 'GET')) {
        const r = request(e);
        await check('GET', r.url);
      }
    });
  });
});
