import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkTrustedProxies, TrustProxyError } from './trusted-proxies';

/** Everything the server reads from its environment, validated in this one place (docs/configuration.md). */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  databasePath: string;
  /**
   * INIT_DATABASE=1: the first install may create the database. In production a missing or empty database
   * is refused without it (a disk that did not mount must not open as an empty shop), and refused with it
   * once the database exists (it is for the first start only).
   */
  initDatabase: boolean;
  /**
   * TAKE_OVER_DATABASE=1: production may start on an existing file that is not this shop's database (no
   * migration history of this app, another program's tables) and make it the shop's. Without it such a
   * file is refused (docs/decisions.md "Production starts only on the shop's database").
   */
  takeOverDatabase: boolean;
  jwtSecret: string;
  seedDemo: boolean;
  /** Creates the first owner account on an empty database when SEED_DEMO=0. */
  initialAdmin?: { username: string; password: string };
  /** Serve the built member app at / and the console at /admin/ (off in API tests). */
  serveApps: boolean;
  appsRoot: string;
  line: {
    /** Demo mode (no LINE channel): the apps use @line/liff-mock and the server accepts mock ID tokens. */
    demo: boolean;
    loginChannelId?: string;
    liffId?: string;
    /**
     * MINIAPP_LIFF_ID: the LIFF id of the shop's LINE MINI App channel, configured beside LIFF_ID during the move
     * (docs/operations.md "Becoming a LINE MINI App"). Set, every link the server writes is its permanent link.
     */
    miniAppLiffId?: string;
    /** LINE_MINIAPP_CHANNEL_SECRET: the MINI App channel's secret, for its short-lived channel access tokens (service messages). */
    miniAppChannelSecret?: string;
    /**
     * LINE_SERVICE_MESSAGE_TEMPLATES: the service-message templates LINE approved for the MINI App (names as
     * in the console, e.g. payment_completion_d_th). Empty: no service messages, receipts are pushed.
     */
    serviceTemplates: string[];
    /** MINIAPP_VERIFIED=1: LINE has verified the MINI App (the member app may offer "add to home screen"). */
    miniAppVerified: boolean;
    channelSecret?: string;
    channelAccessToken?: string;
    apiBase: string;
    /** Base of LINE's data API (rich menu images); defaults to LINE_API_BASE when that is set (one fake in tests). */
    dataApiBase: string;
    /** The official account's basic ID (e.g. @goldshop) for chat links. */
    basicId: string;
    /** Whether LINE_BASIC_ID was set: only then do product pages open the shop's chat with the question written. */
    basicIdSet: boolean;
    /** The member app's public origin, used in pushed links when no LIFF ID is configured. */
    appOrigin: string;
    /** Run the push sender and the pawn reminder job on timers (off under NODE_ENV=test). */
    jobs: boolean;
  };
  goldPrice: {
    /** Upstream base URL; the server fetches `{upstream}/latest`. */
    upstream: string;
    /** How long a fetched price is served before asking upstream again. */
    cacheMs: number;
    timeoutMs: number;
  };
  /**
   * Sign-in attempts per minute, counted twice: per client address, and per username (whatever the address,
   * so spraying guesses at one account from many addresses is capped too).
   */
  signinRateLimit: number;
  /**
   * SIGNIN_FAILURES_PER_MINUTE: failed sign-ins a minute across every account above which the shop is being
   * sprayed, and every failing address is slowed from its first failure (accounts/signin-shield.ts).
   */
  signinFailuresPerMinute: number;
  /** EXPORTS_PER_DAY: downloads of "my data" a member may make in 24 hours (api/src/areas/me). */
  exportsPerDay: number;
  /** CHROMIUM_PATH: the headless Chromium that renders statements and receipts as PDF (Debian's package). */
  chromiumPath: string;
  /** PURGE_JOB: the daily purge of closed accounts past their date (on, except in tests, which run it themselves). */
  purgeJob: boolean;
  /**
   * The site's own origin (scheme://host[:port]), from PUBLIC_URL when set. A write carrying the staff
   * cookie must come from it (plugins/csrf.ts); unset, the request's own scheme and host are the origin.
   */
  publicOrigin?: string;
  /** Money and verification uploads a member may send per minute (each decodes images). */
  uploadRateLimit: number;
  /**
   * UPLOAD_ADDRESS_RATE_LIMIT: the same uploads per minute from one client address, whoever is signed in:
   * fresh accounts are free, so a per-member budget alone multiplies with every account made.
   */
  uploadAddressRateLimit: number;
  /**
   * UNREVIEWED_PHOTOS_MB: the most the photos of verification requests waiting for staff may take in all.
   * Anyone with LINE can ask; past this, new requests wait (503) until staff have decided some.
   */
  unreviewedPhotosBytes: number;
  /**
   * What an upload's header may say before anything is decoded: its longer side at most `maxSidePx`
   * (IMAGE_MAX_SIDE_PX), and at most `maxAspectRatio` times its shorter (IMAGE_MAX_ASPECT_RATIO, 20 = 1:20).
   * docs/decisions.md "A picture has at most 25 megapixels"
   */
  images: { maxSidePx: number; maxAspectRatio: number };
  /**
   * How long a client may take (milliseconds), sized for phones on mobile data: the request headers, the
   * whole request with its body (a 10 MB upload on a slow 3G link), a connection with nothing moving either
   * way, and an idle keep-alive connection between requests.
   */
  timeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a hop count (1 = one proxy such as
   * Caddy on the same machine) or a list of their addresses. Never "trust everything": a client could then
   * choose its own address and escape the sign-in limit. 0 (the default): no proxy, the socket's address.
   */
  trustProxy: number | string[];
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** LOG_FORMAT: `pretty` (one readable line per event, pino-pretty) or `json` (one JSON object per line, for journald and log shippers). */
  logFormat: 'pretty' | 'json';
  /** METRICS_TOKEN: the bearer a Prometheus scraper sends to GET /api/metrics; unset, that call answers 404. */
  metricsToken?: string;
  /**
   * API_DOCS: the OpenAPI document (GET /api/openapi.json) and its reference page (/api/docs). On outside
   * production; in production only with API_DOCS=1 (docs/configuration.md). API_DOCS=0 turns them off anywhere.
   */
  apiDocs: boolean;
  /** Database snapshots (api/src/operations): where, how often, how many, and restic off the machine. */
  backup: BackupConfig;
  /**
   * SLIP_VERIFY_URL and SLIP_VERIFY_TOKEN: a slip-verification service asked about each read slip's transfer
   * (amount, receiver, date) after the payment is recorded; off when unset (docs/configuration.md).
   */
  slipVerify?: { url: string; token: string; timeoutMs: number; jobs: boolean };
  /** Continuous replication of the database with Litestream, when LITESTREAM_REPLICA_URL is set. */
  replication?: ReplicationConfig;
}

