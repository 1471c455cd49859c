import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import app from './app';
import { loadConfig, type Config } from './config';
import { registerFormats } from './lib/formats';
import { RequestLines } from './lib/logger';
import { validatorCompiler } from './lib/validator';

registerFormats();

/**
 * Builds a ready server. Tests call it with overrides (`databasePath: ':memory:'`, no static apps);
 * `beforeRegister` lets a test hook in before any route exists (the contract test lists them).
 */
export async function buildApp(
  overrides: Partial<Config> = {},
  env: Record<string, string | undefined> = process.env,
  opts: FastifyServerOptions = {},
  beforeRegister?: (fastify: FastifyInstance) => void,
) {
  const config = loadConfig(env, overrides);
  const fastify = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 256 * 1024,
    // One line per request instead of Fastify's two, and none for static files (lib/logger.ts).
    logController: new RequestLines(),
    // A hop count trusts that many proxies nearest the server (proxy-addr's rule); Fastify's types name
    // only the function form for it.
    trustProxy:
      typeof config.trustProxy === 'number' ? (_addr: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    // Timeouts for phones on mobile data (config.ts): a client that stalls is let go instead of holding a
    // connection (and an upload's memory) for ever. Node checks the header and request deadlines on a timer.
    connectionTimeout: config.timeouts.idleMs,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.timeouts.headersMs / 4))),
    },
    ...opts,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validates: path and query text is converted (ids, ?images=url), strictly; JSON bodies are
  // checked as sent, so {"rules": 42} or {"topStatus": "1"} is refused rather than silently coerced.
  fastify.setValidatorCompiler(validatorCompiler);
  beforeRegister?.(fastify);
  // fp: the app's decorators (db, images …) stay reachable from tests.
  await fastify.register(fp(app), { config });
  await fastify.ready();
  return fastify;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
