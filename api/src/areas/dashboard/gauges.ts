import type { FastifyInstance } from 'fastify';
import { scrapeGauge } from '../../lib/gauges';
import { unreviewedPhotoBytes } from '../verification/unreviewed';
import { pendingCounts } from './overview';

/**
 * The dashboard's own counts for Prometheus (GET /api/metrics, served by api/src/operations/metrics.ts):
 * what its tiles and the console's badges show, so both always agree, and the verification photos waiting.
 */
export function dashboardGauges(app: FastifyInstance): void {
  scrapeGauge(
    app,
    'goldshop_unreviewed_photo_bytes',
    'Photos of verification requests waiting for staff, against UNREVIEWED_PHOTOS_MB',
    [],
    (set) => set(unreviewedPhotoBytes(app.db)),
  );
  scrapeGauge(app, 'goldshop_pending_requests', 'Requests waiting for staff, by queue (the dashboard counts)', ['queue'], (set) => {
    for (const [queue, n] of Object.entries(pendingCounts(app.db, null))) set(n, { queue });
  });
}