/**
 * Where Litestream streams the database (docs/operations.md, "Continuous replication (Litestream)"): a folder on a second
 * disk, an SFTP host or an S3 bucket. The URL is Litestream's own replica URL.
 */
export interface ReplicationConfig {
  /** LITESTREAM_REPLICA_URL, as given: file:///mnt/replica/goldshop, sftp://user@host:22/path, s3://bucket/path. */
  url: string;
  type: 'file' | 'sftp' | 's3';
  /** file://: the replica folder (absolute). */
  path?: string;
  /** LITESTREAM_SFTP_KEY_PATH: the private key Litestream signs in with (sftp:// without a password). */
  sftpKeyPath?: string;
  /** LITESTREAM_S3_ENDPOINT: an S3-compatible service's address (MinIO, Wasabi, R2 …); unset for AWS itself. */
  s3Endpoint?: string;
  /** What Litestream's process gets as its environment: the S3 credentials and PATH/HOME, never the server's secrets. */
  env: Record<string, string>;
  /**
   * LITESTREAM_LOCAL_MAX_MB: the most Litestream's folder beside the database may hold (the WAL it has copied
   * and not yet uploaded). Past it replication stops and the owner is told, rather than the disk filling
   * (docs/decisions.md "Replication is watched like a process that can fail").
   */
  localLimitBytes: number;
}

