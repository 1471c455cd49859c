import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { testApp } from './test/app';

const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', ...extra });

describe('configuration', () => {
  it('reads the MINI App channel: a LIFF id, the approved template names in order, refusing anything else', () => {
    const line = loadConfig(
      env({
        MINIAPP_LIFF_ID: '2000000000-AbCd',
        LINE_SERVICE_MESSAGE_TEMPLATES: ' payment_completion_d_th, reminder_d_th ',
        MINIAPP_VERIFIED: '1',
      }),
    ).line;
    expect([line.miniAppLiffId, line.serviceTemplates, line.miniAppVerified]).toEqual([
      '2000000000-AbCd',
      ['payment_completion_d_th', 'reminder_d_th'],
      true,
    ]);
    expect(loadConfig(env({})).line).toMatchObject({ miniAppLiffId: undefined, serviceTemplates: [], miniAppVerified: false });
    expect(() => loadConfig(env({ MINIAPP_LIFF_ID: 'https://miniapp.line.me/2000000000-AbCd' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ LINE_SERVICE_MESSAGE_TEMPLATES: 'ใบเสร็จ' }))).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never "trust everything"', () => {
    expect(loadConfig(env({})).trustProxy).toBe(0);
    expect(loadConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUST_PROXY: '127.0.0.1, ::1' })).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ TRUST_PROXY: '*' }))).toThrow(ConfigError);
  });

  it('refuses a TRUST_PROXY range that trusts (nearly) everyone with one line, and passes what the server accepts', async () => {
    // 0.0.0.0/1 with 128.0.0.0/1 was taken in production: together they trust every client. /0 crashed the start.
    for (const v of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '::/1',
      '10.0.0.0/7',
      '10.0.0.0/33',
      '10.0.0.1/x',
      '10.0.0.1/8/8',
      'loopback',
      '1.2.3',
    ]) {
      expect(() => loadConfig(env({ TRUST_PROXY: v })), v).toThrow(ConfigError);
      expect(() => loadConfig(env({ TRUST_PROXY: v, NODE_ENV: 'production' })), v).toThrow(ConfigError);
    }
    expect(() => loadConfig(env({ TRUST_PROXY: '0.0.0.0/0' }))).toThrow(/covers more than a \/8/);
    const list = loadConfig(env({ TRUST_PROXY: '10.0.0.0/9, 2001:db8::/32, 127.0.0.1, fd00::1' })).trustProxy;
    expect(list).toEqual(['10.0.0.0/9', '2001:db8::/32', '127.0.0.1', 'fd00::1']);
    // Every list the configuration takes, the server takes too (its proxy library throws on what it cannot read).
    const app = await testApp({ trustProxy: list });
    expect(
      (await app.inject({ url: '/api/health', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode,
    ).toBeLessThan(500);
  });

  it('reads SIGNIN_FAILURES_PER_MINUTE, the failed sign-ins a minute above which the shop is being sprayed', () => {
    expect(loadConfig(env({})).signinFailuresPerMinute).toBe(30);
    expect(loadConfig(env({ SIGNIN_FAILURES_PER_MINUTE: '100' })).signinFailuresPerMinute).toBe(100);
    expect(() => loadConfig(env({ SIGNIN_FAILURES_PER_MINUTE: '0' }))).toThrow(/SIGNIN_FAILURES_PER_MINUTE must be at least 1/);
    expect(() => loadConfig(env({ SIGNIN_FAILURES_PER_MINUTE: 'lots' }))).toThrow(ConfigError);
  });

  it('reads the header limits of uploaded pictures, refusing values that would refuse phone photos', () => {
    expect(loadConfig(env({})).images).toEqual({ maxSidePx: 10_000, maxAspectRatio: 20 });
    expect(loadConfig(env({ IMAGE_MAX_SIDE_PX: '8000', IMAGE_MAX_ASPECT_RATIO: '30' })).images).toEqual({
      maxSidePx: 8000,
      maxAspectRatio: 30,
    });
    expect(() => loadConfig(env({ IMAGE_MAX_SIDE_PX: '2000' }))).toThrow(/^IMAGE_MAX_SIDE_PX must be at least 4000/);
    expect(() => loadConfig(env({ IMAGE_MAX_ASPECT_RATIO: '2' }))).toThrow(/^IMAGE_MAX_ASPECT_RATIO must be at least 3/);
    expect(() => loadConfig(env({ IMAGE_MAX_ASPECT_RATIO: '1:20' }))).toThrow(/IMAGE_MAX_ASPECT_RATIO must be a whole number/);
  });

  it('reads PUBLIC_URL as the origin cookie-authenticated writes must come from', () => {
    expect(loadConfig(env({})).publicOrigin).toBeUndefined();
    expect(loadConfig(env({ PUBLIC_URL: 'https://shop.example.com/' })).publicOrigin).toBe('https://shop.example.com');
    expect(loadConfig(env({ PUBLIC_URL: 'http://localhost:3000/app' })).publicOrigin).toBe('http://localhost:3000');
    expect(() => loadConfig(env({ PUBLIC_URL: 'shop.example.com' }))).toThrow(/PUBLIC_URL/);
  });

  it('reads the request timeouts and the upload limit, refusing nonsense', () => {
    expect(loadConfig(env({})).timeouts).toEqual({ headersMs: 30_000, requestMs: 180_000, idleMs: 60_000, keepAliveMs: 130_000 });
    expect(loadConfig(env({ REQUEST_TIMEOUT_MS: '300000' })).timeouts.requestMs).toBe(300_000);
    expect(() => loadConfig(env({ HEADERS_TIMEOUT_MS: '0' }))).toThrow(/at least 1000/);
    expect(() => loadConfig(env({ HEADERS_TIMEOUT_MS: '200000' }))).toThrow(/HEADERS_TIMEOUT_MS must not be longer/);
    expect(loadConfig(env({})).uploadRateLimit).toBe(6);
    expect(loadConfig(env({ UPLOAD_RATE_LIMIT: '20' })).uploadRateLimit).toBe(20);
    expect(() => loadConfig(env({ UPLOAD_RATE_LIMIT: 'many' }))).toThrow(ConfigError);
    expect(loadConfig(env({})).uploadAddressRateLimit).toBe(20);
    expect(loadConfig(env({ UPLOAD_ADDRESS_RATE_LIMIT: '60' })).uploadAddressRateLimit).toBe(60);
    expect(loadConfig(env({})).unreviewedPhotosBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig(env({ UNREVIEWED_PHOTOS_MB: '1024' })).unreviewedPhotosBytes).toBe(1024 * 1024 * 1024);
    expect(() => loadConfig(env({ UNREVIEWED_PHOTOS_MB: '-1' }))).toThrow(ConfigError);
  });

  it('reads INIT_DATABASE: 1 for the first start, left out otherwise; nothing else', () => {
    expect(loadConfig(env({})).initDatabase).toBe(false);
    expect(loadConfig(env({ INIT_DATABASE: '1' })).initDatabase).toBe(true);
    expect(loadConfig(env({ INIT_DATABASE: '0' })).initDatabase).toBe(false);
    expect(() => loadConfig(env({ INIT_DATABASE: 'yes' }))).toThrow(/INIT_DATABASE must be 1/);
    expect(loadConfig(env({})).takeOverDatabase).toBe(false);
    expect(loadConfig(env({ TAKE_OVER_DATABASE: '1' })).takeOverDatabase).toBe(true);
    expect(() => loadConfig(env({ TAKE_OVER_DATABASE: 'true' }))).toThrow(/TAKE_OVER_DATABASE must be 1/);
  });

  it('refuses an unknown LOG_LEVEL with one clear line', () => {
    expect(loadConfig(env({})).logLevel).toBe('info');
    expect(loadConfig(env({ LOG_LEVEL: 'debug' })).logLevel).toBe('debug');
    expect(() => loadConfig(env({ LOG_LEVEL: 'loud' }))).toThrow(/LOG_LEVEL must be one of/);
  });

  it('reads the backup settings: a folder beside the database, a daily backup, 14 kept, restic only with both settings', () => {
    const b = loadConfig(env({ DATABASE_PATH: '/srv/shop/goldshop.db' })).backup;
    expect(b).toMatchObject({ dir: '/srv/shop/backups', intervalHours: 24, keep: 14, restic: undefined });
    expect(loadConfig(env({})).backup.dir).toMatch(/\/backups$/);
    const set = loadConfig(env({ BACKUP_DIR: '/mnt/b', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' })).backup;
    expect(set).toMatchObject({ dir: '/mnt/b', intervalHours: 6, keep: 30 });
    expect(loadConfig(env({ BACKUP_INTERVAL_HOURS: '0' })).backup.intervalHours).toBe(0);
    expect(loadConfig(env({ BACKUP_INTERVAL_HOURS: '0.5' })).backup.intervalHours).toBe(0.5);
    expect(() => loadConfig(env({ BACKUP_INTERVAL_HOURS: 'daily' }))).toThrow(/BACKUP_INTERVAL_HOURS must be a number of hours/);
    expect(() => loadConfig(env({ BACKUP_INTERVAL_HOURS: '-1' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ BACKUP_KEEP: '0' }))).toThrow(/BACKUP_KEEP must be at least 1/);
    expect(() => loadConfig(env({ BACKUP_KEEP: '2.5' }))).toThrow(/BACKUP_KEEP must be a whole number/);
    expect(() => loadConfig(env({ RESTIC_REPOSITORY: '/mnt/restic' }))).toThrow(/RESTIC_REPOSITORY and RESTIC_PASSWORD go together/);
    expect(() => loadConfig(env({ RESTIC_PASSWORD: 'secret' }))).toThrow(ConfigError);
  });

  it("gives restic its own settings and its backends' credentials, never the server's secrets", () => {
    const { restic } = loadConfig(
      env({
        RESTIC_REPOSITORY: 's3:s3.amazonaws.com/shop',
        RESTIC_PASSWORD: 'pw',
        AWS_ACCESS_KEY_ID: 'AK',
        PATH: '/usr/bin',
        JWT_SECRET: 'x'.repeat(40),
        LINE_CHANNEL_ACCESS_TOKEN: 'tok',
      }),
    ).backup;
    expect(restic).toEqual({
      repository: 's3:s3.amazonaws.com/shop',
      password: 'pw',
      timeoutMs: 3_600_000,
      env: { RESTIC_REPOSITORY: 's3:s3.amazonaws.com/shop', RESTIC_PASSWORD: 'pw', AWS_ACCESS_KEY_ID: 'AK', PATH: '/usr/bin' },
    });
    const both = { RESTIC_REPOSITORY: '/mnt/r', RESTIC_PASSWORD: 'pw' };
    expect(loadConfig(env({ ...both, RESTIC_TIMEOUT_MINUTES: '15' })).backup.restic?.timeoutMs).toBe(900_000);
    expect(() => loadConfig(env({ ...both, RESTIC_TIMEOUT_MINUTES: '0' }))).toThrow(/RESTIC_TIMEOUT_MINUTES must be at least 1/);
  });
});

describe('client address behind a proxy', async () => {
  let n = 0;
  // A new username each time: the per-username limit (signin-guard.ts) is not what is tested here.
  const signin = (app: Awaited<ReturnType<typeof testApp>>, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: `nobody${++n}`, password: 'wrong-password' },
    });
  const statuses = async (app: Awaited<ReturnType<typeof testApp>>) => {
    for (let i = 0; i < 3; i++) await signin(app, '203.0.113.7');
    return [(await signin(app, '203.0.113.7')).statusCode, (await signin(app, '198.51.100.20')).statusCode];
  };

  it('with one trusted proxy, the sign-in limit keys on the client the proxy names', async () => {
    const app = await testApp({ trustProxy: 1, signinRateLimit: 3 });
    expect(await statuses(app)).toEqual([429, 401]);
  });

  it('with no trusted proxy, a client cannot pick its address with X-Forwarded-For', async () => {
    const app = await testApp({ signinRateLimit: 3 });
    expect(await statuses(app)).toEqual([429, 429]);
  });
});

describe('production refuses weak settings, one clear line each', () => {
  const good = {
    NODE_ENV: 'production',
    DATABASE_PATH: ':memory:',
    LINE_LOGIN_CHANNEL_ID: '1650000000',
    JWT_SECRET: '3f9a1c7e5b2d4806a9e1f3c5b7d90a2e4c6f8b1d3e5a7c9f',
    TRUST_PROXY: '1',
    PUBLIC_URL: 'https://shop.example.com',
    METRICS_TOKEN: 'e1b4c7d0a3f6e9b2c5d8a1f4e7b0c3d6',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'a long pass phrase',
  };
  const refusal = (extra: Record<string, string | undefined>) => {
    try {
      loadConfig({ ...good, ...extra });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    return 'accepted';
  };

  it('accepts a sound production configuration: JSON logs, the metrics token', () => {
    const config = loadConfig(good);
    expect(config).toMatchObject({ nodeEnv: 'production', logFormat: 'json', metricsToken: good.METRICS_TOKEN, trustProxy: 1 });
  });

  it.each([
    [{ LINE_LOGIN_CHANNEL_ID: undefined }, /^LINE_LOGIN_CHANNEL_ID is not set: demo mode is refused/],
    [{ ADMIN_PASSWORD: '<a long pass phrase>' }, /^ADMIN_PASSWORD still holds the example's <\.\.\.> placeholder/],
    [{ PUBLIC_URL: 'https://<shop.example.com>' }, /^PUBLIC_URL still holds the example's <\.\.\.> placeholder/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET of at least 32 characters is required/],
    [{ JWT_SECRET: 'a'.repeat(40) }, /^JWT_SECRET has fewer than 8 different characters/],
    [{ METRICS_TOKEN: 'metrics' }, /^METRICS_TOKEN must be at least 32 characters/],
    [{ ADMIN_PASSWORD: 'admin1234' }, /^ADMIN_PASSWORD must be at least 12 characters/],
    [{ PUBLIC_URL: 'http://shop.example.com' }, /^PUBLIC_URL must be an https:\/\/ address/],
    [{ HOST: '0.0.0.0' }, /^TRUST_PROXY=1 with HOST=0\.0\.0\.0: listen on 127\.0\.0\.1 behind the proxy/],
    [{ LOG_FORMAT: 'xml' }, /^LOG_FORMAT must be json or pretty/],
  ])('%o is refused', (extra, line) => {
    const message = refusal(extra);
    expect(message).toMatch(line);
    expect(message).not.toContain('\n');
  });

  it('a listed proxy address may listen on every interface; development keeps its defaults', () => {
    expect(refusal({ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.2' })).toBe('accepted');
    expect(loadConfig(env({ HOST: '0.0.0.0', TRUST_PROXY: '1', METRICS_TOKEN: 'short' }))).toMatchObject({ metricsToken: 'short' });
    expect(loadConfig({ DATABASE_PATH: ':memory:' }).logFormat).toBe('pretty');
    expect(loadConfig(env({ LOG_FORMAT: 'json' })).logFormat).toBe('json');
  });

  it("reads LITESTREAM_REPLICA_URL as Litestream's replica: a folder on another disk, an SFTP host with a key, or an S3 bucket", () => {
    const db = { DATABASE_PATH: '/var/lib/goldshop/goldshop.db' };
    expect(loadConfig(env(db)).replication).toBeUndefined();
    expect(loadConfig(env({ ...db, LITESTREAM_REPLICA_URL: 'file:///mnt/replica/goldshop' })).replication).toMatchObject({
      type: 'file',
      path: '/mnt/replica/goldshop',
      localLimitBytes: 1024 * 1024 * 1024,
    });
    expect(
      loadConfig(env({ ...db, LITESTREAM_REPLICA_URL: 'file:///mnt/r', LITESTREAM_LOCAL_MAX_MB: '200' })).replication?.localLimitBytes,
    ).toBe(200 * 1024 * 1024);
    const sftp = loadConfig(
      env({ ...db, LITESTREAM_REPLICA_URL: 'sftp://shop@backup:2222/srv/ls', LITESTREAM_SFTP_KEY_PATH: '/etc/goldshop/key' }),
    ).replication;
    expect(sftp).toMatchObject({ type: 'sftp', sftpKeyPath: '/etc/goldshop/key' });
    const s3 = loadConfig(
      env({
        ...db,
        LITESTREAM_REPLICA_URL: 's3://shop-bucket/db',
        LITESTREAM_S3_ENDPOINT: 'https://s3.example.com/',
        AWS_ACCESS_KEY_ID: 'AK',
        AWS_SECRET_ACCESS_KEY: 'SK',
        JWT_SECRET: 'x'.repeat(40),
        LINE_CHANNEL_ACCESS_TOKEN: 'tok',
        RESTIC_PASSWORD: 'pw',
        RESTIC_REPOSITORY: '/r',
      }),
    ).replication;
    expect(s3).toMatchObject({ type: 's3', s3Endpoint: 'https://s3.example.com' });
    // Litestream's process gets S3's credentials, never the server's secrets.
    expect(Object.keys(s3!.env).sort()).toEqual(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
  });

  it('refuses a replica setting that cannot work, with one line saying what to set', () => {
    const db = { DATABASE_PATH: '/var/lib/goldshop/goldshop.db' };
    const refused: [Record<string, string>, RegExp][] = [
      [{ LITESTREAM_REPLICA_URL: '/mnt/replica' }, /must be a file:\/\/\/…, sftp:\/\/… or s3:\/\/… address/],
      [{ LITESTREAM_REPLICA_URL: 'gcs://bucket/db' }, /must start with file:\/\/, sftp:\/\/ or s3:\/\//],
      [{ LITESTREAM_REPLICA_URL: 'file:///mnt/r', LITESTREAM_LOCAL_MAX_MB: '8' }, /LITESTREAM_LOCAL_MAX_MB must be at least 16/],
      [{ LITESTREAM_REPLICA_URL: 'file://mnt/replica' }, /three slashes/],
      [{ LITESTREAM_REPLICA_URL: 'file:///var/lib/goldshop/replica' }, /overlap; put the replica on another disk/],
      [{ LITESTREAM_REPLICA_URL: 'file:///var/lib' }, /overlap/],
      [{ LITESTREAM_REPLICA_URL: 'sftp://backup/srv/ls', LITESTREAM_SFTP_KEY_PATH: '/k' }, /needs a user and a host/],
      [{ LITESTREAM_REPLICA_URL: 'sftp://shop@backup/srv/ls' }, /needs LITESTREAM_SFTP_KEY_PATH/],
      [{ LITESTREAM_REPLICA_URL: 'sftp://shop@backup/', LITESTREAM_SFTP_KEY_PATH: '/k' }, /needs a folder on the host/],
      [{ LITESTREAM_REPLICA_URL: 'sftp://shop@backup/srv', LITESTREAM_SFTP_KEY_PATH: 'key' }, /must be an absolute path/],
      [{ LITESTREAM_REPLICA_URL: 's3://AK:SK@bucket/db' }, /credentials go in AWS_ACCESS_KEY_ID/],
      [{ LITESTREAM_REPLICA_URL: 's3://bucket/db', AWS_ACCESS_KEY_ID: 'AK' }, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/],
      [{ LITESTREAM_REPLICA_URL: 's3://bucket/db', LITESTREAM_S3_ENDPOINT: 's3.example.com' }, /LITESTREAM_S3_ENDPOINT must be an address/],
      [{ LITESTREAM_REPLICA_URL: 's3://bucket/db?region=x' }, /no \?query/],
      [{ LITESTREAM_REPLICA_URL: 'file:///mnt/r', LITESTREAM_SFTP_KEY_PATH: '/k' }, /is for an sftp:\/\//],
      [{ LITESTREAM_S3_ENDPOINT: 'https://s3.example.com' }, /need LITESTREAM_REPLICA_URL/],
    ];
    for (const [vars, message] of refused) expect(() => loadConfig(env({ ...db, ...vars })), JSON.stringify(vars)).toThrow(message);
    expect(() => loadConfig(env({ LITESTREAM_REPLICA_URL: 'file:///mnt/replica' }))).toThrow(/DATABASE_PATH is :memory:/);
  });
});
