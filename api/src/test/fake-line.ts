import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config';

/**
 * A stand-in for LINE on 127.0.0.1 (tests have no internet).
 *
 * Login: `POST /oauth2/v2.1/verify`. Tokens name what LINE would answer: `valid:<sub>`, `expired:<sub>`
 * (LINE's own 400), `late:<sub>` (200 with a past exp), `foreign:<sub>` (200 for another channel),
 * `broken` (500), `hang` (never answers). LINE refuses a client_id that is not the token's channel with
 * 400, as the real endpoint does.
 *
 * LINE MINI App: the stateless channel access token (`POST /oauth2/v3/token`), service notification tokens
 * (`POST /message/v3/notifier/token`: a LIFF access token `liff:<sub>` gives one with 5 messages) and service
 * messages (`POST /message/v3/notifier/send?target=service`: each renews the token and counts one down; a token
 * in `service.refused`, unknown, used up or already renewed is 400). `service.sent` lists what was sent.
 *
 * Messaging API: push, reply, the month's quota and consumption, rich menu create/list/delete/default and the rich menu image upload (the
 * data API, served here too). Each request is recorded in `requests` (headers, JSON or byte length). A
 * wrong bearer token is 401. `pushReplies` scripts the next push answers (e.g. `[500]` then the default
 * 200); a push with an X-Line-Retry-Key LINE already accepted is 409, as LINE answers.
 */
export const FAKE_CHANNEL = '1234';
/** The MINI App channel (MINIAPP_LIFF_ID `${FAKE_MINI_CHANNEL}-…`): its ID tokens are `mini:<sub>`. */
export const FAKE_MINI_CHANNEL = '2000';
export const FAKE_MINI_LIFF_ID = `${FAKE_MINI_CHANNEL}-MiniAppB`;
export const FAKE_MINI_SECRET = 'fake-mini-app-channel-secret';
/** What POST /oauth2/v3/token gives the MINI App channel (id FAKE_MINI_CHANNEL, secret FAKE_MINI_SECRET). */
export const FAKE_MINI_ACCESS_TOKEN = 'fake-mini-app-channel-access-token';
export const FAKE_ACCESS_TOKEN = 'fake-channel-access-token';
export const FAKE_CHANNEL_SECRET = 'fake-channel-secret';

export interface FakeLineRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  json?: any;
  bytes: number;
}

/** A complete `line` config pointing every LINE client at `apiBase` (the fake), in real (non-demo) mode. */
export const lineTestConfig = (apiBase: string, extra: Partial<Config['line']> = {}): Config['line'] => ({
  demo: false,
  loginChannelId: FAKE_CHANNEL,
  apiBase,
  dataApiBase: apiBase,
  basicId: '@goldshop',
  basicIdSet: true,
  appOrigin: 'https://shop.example',
  serviceTemplates: [],
  miniAppVerified: false,
  jobs: false,
  ...extra,
});

