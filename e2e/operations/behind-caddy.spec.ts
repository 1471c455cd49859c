import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, httpsRequest, start, stop, waitFor, type HttpsAnswer } from './processes';

/**
 * The shop as deployed (docs/operations.md): the compiled server in production mode behind Debian's
 * Caddy, configured by deploy/Caddyfile itself with only its domain and port swapped for a local test
 * address and `local_certs` (Caddy's own CA, as `tls internal`) in place of Let's Encrypt. Caddy keeps its
 * CA and certificates under a temporary folder, so nothing here needs root.
 */
const CADDY = '/usr/bin/caddy';
const root = resolve(import.meta.dirname, '../..');
const HSTS = 'max-age=31536000; includeSubDomains';
const OWNER = { username: 'owner', password: 'a long owner pass phrase' };

test.skip(!existsSync(CADDY), `Caddy is not installed (${CADDY}): apt-get install caddy to run the HTTPS deployment tests`);
test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

let dir: string;
let https: number;
let app: ReturnType<typeof start> | undefined;
let caddy: ReturnType<typeof start> | undefined;
const url = (path: string) => `https://127.0.0.1:${https}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'goldshop-caddy-'));
  const [appPort, httpPort] = [await freePort(), await freePort()];
  https = await freePort();

  // The production start: the compiled server with plain node (as deploy/goldshop.service runs it).
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'pipe' });
  app = start(
    process.execPath,
    ['--enable-source-maps', 'api/dist/server.mjs'],
    {
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_URL: url(''),
      DATABASE_PATH: join(dir, 'shop.db'),
      INIT_DATABASE: '1', // a new shop's first start (docs/operations.md)
      JWT_SECRET: randomBytes(32).toString('hex'),
      LINE_LOGIN_CHANNEL_ID: '1650000000',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      SIGNIN_RATE_LIMIT: '3',
      BACKUP_INTERVAL_HOURS: '0',
      GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
      GOLD_PRICE_TIMEOUT_MS: '300',
      LOG_LEVEL: 'warn',
    },
    root,
  );

  const deployed = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
  const SITE = /^shop\.example\.com \{$/m;
  const UPSTREAM = /^(\s*reverse_proxy) 127\.0\.0\.1:3000 \{$/m;
  expect(deployed, 'deploy/Caddyfile: a site block for shop.example.com').toMatch(SITE);
  expect(deployed, 'deploy/Caddyfile: reverse_proxy 127.0.0.1:3000').toMatch(UPSTREAM);
  const site = deployed.replace(SITE, `127.0.0.1:${https} {`).replace(UPSTREAM, `$1 127.0.0.1:${appPort} {`);
  const globals = `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${https}\n}\n`;
  writeFileSync(join(dir, 'Caddyfile'), globals + site);
  caddy = start(
    CADDY,
    ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'caddy-data'),
      XDG_CONFIG_HOME: join(dir, 'caddy-config'),
    },
    dir,
  );

  const up = async () => (await httpsRequest(https, '/api/health')).status === 200;
  await waitFor('the shop through Caddy', up, 90_000, 250).catch((err: Error) => {
    throw new Error(`${err.message}\n--- server ---\n${app!.output()}\n--- caddy ---\n${caddy!.output().slice(-3000)}`);
  });
});

test.afterAll(async () => {
  await stop(caddy);
  await stop(app);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const hsts = (res: HttpsAnswer) => res.headers['strict-transport-security'];

test('the member app loads over HTTPS, in Thai', async ({ page }) => {
  const res = await page.goto(url('/'));
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).protocol).toBe('https:');
  await expect(page.getByRole('heading', { name: 'ราคาทองคำแท่ง 96.5%' })).toBeVisible();
  expect(await res?.headerValue('strict-transport-security')).toBe(HSTS);
});

test('HSTS on every kind of answer, once', async () => {
  for (const path of ['/', '/admin/', '/api/health', '/api/config', '/api/no-such-call']) {
    const res = await httpsRequest(https, path);
    expect(hsts(res), path).toBe(HSTS); // a string: one header, not a doubled one
  }
});

test('the admin console signs in over HTTPS with a Secure, httpOnly, SameSite=Strict cookie', async ({ page, context }) => {
  await page.goto(url('/admin/'));
  await page.getByLabel('ชื่อผู้ใช้').fill(OWNER.username);
  await page.getByLabel('รหัสผ่าน').fill(OWNER.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(OWNER.username, { timeout: 20_000 });
  const cookie = (await context.cookies(url('/'))).find((c) => c.name === 'adminSession');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
});

test('sign-in limits count the address Caddy saw, never an X-Forwarded-For the client sent', async () => {
  // SIGNIN_RATE_LIMIT=3 per client address and minute. A new username each time, so only the per-address
  // limit is in play.
  const signin = (from: string, forwardedFor: string) =>
    httpsRequest(https, '/api/auth/signin', {
      method: 'POST',
      localAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
      body: { username: `nobody${randomBytes(4).toString('hex')}`, password: 'wrong password' },
    });
  // One client (127.0.0.1) names a different made-up address on each try: all three count against it.
  for (const made_up of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await signin('127.0.0.1', made_up)).status).toBe(401);
  expect((await signin('127.0.0.1', '198.51.100.4')).status).toBe(429);
  // Another client (127.0.0.2) has its own allowance, even claiming to be the first one.
  expect((await signin('127.0.0.2', '127.0.0.1')).status).toBe(401);
});

test('an answer Caddy writes itself (the server is down) still pins HTTPS', async () => {
  await stop(app);
  const res = await httpsRequest(https, '/api/health');
  expect(res.status).toBe(502);
  expect(hsts(res)).toBe(HSTS);
});
