import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@goldshop/db';
import { seedDemo } from '@goldshop/db/seed';
import type { App } from '../build-app';
import { loadBackupConfig } from '../config';
import { testApp } from '../test/app';
import { createStaff, storedImage } from '../test/factories';
import { backupFileName } from './backups';
import { unreviewedPhotoBytes } from '../areas/verification/unreviewed';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const scrape = (app: App, authorization = `Bearer ${TOKEN}`) => app.inject({ url: '/api/metrics', headers: { authorization } });

/** The value of one series in Prometheus' text format, e.g. sample(text, 'goldshop_disk_free_bytes{volume="database"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (line === undefined) return undefined;
  const value = line.slice(series.length + 1);
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

describe('GET /api/metrics: who may read it', () => {
  it('does not exist while METRICS_TOKEN is unset, whatever is sent', async () => {
    const app = await testApp();
    for (const authorization of ['', 'Bearer ', `Bearer ${TOKEN}`]) {
      const res = await scrape(app, authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'ไม่พบข้อมูล', code: 'NOT_FOUND' });
    }
  });

  it('answers only the configured bearer token', async () => {
    const app = await testApp({ metricsToken: TOKEN });
    for (const authorization of ['', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer']) {
      const res = await scrape(app, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const ok = await scrape(app);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('a staff session is not a monitoring token', async () => {
    const app = await testApp({ metricsToken: TOKEN });
    const owner = await createStaff(app, 'owner');
    expect((await app.inject({ url: '/api/metrics', cookies: owner.cookies })).statusCode).toBe(401);
  });
});

describe('GET /api/metrics: what it tells', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-metrics-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'shop.db');
  const backup = loadBackupConfig({}, databasePath);
  const app = await testApp({ metricsToken: TOKEN, databasePath, backup });
  await seedDemo(app.db);

  it('request rate and latency by route pattern, never the raw URL, and not the scrape itself', async () => {
    const hash = await storedImage(app);
    await app.inject({ url: `/api/images/${hash}.webp` });
    await app.inject({ url: `/api/images/${hash}.webp?cache=bust` });
    await app.inject({ url: '/api/content/get-home' });
    await scrape(app);
    const text = (await scrape(app)).body;
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/images/:hash.webp",status_code="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/content/get-home",status_code="200"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/content/get-home",status_code="200"}');
    expect(text).not.toContain(hash);
    expect(text).not.toContain('route="/api/metrics"');
  });

  it('the event loop delay and the process', async () => {
    const text = (await scrape(app)).body;
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_eventloop_lag_max_seconds', 'process_resident_memory_bytes']) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('the database and its WAL on disk, and the free disk', async () => {
    const text = (await scrape(app)).body;
    expect(sample(text, 'goldshop_database_bytes{file="database"}')).toBeGreaterThan(0);
    expect(sample(text, 'goldshop_database_bytes{file="wal"}')).toBeGreaterThan(0); // the seed is in the WAL
    const free = sample(text, 'goldshop_disk_free_bytes{volume="database"}')!;
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThanOrEqual(sample(text, 'goldshop_disk_size_bytes{volume="database"}')!);
  });

  it('the age of the newest verified backup: +Inf with none, then from its name', async () => {
    expect(sample((await scrape(app)).body, 'goldshop_backup_age_seconds')).toBe(Number.POSITIVE_INFINITY);
    mkdirSync(backup.dir, { recursive: true });
    writeFileSync(join(backup.dir, backupFileName(new Date(Date.now() - 3 * 3600_000))), 'x'.repeat(1000));
    writeFileSync(join(backup.dir, `${backupFileName(new Date())}.partial`), 'not verified yet');
    const text = (await scrape(app)).body;
    expect(sample(text, 'goldshop_backup_age_seconds')).toBeGreaterThanOrEqual(3 * 3600);
    expect(sample(text, 'goldshop_backup_age_seconds')).toBeLessThan(3 * 3600 + 60);
    expect(sample(text, 'goldshop_backup_last_bytes')).toBe(1000);
    expect(sample(text, 'goldshop_disk_free_bytes{volume="backups"}')).toBeGreaterThan(0);
  });

  it('LINE pushes not delivered: first try, retrying, given up', async () => {
    const now = new Date().toISOString();
    const row = (n: number, status: 'pending' | 'sent' | 'failed' | 'withheld', attempts: number) => ({
      lineUserId: 'U1',
      dedupeKey: `metrics-test:${n}`,
      message: [],
      retryKey: `r${n}`,
      status,
      attempts,
      nextAttemptAt: now,
    });
    app.db
      .insert(schema.lineNotifications)
      .values([
        row(1, 'pending', 0),
        row(2, 'pending', 3),
        row(3, 'pending', 1),
        row(4, 'failed', 8),
        row(5, 'sent', 1),
        row(6, 'withheld', 0),
        row(7, 'withheld', 2),
      ])
      .run();
    // Withheld (a suspended or closed member's, on purpose) is neither waiting nor a failure an alert should fire on.
    const text = (await scrape(app)).body;
    expect(sample(text, 'goldshop_line_outbox_messages{state="pending"}')).toBe(1);
    expect(sample(text, 'goldshop_line_outbox_messages{state="retrying"}')).toBe(2);
    expect(sample(text, 'goldshop_line_outbox_messages{state="failed"}')).toBe(1);
  });

  it('the upload line and the photos waiting for staff', async () => {
    const text = (await scrape(app)).body;
    for (const state of ['running', 'waiting', 'refused'])
      expect(sample(text, `goldshop_image_decoding{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'goldshop_unreviewed_photo_bytes')).toBe(unreviewedPhotoBytes(app.db));
  });

  it('the queues waiting for staff, as the dashboard counts them', async () => {
    const owner = await createStaff(app, 'owner');
    const counts = (await app.inject({ url: '/api/admin/pending-counts', cookies: owner.cookies })).json() as Record<string, number>;
    const text = (await scrape(app)).body;
    for (const queue of ['verifications', 'savingDeposits', 'savingWithdrawals', 'downRequests', 'downPayments', 'downCloses']) {
      expect(sample(text, `goldshop_pending_requests{queue="${queue}"}`), queue).toBe(counts[queue]);
    }
    expect(sample(text, 'goldshop_pending_requests{queue="verifications"}')).toBeGreaterThan(0);
  });
});

describe('GET /api/metrics when the database fails', () => {
  it('counts the 5xx by route and still answers, without the numbers it could not read', async () => {
    const app = await testApp({ metricsToken: TOKEN });
    app.sqlite.close();
    // A closed connection is a fault, not a busy database: the catalogue answers 500.
    expect((await app.inject({ url: '/api/shop/shop-cat' })).statusCode).toBe(500);
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'http_request_duration_seconds_count{method="GET",route="/api/shop/shop-cat",status_code="500"}')).toBe(1);
    expect(res.body).not.toContain('goldshop_pending_requests{');
  });
});