export interface BackupConfig {
  /** BACKUP_DIR: verified snapshots, one file each (default: `backups` beside the database). */
  dir: string;
  /** BACKUP_INTERVAL_HOURS: the server takes one this often (0: the server takes none). */
  intervalHours: number;
  /** BACKUP_KEEP: how many local snapshots are kept, newest first. */
  keep: number;
  /** BACKUP_START_DELAY_S: how long after start the server's first backup and daily check run (default a minute). */
  startDelayMs: number;
  /** Set when RESTIC_REPOSITORY and RESTIC_PASSWORD are: each snapshot also goes there, encrypted. */
  restic?: {
    repository: string;
    password: string;
    /**
     * RESTIC_TIMEOUT_MINUTES: how long restic may take for one backup (or restore) in all; a repository
     * that does not answer is given up on, restic stopped, and the failure reported.
     */
    timeoutMs: number;
    /** What restic's process gets as its environment (its own variables and its backends' credentials). */
    env: Record<string, string>;
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const int = (env: Env, key: string, fallback: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${key} must be a whole number, got "${raw}"`);
  return n;
};

const atLeastOne = (n: number, key: string): number => {
  if (n < 1) throw new ConfigError(`${key} must be at least 1`);
  return n;
};

/** A secret kept beside the database, so demo restarts keep members signed in. */
function demoSecret(databasePath: string): string {
  if (databasePath === ':memory:') return randomBytes(32).toString('hex');
  const file = resolve(dirname(resolve(databasePath)), '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A phone photo is 4000 px long and a slip screenshot 1:2.2: lower limits would refuse what members send. */
function imageLimits(env: Env): Config['images'] {
  const maxSidePx = int(env, 'IMAGE_MAX_SIDE_PX', 10_000);
  if (maxSidePx < 4000) throw new ConfigError(`IMAGE_MAX_SIDE_PX must be at least 4000 (a phone photo), got "${maxSidePx}"`);
  const maxAspectRatio = int(env, 'IMAGE_MAX_ASPECT_RATIO', 20);
  if (maxAspectRatio < 3)
    throw new ConfigError(`IMAGE_MAX_ASPECT_RATIO must be at least 3 (a phone screenshot is 1:2.2), got "${maxAspectRatio}"`);
  return { maxSidePx, maxAspectRatio };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function trustProxy(raw: string | undefined): number | string[] {
  if (raw === undefined || raw.trim() === '') return 0;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const entries = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    return checkTrustedProxies(entries, raw);
  } catch (err) {
    if (err instanceof TrustProxyError) throw new ConfigError(err.message);
    throw err;
  }
}

// Only what restic and its storage backends read reaches its process: never JWT_SECRET or LINE tokens.
const RESTIC_ENV = /^(RESTIC_|AWS_|B2_|AZURE_|GOOGLE_|OS_|ST_|RCLONE_)|^(PATH|HOME|TMPDIR|XDG_CACHE_HOME|SSH_AUTH_SOCK)$/;

/**
 * The backup settings alone, for `pnpm backup` and `pnpm restore`: they need the database path and these,
 * not the server's LINE or session settings (so they run with only DATABASE_PATH and BACKUP_* set).
 */
export function loadBackupConfig(env: Env = process.env, databasePath = env.DATABASE_PATH || './data/goldshop.db'): BackupConfig {
  const hoursRaw = env.BACKUP_INTERVAL_HOURS;
  const intervalHours = hoursRaw === undefined || hoursRaw.trim() === '' ? 24 : Number(hoursRaw);
  if (!Number.isFinite(intervalHours) || intervalHours < 0) {
    throw new ConfigError(`BACKUP_INTERVAL_HOURS must be a number of hours (0 turns the server's backups off), got "${hoursRaw}"`);
  }
  const keep = int(env, 'BACKUP_KEEP', 14);
  if (keep < 1) throw new ConfigError('BACKUP_KEEP must be at least 1');
  const resticMinutes = int(env, 'RESTIC_TIMEOUT_MINUTES', 60);
  if (resticMinutes < 1) throw new ConfigError('RESTIC_TIMEOUT_MINUTES must be at least 1');
  const repository = env.RESTIC_REPOSITORY || undefined;
  const password = env.RESTIC_PASSWORD || undefined;
  if (!!repository !== !!password) throw new ConfigError('RESTIC_REPOSITORY and RESTIC_PASSWORD go together');
  const resticEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && RESTIC_ENV.test(k)) resticEnv[k] = v;
  return {
    dir: resolve(env.BACKUP_DIR || join(dirname(resolve(databasePath)), 'backups')),
    intervalHours,
    keep,
    startDelayMs: int(env, 'BACKUP_START_DELAY_S', 60) * 1000,
    restic:
      repository && password
        ? {
            repository,
            password,
            timeoutMs: resticMinutes * 60_000,
            env: { ...resticEnv, RESTIC_REPOSITORY: repository, RESTIC_PASSWORD: password },
          }
        : undefined,
  };
}

// Only what Litestream and its S3 client read reaches its process (AWS_* credentials and region, or Litestream's
// own LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY aliases): never JWT_SECRET or LINE tokens.
const LITESTREAM_ENV = /^(AWS_|LITESTREAM_(ACCESS_KEY_ID|SECRET_ACCESS_KEY)$)|^(PATH|HOME|TMPDIR)$/;

/**
 * LITESTREAM_REPLICA_URL and the settings its backend needs; undefined when replication is off. Shared by
 * the server (which runs Litestream) and `pnpm restore --from-replica` (which reads the same replica).
 */
export function loadReplicationConfig(
  env: Env = process.env,
  databasePath = env.DATABASE_PATH || './data/goldshop.db',
): ReplicationConfig | undefined {
  const raw = env.LITESTREAM_REPLICA_URL?.trim();
  const keyPath = env.LITESTREAM_SFTP_KEY_PATH?.trim() || undefined;
  const endpoint = env.LITESTREAM_S3_ENDPOINT?.trim() || undefined;
  if (!raw) {
    if (keyPath || endpoint) throw new ConfigError('LITESTREAM_SFTP_KEY_PATH and LITESTREAM_S3_ENDPOINT need LITESTREAM_REPLICA_URL');
    return undefined;
  }
  if (databasePath === ':memory:') throw new ConfigError('LITESTREAM_REPLICA_URL needs a database file: DATABASE_PATH is :memory:');
  const pass: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && LITESTREAM_ENV.test(k)) pass[k] = v;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`LITESTREAM_REPLICA_URL must be a file:///…, sftp://… or s3://… address, got "${raw}"`);
  }
  const type = url.protocol.slice(0, -1);
  if (type !== 'file' && type !== 'sftp' && type !== 's3') {
    throw new ConfigError(`LITESTREAM_REPLICA_URL must start with file://, sftp:// or s3://, got "${raw}"`);
  }
  if (keyPath && type !== 'sftp') throw new ConfigError('LITESTREAM_SFTP_KEY_PATH is for an sftp:// LITESTREAM_REPLICA_URL');
  if (endpoint && type !== 's3') throw new ConfigError('LITESTREAM_S3_ENDPOINT is for an s3:// LITESTREAM_REPLICA_URL');
  if (url.search || url.hash) throw new ConfigError('LITESTREAM_REPLICA_URL takes no ?query or #fragment');
  const localMb = int(env, 'LITESTREAM_LOCAL_MAX_MB', 1024);
  if (localMb < 16) throw new ConfigError(`LITESTREAM_LOCAL_MAX_MB must be at least 16 (megabytes), got "${env.LITESTREAM_LOCAL_MAX_MB}"`);
  const base = { url: raw, env: pass, localLimitBytes: localMb * 1024 * 1024 };

  if (type === 'file') {
    if (url.host)
      throw new ConfigError(`LITESTREAM_REPLICA_URL: a file:// replica is a local folder, file:///path (three slashes), got "${raw}"`);
    const path = resolve(decodeURIComponent(url.pathname));
    const dbDir = dirname(resolve(databasePath));
    // Litestream keeps its own working files beside the database; a replica there is no second copy at all.
    if (path === dbDir || path.startsWith(`${dbDir}/`) || dbDir.startsWith(`${path}/`)) {
      throw new ConfigError(
        `LITESTREAM_REPLICA_URL: the replica folder ${path} and the database folder ${dbDir} overlap; put the replica on another disk`,
      );
    }
    return { ...base, type, path };
  }
  if (type === 'sftp') {
    if (!url.username || !url.hostname)
      throw new ConfigError(
        `LITESTREAM_REPLICA_URL: an sftp:// replica needs a user and a host, sftp://user@host[:port]/path, got "${url.protocol}//${url.host}${url.pathname}"`,
      );
    if (url.pathname.length < 2)
      throw new ConfigError('LITESTREAM_REPLICA_URL: an sftp:// replica needs a folder on the host, sftp://user@host/srv/goldshop');
    if (!keyPath && !url.password)
      throw new ConfigError('an sftp:// LITESTREAM_REPLICA_URL needs LITESTREAM_SFTP_KEY_PATH (the private key Litestream signs in with)');
    if (keyPath && !keyPath.startsWith('/')) throw new ConfigError(`LITESTREAM_SFTP_KEY_PATH must be an absolute path, got "${keyPath}"`);
    return { ...base, type, sftpKeyPath: keyPath };
  }
  if (!url.hostname) throw new ConfigError(`LITESTREAM_REPLICA_URL: an s3:// replica needs a bucket, s3://bucket/path, got "${raw}"`);
  if (url.username || url.password)
    throw new ConfigError('LITESTREAM_REPLICA_URL: S3 credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the address');
  const keyId = pass.AWS_ACCESS_KEY_ID ?? pass.LITESTREAM_ACCESS_KEY_ID;
  const secret = pass.AWS_SECRET_ACCESS_KEY ?? pass.LITESTREAM_SECRET_ACCESS_KEY;
  if (!!keyId !== !!secret) throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together');
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new ConfigError(`LITESTREAM_S3_ENDPOINT must be an address such as https://s3.example.com, got "${endpoint}"`);
  return { ...base, type, s3Endpoint: endpoint?.replace(/\/$/, '') };
}