export async function startFakeLine() {
  const calls: Record<string, string>[] = [];
  const requests: FakeLineRequest[] = [];
  const pushReplies: number[] = [];
  /**
   * `usedUp`: pushes answer LINE's monthly-limit 429. `limit` (null: the plan has none), `consumption` and `down`
   * (the quota calls answer 500) are what GET /v2/bot/message/quota and /quota/consumption say.
   */
  const quota = { usedUp: false, limit: 300 as number | null, consumption: 0, down: false };
  const hung = new Set<IncomingMessage>();
  const acceptedRetryKeys = new Set<string>();
  const richMenus = new Map<string, unknown>();
  const service = {
    /** Live notification tokens: what each has left and its user. */
    tokens: new Map<string, { remaining: number; sub: string }>(),
    refused: new Set<string>(),
    sent: [] as { templateName: string; params: Record<string, string>; to: string }[],
    seq: 0,
  };
  let defaultRichMenu: string | undefined;
  let menuSeq = 0;

  const verify = (body: string, send: (status: number, json: unknown) => void) => {
    const form = Object.fromEntries(new URLSearchParams(body));
    // `valid:<sub>` or `valid:<sub>:<display name>`.
    const [kind, sub, name = 'Test'] = (form.id_token ?? '').split(':');
    const now = Math.floor(Date.now() / 1000);
    const channel = kind === 'mini' ? FAKE_MINI_CHANNEL : FAKE_CHANNEL;
    const claims = { iss: 'https://access.line.me', sub, aud: channel, exp: now + 3600, iat: now, amr: ['linesso'], name };
    if (kind === 'hang') return;
    if (kind === 'broken') return send(500, { error: 'server_error' });
    if (form.client_id !== channel) return send(400, { error: 'invalid_request', error_description: 'Invalid IdToken Audience.' });
    if (kind === 'valid' || kind === 'mini') return send(200, claims);
    if (kind === 'expired') return send(400, { error: 'invalid_request', error_description: 'IdToken expired.' });
    if (kind === 'late') return send(200, { ...claims, exp: now - 10 });
    if (kind === 'foreign') return send(200, { ...claims, aud: '9999' });
    return send(400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
  };

  const miniApp = (req: IncomingMessage, raw: Buffer, send: (status: number, json: unknown) => void) => {
    const path = req.url ?? '';
    const text = raw.toString('utf8');
    requests.push({
      method: req.method ?? '',
      path,
      headers: req.headers,
      json: path.startsWith('/message') && text ? JSON.parse(text) : undefined,
      bytes: raw.length,
    });
    if (req.method !== 'POST') return send(404, { message: 'Not found' });
    if (path === '/oauth2/v3/token') {
      const form = Object.fromEntries(new URLSearchParams(text));
      if (form.grant_type !== 'client_credentials' || form.client_id !== FAKE_MINI_CHANNEL || form.client_secret !== FAKE_MINI_SECRET)
        return send(400, { error: 'invalid_client' });
      return send(200, { token_type: 'Bearer', access_token: FAKE_MINI_ACCESS_TOKEN, expires_in: 900 });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_MINI_ACCESS_TOKEN}`) return send(401, { message: 'Authentication failed' });
    const json = JSON.parse(text || '{}');
    const issue = (sub: string, remaining: number) => {
      const notificationToken = `nt-${++service.seq}`;
      service.tokens.set(notificationToken, { remaining, sub });
      return { notificationToken, expiresIn: 31_536_000, remainingCount: remaining, sessionId: `s-${service.seq}` };
    };
    if (path === '/message/v3/notifier/token') {
      const [kind, sub] = String(json.liffAccessToken ?? '').split(':');
      if (kind !== 'liff' || !sub) return send(400, { message: 'invalid liffAccessToken' });
      return send(200, issue(sub, 5));
    }
    if (path === '/message/v3/notifier/send?target=service') {
      const held = service.tokens.get(json.notificationToken);
      if (!held || held.remaining < 1 || service.refused.has(json.notificationToken))
        return send(400, { message: 'invalid notificationToken' });
      if (typeof json.templateName !== 'string' || typeof json.params !== 'object') return send(400, { message: 'bad service message' });
      service.tokens.delete(json.notificationToken);
      service.sent.push({ templateName: json.templateName, params: json.params, to: held.sub });
      return send(200, issue(held.sub, held.remaining - 1));
    }
    return send(404, { message: 'Not found' });
  };

  const messaging = (req: IncomingMessage, raw: Buffer, send: (status: number, json: unknown) => void) => {
    const path = req.url ?? '';
    const method = req.method ?? '';
    let json: any;
    if ((req.headers['content-type'] ?? '').startsWith('application/json') && raw.length) {
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(400, { message: 'The request body has 1 error(s)' });
      }
    }
    requests.push({ method, path, headers: req.headers, json, bytes: raw.length });
    if (req.headers.authorization !== `Bearer ${FAKE_ACCESS_TOKEN}`) return send(401, { message: 'Authentication failed' });

    if (method === 'POST' && path === '/v2/bot/message/push') {
      // The month's paid-for messages used up: LINE's own answer, to every push until the month ends.
      if (quota.usedUp) return send(429, { message: 'You have reached your monthly limit.' });
      const scripted = pushReplies.shift();
      if (scripted === -1) {
        // Never answered: open until the client lets go of the connection.
        hung.add(req);
        req.socket.once('close', () => hung.delete(req));
        return;
      }
      if (scripted && scripted !== 200) return send(scripted, { message: 'scripted failure' });
      const key = req.headers['x-line-retry-key'];
      if (typeof key === 'string') {
        if (acceptedRetryKeys.has(key)) return send(409, { message: 'The retry key is already accepted' });
        acceptedRetryKeys.add(key);
      }
      if (!json?.to || !Array.isArray(json.messages) || json.messages.length === 0) return send(400, { message: 'bad push' });
      return send(200, { sentMessages: json.messages.map((_: unknown, i: number) => ({ id: String(Date.now() + i), quoteToken: 'q' })) });
    }
    if (method === 'POST' && path === '/v2/bot/message/reply') return send(200, { sentMessages: [] });
    if (method === 'GET' && path === '/v2/bot/message/quota') {
      if (quota.down) return send(500, { message: 'Internal Server Error' });
      return send(200, quota.limit === null ? { type: 'none' } : { type: 'limited', value: quota.limit });
    }
    if (method === 'GET' && path === '/v2/bot/message/quota/consumption') {
      if (quota.down) return send(500, { message: 'Internal Server Error' });
      return send(200, { totalUsage: quota.consumption });
    }
    if (method === 'POST' && path === '/v2/bot/richmenu') {
      if (!json?.size || !Array.isArray(json.areas) || !json.name || !json.chatBarText) return send(400, { message: 'bad rich menu' });
      const richMenuId = `richmenu-${++menuSeq}`;
      richMenus.set(richMenuId, json);
      return send(200, { richMenuId });
    }
    if (method === 'GET' && path === '/v2/bot/richmenu/list') {
      return send(200, { richmenus: [...richMenus].map(([richMenuId, m]) => ({ richMenuId, ...(m as object) })) });
    }
    let m = /^\/v2\/bot\/richmenu\/([\w-]+)\/content$/.exec(path);
    if (m && method === 'POST') {
      if (!richMenus.has(m[1]!)) return send(404, { message: 'Not found' });
      if (req.headers['content-type'] !== 'image/png' || raw.length === 0) return send(400, { message: 'bad image' });
      return send(200, {});
    }
    m = /^\/v2\/bot\/user\/all\/richmenu\/([\w-]+)$/.exec(path);
    if (m && method === 'POST') {
      if (!richMenus.has(m[1]!)) return send(404, { message: 'Not found' });
      defaultRichMenu = m[1];
      return send(200, {});
    }
    m = /^\/v2\/bot\/richmenu\/([\w-]+)$/.exec(path);
    if (m && method === 'DELETE') {
      if (!richMenus.delete(m[1]!)) return send(404, { message: 'Not found' });
      return send(200, {});
    }
    return send(404, { message: 'Not found' });
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url === '/oauth2/v2.1/verify') {
        const body = raw.toString('utf8');
        calls.push({
          path: req.url,
          method: req.method ?? '',
          contentType: req.headers['content-type'] ?? '',
          ...Object.fromEntries(new URLSearchParams(body)),
        });
        if (req.method !== 'POST') return send(404, { error: 'not_found' });
        return verify(body, send);
      }
      if (req.url === '/oauth2/v3/token' || req.url?.startsWith('/message/v3/notifier/')) return miniApp(req, raw, send);
      return messaging(req, raw, send);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Pushes left unanswered whose connection the client still holds open. */
    hungOpen: () => hung.size,
    url,
    /** Verify calls (form fields spread in). */
    calls,
    /** Every Messaging API call, in order. */
    requests,
    /** Status codes the next pushes answer with (-1: never answer); then 200 again. */
    pushReplies,
    /** `usedUp`: every push answers LINE's 429 "You have reached your monthly limit."; the quota calls' answers. */
    quota,
    /** The MINI App's service notification tokens, refused ones, and the service messages sent. */
    service,
    richMenus,
    get defaultRichMenu() {
      return defaultRichMenu;
    },
    pushes: () => requests.filter((r) => r.path === '/v2/bot/message/push' && r.method === 'POST'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeLine = Awaited<ReturnType<typeof startFakeLine>>;

/** A base URL nothing listens on: a port we just had and let go. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
