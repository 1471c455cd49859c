import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import configPlugin from './plugins/config';
import securityHeaders from './plugins/security-headers';
import csrf from './plugins/csrf';
import errors from './plugins/errors';
import metrics from './plugins/metrics';
import db from './plugins/db';
import auth from './plugins/auth';
import images from './plugins/images';
import line from './plugins/line';
import slips from './plugins/slips';
import staticApps from './plugins/static-apps';
import apiDocs from './plugins/api-docs';
import areas from './areas/index';
import operations from './operations/index';
import replication from './operations/replication';
import metricsCall from './operations/metrics';

/** The whole server as a plugin: external plugins, then app plugins, then routes (fastify/demo). */
export default async function app(fastify: FastifyInstance, opts: { config: Config }) {
  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(errors);
  // Before every route: its hooks must see each request (and it measures only when METRICS_TOKEN is set).
  await fastify.register(metrics);

  await fastify.register(securityHeaders);
  // Staff-cookie writes only from our own pages (SameSite=Strict lets a page on another port through).
  await fastify.register(csrf);
  // CORS stays closed: both apps are served from this origin, so no cross-origin caller is allowed.
  // Multipart is registered by the upload routes themselves (acceptUploads in lib/multipart.ts).
  await fastify.register(rateLimit, { global: false });

  // Litestream, when configured: before the database, so that it stops after the database has closed.
  await fastify.register(replication);
  await fastify.register(db);
  await fastify.register(auth);
  await fastify.register(images);
  await fastify.register(line);
  await fastify.register(slips);
  // Scheduled backups and the daily check (api/src/operations, the server's own infrastructure beside the
  // plugins), registered here so its `app.operations` (the dashboard's warnings) is the whole server's.
  await fastify.register(operations);

  await fastify.register(areas);
  // GET /api/metrics, after the areas: they add their own gauges to the registry (lib/gauges.ts).
  await fastify.register(metricsCall);
  if (opts.config.apiDocs) await fastify.register(apiDocs);
  if (opts.config.serveApps) await fastify.register(staticApps);
}
