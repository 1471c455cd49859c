import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';

export type SetGauge = (value: number, labels?: Record<string, string>) => void;

/**
 * A gauge read when Prometheus scrapes (never on a timer, so an unwatched shop does no work for it), added to
 * the server's registry (plugins/metrics.ts); nothing when METRICS_TOKEN is unset. A gauge that cannot be read
 * this time (a file gone, a database closed) is left out of this scrape with a warning, rather than failing
 * the whole answer: the other numbers matter most exactly then.
 */
export function scrapeGauge(app: FastifyInstance, name: string, help: string, labelNames: string[], read: (set: SetGauge) => void): void {
  const registry = app.metricsRegistry;
  if (!registry) return;
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      try {
        read((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
      } catch (err) {
        app.log.warn({ err, metric: name }, 'a metric could not be read');
      }
    },
  });
}
