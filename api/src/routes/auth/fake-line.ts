import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for LINE's `POST /oauth2/v2.1/verify` on 127.0.0.1 (tests have no internet). Tokens name
 * what LINE would answer: `valid:<sub>`, `expired:<sub>` (LINE's own 400), `late:<sub>` (200 with a past
 * exp), `foreign:<sub>` (200 for another channel), `broken` (500), `hang` (never answers).
 * LINE refuses a client_id that is not the token's channel with 400, as the real endpoint does.
 */
export const FAKE_CHANNEL = '1234';

export async function startFakeLine() {
  const calls: Record<string, string>[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ path: req.url ?? '', method: req.method ?? '', contentType: req.headers['content-type'] ?? '', ...form });
      const [kind, sub] = (form.id_token ?? '').split(':');
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: 'https://access.line.me', sub, aud: FAKE_CHANNEL, exp: now + 3600, iat: now, amr: ['linesso'], name: 'Test' };
      const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.method !== 'POST' || req.url !== '/oauth2/v2.1/verify') return send(404, { error: 'not_found' });
      if (kind === 'hang') return;
      if (kind === 'broken') return send(500, { error: 'server_error' });
      if (form.client_id !== FAKE_CHANNEL) return send(400, { error: 'invalid_request', error_description: 'Invalid IdToken Audience.' });
      if (kind === 'valid') return send(200, claims);
      if (kind === 'expired') return send(400, { error: 'invalid_request', error_description: 'IdToken expired.' });
      if (kind === 'late') return send(200, { ...claims, exp: now - 10 });
      if (kind === 'foreign') return send(200, { ...claims, aud: '9999' });
      return send(400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A base URL nothing listens on: a port we just had and let go. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
