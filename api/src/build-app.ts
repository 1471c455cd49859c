import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import app from './app';
import { loadConfig, type Config } from './config';

/** Builds a ready server. Tests call it with overrides (`databasePath: ':memory:'`, no static apps). */
export async function buildApp(overrides: Partial<Config> = {}, env: Record<string, string | undefined> = process.env, opts: FastifyServerOptions = {}) {
  const config = loadConfig(env, overrides);
  const fastify = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 256 * 1024,
    // Query strings like ?images=url and ajv coercion for path ids.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    trustProxy: env.TRUST_PROXY === '1',
    ...opts,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // fp: the app's decorators (db, images …) stay reachable from tests.
  await fastify.register(fp(app), { config });
  await fastify.ready();
  return fastify;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
