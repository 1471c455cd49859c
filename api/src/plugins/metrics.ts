import fp from 'fastify-plugin';
import fastifyMetrics from 'fastify-metrics';
import type { FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's Prometheus registry; null when METRICS_TOKEN is unset (nothing is measured). */
    metricsRegistry: Registry | null;
  }
}

/**
 * The route label: the declared path (`/api/down/detail/:downId`), never the raw URL, so a label can
 * never carry an ID and the number of series stays fixed. @fastify/static registers one route per built
 * file, so those share one label, as do the app pages and unknown paths the not-found handler answers.
 */
function routeLabel(req: FastifyRequest): string {
  const declared = req.routeOptions.config.endpoint?.path;
  if (declared) return declared;
  return req.routeOptions.url ? 'static files' : 'app pages and not found';
}

/**
 * Request rate and latency by route (a histogram labelled method, route and status code, so 5xx are
 * counted per route too) and the process's own numbers (event-loop delay, memory, CPU, handles), by
 * fastify-metrics over prom-client. Registered on the root so its hooks see every route; the areas add
 * their gauges to the same registry (lib/gauges.ts) and api/src/operations/metrics.ts serves it.
 *
 * Each server gets a registry of its own rather than prom-client's global one, so the many servers a
 * test run builds in one process never collide; and none at all without METRICS_TOKEN, so a shop that
 * does not monitor pays nothing per request.
 */
export default fp(
  async (app) => {
    if (!app.config.metricsToken) {
      app.decorate('metricsRegistry', null);
      return;
    }
    const registry = new Registry();
    await app.register(fastifyMetrics, {
      endpoint: null, // served as a declared call, behind its token
      defaultMetrics: { enabled: true, register: registry },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        // Every request is measured, including the not-found handler's (app pages, probes), each under a
        // fixed label (routeLabel); the metrics call itself opts out with `config.disableMetrics`.
        registeredRoutesOnly: false,
        overrides: {
          labels: { getRouteLabel: routeLabel },
          histogram: { registers: [registry] },
          // fastify-metrics always creates its summary; a registry nobody reads keeps it out of the answer
          // (and out of prom-client's global registry).
          summary: { registers: [new Registry()] },
        },
      },
    });
    app.decorate('metricsRegistry', registry);
  },
  { name: 'metrics', dependencies: ['config'] },
);