/** scheme://host[:port] of PUBLIC_URL; undefined when it is not set. */
function publicOrigin(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address such as https://shop.example.com, got "${raw}"`);
  }
}

function timeouts(env: Env): Config['timeouts'] {
  const t = {
    headersMs: int(env, 'HEADERS_TIMEOUT_MS', 30_000),
    requestMs: int(env, 'REQUEST_TIMEOUT_MS', 180_000),
    idleMs: int(env, 'IDLE_TIMEOUT_MS', 60_000),
    keepAliveMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 130_000),
  };
  // Node checks the headers deadline inside the request's; 0 would mean "wait for ever", the problem itself.
  if (Object.values(t).some((ms) => ms < 1_000))
    throw new ConfigError('HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS must be at least 1000');
  if (t.headersMs > t.requestMs) throw new ConfigError('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return t;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;
function apiDocs(value: string | undefined, nodeEnv: Config['nodeEnv']): boolean {
  if (value === undefined || value === '') return nodeEnv !== 'production';
  if (value !== '0' && value !== '1') throw new ConfigError('API_DOCS must be 0 or 1');
  return value === '1';
}

/** A LIFF id is '<channel id>-<8 letters>' (the channel id is how the server tells the two channels' logins apart). */
function liffIdSetting(value: string | undefined, name: string): string | undefined {
  if (value !== undefined && !/^\d+-[A-Za-z0-9]+$/.test(value))
    throw new ConfigError(`${name} must be a LIFF id such as 1650000000-AbCdEfGh, got "${value}"`);
  return value;
}

/** 'payment_completion_d_th, reservation_confirm_d_th' → the names, in order (LINE's names: letters, digits, _). */
function templateNames(value: string | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const bad = names.find((n) => !/^[a-z0-9_]+$/.test(n));
  if (bad)
    throw new ConfigError(`LINE_SERVICE_MESSAGE_TEMPLATES names templates as LINE does (a-z, 0-9, _), comma-separated; got "${bad}"`);
  return names;
}

const SETTINGS_TO_FILL =
  /^(JWT_SECRET|PUBLIC_URL|ADMIN_USERNAME|ADMIN_PASSWORD|LINE_[A-Z_]+|LIFF_ID|MINIAPP_LIFF_ID|METRICS_TOKEN|RESTIC_[A-Z_]+|SLIP_VERIFY_[A-Z_]+|LITESTREAM_[A-Z_]+)$/;

/**
 * Settings that work on a laptop but are weak on the internet: production refuses each with one line
 * saying what to set instead (demo mode and a short JWT_SECRET are refused in loadConfig itself).
 */
function refuseWeakProductionSettings(env: Env, host: string, trust: number | string[]): void {
  // deploy/goldshop.env.example marks what the operator must fill in as <...>.
  const placeholder = Object.keys(env).find((k) => SETTINGS_TO_FILL.test(k) && /<[^<>]+>/.test(env[k] ?? ''));
  if (placeholder)
    throw new ConfigError(`${placeholder} still holds the example's <...> placeholder: put the real value in the environment file`);
  const jwtSecret = env.JWT_SECRET ?? '';
  if (new Set(jwtSecret).size < 8) {
    throw new ConfigError('JWT_SECRET has fewer than 8 different characters: use a random one (openssl rand -hex 32)');
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 32) {
    throw new ConfigError('METRICS_TOKEN must be at least 32 characters when NODE_ENV=production (openssl rand -hex 32)');
  }
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 12 characters when NODE_ENV=production');
  }
  if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) {
    throw new ConfigError('PUBLIC_URL must be an https:// address when NODE_ENV=production (LIFF and the Secure admin cookie need HTTPS)');
  }
  // A hop count believes whoever connects is the proxy: reachable from outside, any client could name its
  // own address in X-Forwarded-For and walk past the sign-in limits.
  if (typeof trust === 'number' && trust > 0 && !LOOPBACK.test(host)) {
    throw new ConfigError(
      `TRUST_PROXY=${trust} with HOST=${host}: listen on 127.0.0.1 behind the proxy, or list the proxy's addresses in TRUST_PROXY`,
    );
  }
}

