import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../build-app';
import { createMember, multipart, pngImage } from '../test/factories';
import { loggerOptions, redactUrl } from './logger';

describe('log redaction (PDPA)', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
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

  it('a verification request leaves no ID, name, token or image in the log', async () => {
    const card = '1101700230708';
    const { auth, token } = await createMember(app);
    const { payload, headers } = multipart(
      { NationalID: card, fullName: 'ลับมาก นามสกุลลับ', phoneNumber: '0812345678', address: 'บ้านลับ', consent: 'true' },
      { idCardImg: await pngImage(), personalImg: await pngImage(20, 20) },
    );
    const res = await app.inject({ method: 'POST', url: `/api/verify/verify-request?idCard=${card}`, payload, headers: { ...headers, ...auth } });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/verify/query-data', headers: auth, payload: { idCard: card } });
    const log = lines.join('');
    expect(log).toContain('/api/verify/verify-request?idCard=[redacted]');
    for (const secret of [card, 'ลับมาก', '0812345678', token, 'iVBOR']) expect(log).not.toContain(secret);
  });
});
