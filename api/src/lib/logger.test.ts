import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../build-app';
import { createMember, multipart, pngImage } from '../test/factories';
import { loggerOptions, redactUrl } from './logger';

describe('log redaction (PDPA)', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(
    { databasePath: ':memory:', serveApps: false, seedDemo: false, jwtSecret: 'test-secret-test-secret-test-secret!' },
    { NODE_ENV: 'test' },
    { logger: { ...loggerOptions('info'), stream } as never },
  );
  afterAll(() => app.close());

  it('cleans national IDs and tokens out of URLs', () => {
    expect(redactUrl('/api/verify/verify-request?idCard=1101700230708')).toBe('/api/verify/verify-request?idCard=[redacted]');
    expect(redactUrl('/x?a=1&idToken=eyJabc.def&b=2')).toBe('/x?a=1&idToken=[redacted]&b=2');
    expect(redactUrl('/x/1101700230708/y')).toBe('/x/[redacted]/y');
    expect(redactUrl('/api/pawn/get-pawn/JN-2024-001')).toBe('/api/pawn/get-pawn/JN-2024-001');
  });

  it('drops search texts whole: an ID with dashes or spaces, a name, a phone', () => {
    // Whatever staff type to find a customer is about a person, in whatever form it is typed.
    for (const q of ['1-1017-00230-70-8', '1 1017 00230 70 8', encodeURIComponent('สมหญิง ใจดี'), '081-234-5678', '0708']) {
      expect(redactUrl(`/api/admin/customers?q=${q}&page=2`)).toBe('/api/admin/customers?q=[redacted]&page=2');
      expect(redactUrl(`/api/admin/pawn/contracts?pageSize=20&q=${q}`)).toBe('/api/admin/pawn/contracts?pageSize=20&q=[redacted]');
    }
    expect(redactUrl('/api/admin/customers?page=1&pageSize=20')).toBe('/api/admin/customers?page=1&pageSize=20');
  });

  it('a verification request leaves no ID, name, token or image in the log', async () => {
    const card = '1101700230708';
    const { auth, token } = await createMember(app);
    const { payload, headers } = multipart(
      { NationalID: card, fullName: 'ลับมาก นามสกุลลับ', phoneNumber: '0812345678', address: 'บ้านลับ', consent: 'true' },
      { idCardImg: await pngImage(), personalImg: await pngImage(20, 20) },
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/verify/verify-request?idCard=${card}`,
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/verify/query-data', headers: auth, payload: { idCard: card } });
    const log = lines.join('');
    expect(log).toContain('/api/verify/verify-request?idCard=[redacted]');
    for (const secret of [card, 'ลับมาก', '0812345678', token, 'iVBOR']) expect(log).not.toContain(secret);
  });
});

describe('request lines', async () => {
  const quietApp = async (level: string, format: 'pretty' | 'json') => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp(
      { databasePath: ':memory:', seedDemo: false, jwtSecret: 'test-secret-test-secret-test-secret!', appsRoot: '/nonexistent' },
      { NODE_ENV: 'test' },
      { logger: loggerOptions(level, format, destination) },
    );
    afterAll(() => app.close());
    return { app, lines };
  };

  it('development: one readable line per API call, none for health checks, pages and static files', async () => {
    const { app, lines } = await quietApp('info', 'pretty');
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/saving' }); // an app page (the not-found handler serves index.html)
    await app.inject({ url: '/assets/index-abc.js' });
    await app.inject({ url: `/api/images/${'0'.repeat(64)}.webp` });
    expect(lines).toEqual([]);
    await app.inject({ url: '/api/content/get-home' });
    await app.inject({ url: '/api/no-such-call?idCard=1101700230708' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/content\/get-home 200 \d+ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/no-such-call\?idCard=\[redacted\] 404 \d+ms$/);
  });

  it('production: JSON, the same line as fields; the quiet ones come back at debug', async () => {
    const { app, lines } = await quietApp('debug', 'json');
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/content/get-home' });
    const entries = lines.map(
      (l) =>
        JSON.parse(l) as {
          level: number;
          msg: string;
          req: { method: string; url: string };
          res: { statusCode: number };
          responseTime: number;
        },
    );
    expect(entries.map((e) => [e.level, e.msg.replace(/\d+ms$/, 'Nms')])).toEqual([
      [20, 'GET /api/health 200 Nms'],
      [30, 'GET /api/content/get-home 200 Nms'],
    ]);
    expect(entries[1]).toMatchObject({ req: { method: 'GET', url: '/api/content/get-home' }, res: { statusCode: 200 } });
    expect(entries[1]!.responseTime).toBeTypeOf('number');
  });

  it('never a password, token, national ID or image, in either format, at any level', async () => {
    for (const format of ['pretty', 'json'] as const) {
      const { app, lines } = await quietApp('trace', format);
      const password = 'Secret-Passw0rd-xyz';
      const { auth, token } = await createMember(app);
      await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'nobody', password } });
      await app.inject({ method: 'POST', url: '/api/auth/admin-signin', payload: { username: 'owner', password } });
      // Broken JSON: the parser's error message quotes the body it could not read.
      await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"a","password":"${password}"`,
      });
      await app.inject({ url: '/api/saving/balance', headers: auth });
      await app.inject({ url: '/api/saving/balance', headers: { authorization: `Bearer ${token}x` } });
      await app.inject({ method: 'POST', url: '/api/auth/line-login', payload: { idToken: 'eyJline.token.value', userId: 'U123' } });
      await app.inject({ url: '/api/verify/query-data?idCard=3100500123458', headers: auth });
      await app.inject({ url: '/api/admin/customers?q=1-1017-00230-70-8' });
      await app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer monitor-token-not-in-logs' } });
      const log = lines.join('\n');
      expect(log).toContain('/api/saving/balance');
      for (const secret of [
        password,
        token,
        'eyJline',
        '3100500123458',
        '1-1017-00230-70-8',
        'monitor-token-not-in-logs',
        'iVBOR',
        'UklGR',
      ]) {
        expect(log, `${format}: ${secret}`).not.toContain(secret);
      }
    }
  });
});