/** The slip-verification service, when both of its settings are given. */
function slipVerify(env: Env, nodeEnv: Config['nodeEnv']): Config['slipVerify'] {
  const url = env.SLIP_VERIFY_URL || undefined;
  const token = env.SLIP_VERIFY_TOKEN || undefined;
  if (!url && !token) return undefined;
  if (!url || !token) throw new ConfigError('SLIP_VERIFY_URL and SLIP_VERIFY_TOKEN go together');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`SLIP_VERIFY_URL must be an http(s) address, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && nodeEnv !== 'production')) {
    throw new ConfigError('SLIP_VERIFY_URL must be an https:// address (http:// only outside production, for a local stand-in)');
  }
  return {
    url,
    token,
    timeoutMs: int(env, 'SLIP_VERIFY_TIMEOUT_MS', 5_000),
    jobs: env.SLIP_VERIFY_JOBS ? env.SLIP_VERIFY_JOBS !== '0' : nodeEnv !== 'test',
  };
}

/** What `pnpm backup` and `pnpm restore` read: the database, the backup and replication settings, nothing of the server's. */
export function loadOperationsConfig(env: Env = process.env): {
  databasePath: string;
  backup: BackupConfig;
  replication?: ReplicationConfig;
} {
  const databasePath = env.DATABASE_PATH || './data/goldshop.db';
  return { databasePath, backup: loadBackupConfig(env, databasePath), replication: loadReplicationConfig(env, databasePath) };
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const databasePath = overrides.databasePath ?? env.DATABASE_PATH ?? './data/goldshop.db';
  const loginChannelId = env.LINE_LOGIN_CHANNEL_ID || undefined;
  const demo = !loginChannelId;
  if (demo && nodeEnv === 'production') {
    throw new ConfigError('LINE_LOGIN_CHANNEL_ID is not set: demo mode is refused when NODE_ENV=production');
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (nodeEnv === 'production' && (!jwtSecret || jwtSecret.length < 32)) {
    throw new ConfigError('JWT_SECRET of at least 32 characters is required when NODE_ENV=production');
  }
  const adminUser = env.ADMIN_USERNAME;
  const adminPass = env.ADMIN_PASSWORD;
  if ((adminUser && !adminPass) || (!adminUser && adminPass)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD go together');
  }
  const port = int(env, 'PORT', 3000);
  const initRaw = env.INIT_DATABASE ?? '';
  if (!['', '0', '1'].includes(initRaw))
    throw new ConfigError(`INIT_DATABASE must be 1 (the first start of a new shop) or left out, got "${initRaw}"`);
  const takeOverRaw = env.TAKE_OVER_DATABASE ?? '';
  if (!['', '0', '1'].includes(takeOverRaw))
    throw new ConfigError(
      `TAKE_OVER_DATABASE must be 1 (make an existing file of another program the shop's) or left out, got "${takeOverRaw}"`,
    );
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  if (port > 65535) throw new ConfigError('PORT must be at most 65535');
  const host = env.HOST || '127.0.0.1';
  const trust = trustProxy(env.TRUST_PROXY);
  if (nodeEnv === 'production') refuseWeakProductionSettings(env, host, trust);
  const logFormat = env.LOG_FORMAT || (nodeEnv === 'production' ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${logFormat}"`);

  return {
    nodeEnv,
    port,
    host,
    databasePath,
    initDatabase: initRaw === '1',
    takeOverDatabase: takeOverRaw === '1',
    jwtSecret: jwtSecret ?? demoSecret(databasePath),
    seedDemo: env.SEED_DEMO !== '0',
    initialAdmin: adminUser && adminPass ? { username: adminUser, password: adminPass } : undefined,
    serveApps: true,
    appsRoot: resolve(dirname(new URL(import.meta.url).pathname), '../..'),
    line: {
      demo,
      loginChannelId,
      liffId: env.LIFF_ID || undefined,
      miniAppLiffId: liffIdSetting(env.MINIAPP_LIFF_ID || undefined, 'MINIAPP_LIFF_ID'),
      miniAppChannelSecret: env.LINE_MINIAPP_CHANNEL_SECRET || undefined,
      serviceTemplates: templateNames(env.LINE_SERVICE_MESSAGE_TEMPLATES),
      miniAppVerified: env.MINIAPP_VERIFIED === '1',
      channelSecret: env.LINE_CHANNEL_SECRET || undefined,
      channelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN || undefined,
      apiBase: env.LINE_API_BASE || 'https://api.line.me',
      dataApiBase: env.LINE_API_DATA_BASE || env.LINE_API_BASE || 'https://api-data.line.me',
      basicId: env.LINE_BASIC_ID || '@goldshop',
      basicIdSet: Boolean(env.LINE_BASIC_ID),
      appOrigin: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
      jobs: env.LINE_JOBS ? env.LINE_JOBS !== '0' : nodeEnv !== 'test',
    },
    goldPrice: {
      upstream: env.GOLD_PRICE_UPSTREAM || 'https://api.chnwt.dev/thai-gold-api',
      cacheMs: int(env, 'GOLD_PRICE_CACHE_MS', 60_000),
      timeoutMs: int(env, 'GOLD_PRICE_TIMEOUT_MS', 3_000),
    },
    signinRateLimit: int(env, 'SIGNIN_RATE_LIMIT', 10),
    signinFailuresPerMinute: atLeastOne(int(env, 'SIGNIN_FAILURES_PER_MINUTE', 30), 'SIGNIN_FAILURES_PER_MINUTE'),
    publicOrigin: publicOrigin(env.PUBLIC_URL),
    exportsPerDay: atLeastOne(int(env, 'EXPORTS_PER_DAY', 5), 'EXPORTS_PER_DAY'),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    purgeJob: env.PURGE_JOB ? env.PURGE_JOB !== '0' : nodeEnv !== 'test',
    uploadRateLimit: int(env, 'UPLOAD_RATE_LIMIT', 6),
    uploadAddressRateLimit: int(env, 'UPLOAD_ADDRESS_RATE_LIMIT', 20),
    unreviewedPhotosBytes: int(env, 'UNREVIEWED_PHOTOS_MB', 256) * 1024 * 1024,
    images: imageLimits(env),
    timeouts: timeouts(env),
    trustProxy: trust,
    logLevel,
    logFormat,
    metricsToken: env.METRICS_TOKEN || undefined,
    apiDocs: apiDocs(env.API_DOCS, nodeEnv),
    backup: loadBackupConfig(env, databasePath),
    replication: loadReplicationConfig(env, databasePath),
    slipVerify: slipVerify(env, nodeEnv),
    ...overrides,
  };
}
