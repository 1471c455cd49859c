import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Everything the server reads from its environment, validated in this one place (DESIGN.md). */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  databasePath: string;
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
    channelSecret?: string;
    channelAccessToken?: string;
    apiBase: string;
    /** Base of LINE's data API (rich menu images); defaults to LINE_API_BASE when that is set (one fake in tests). */
    dataApiBase: string;
    /** The official account's basic ID (e.g. @goldshop) for chat links. */
    basicId: string;
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
  /** Signin attempts per IP per minute. */
  signinRateLimit: number;
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a hop count (1 = one proxy such as
   * Caddy on the same machine) or a list of their addresses. Never "trust everything": a client could then
   * choose its own address and escape the sign-in limit. 0 (the default): no proxy, the socket's address.
   */
  trustProxy: number | string[];
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function trustProxy(raw: string | undefined): number | string[] {
  if (raw === undefined || raw.trim() === '') return 0;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const list = raw.split(',').map((a) => a.trim()).filter(Boolean);
  if (list.some((a) => !/^[0-9a-fA-F.:/]+$/.test(a))) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, got "${raw}"`);
  }
  return list;
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
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  if (port > 65535) throw new ConfigError('PORT must be at most 65535');

  return {
    nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    databasePath,
    jwtSecret: jwtSecret ?? demoSecret(databasePath),
    seedDemo: env.SEED_DEMO !== '0',
    initialAdmin: adminUser && adminPass ? { username: adminUser, password: adminPass } : undefined,
    serveApps: true,
    appsRoot: resolve(dirname(new URL(import.meta.url).pathname), '../..'),
    line: {
      demo,
      loginChannelId,
      liffId: env.LIFF_ID || undefined,
      channelSecret: env.LINE_CHANNEL_SECRET || undefined,
      channelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN || undefined,
      apiBase: env.LINE_API_BASE || 'https://api.line.me',
      dataApiBase: env.LINE_API_DATA_BASE || env.LINE_API_BASE || 'https://api-data.line.me',
      basicId: env.LINE_BASIC_ID || '@goldshop',
      appOrigin: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
      jobs: env.LINE_JOBS ? env.LINE_JOBS !== '0' : nodeEnv !== 'test',
    },
    goldPrice: {
      upstream: env.GOLD_PRICE_UPSTREAM || 'https://api.chnwt.dev/thai-gold-api',
      cacheMs: int(env, 'GOLD_PRICE_CACHE_MS', 60_000),
      timeoutMs: int(env, 'GOLD_PRICE_TIMEOUT_MS', 3_000),
    },
    signinRateLimit: int(env, 'SIGNIN_RATE_LIMIT', 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel,
    ...overrides,
  };
}
