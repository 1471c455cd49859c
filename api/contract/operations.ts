import { endpoint } from './endpoint';

/** What runs the shop's server reads from it: served by api/src/operations, the server's infrastructure beside the plugins (docs/operations.md). */
export const operationCalls = {
  /**
   * The server's numbers in Prometheus' text format (request rate and latency by route, 5xx, event-loop
   * delay, database, disk, backups, replication, LINE outbox, waiting queues), for a scraper holding
   * METRICS_TOKEN; 404 when none is configured.
   */
  metrics: endpoint({ summary: 'Prometheus metrics (bearer token).', method: 'GET', path: '/api/metrics', access: 'monitor' }),
};
