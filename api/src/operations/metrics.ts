import { statSync, statfsSync, type StatsFs } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { operationCalls as calls } from '../../contract/operations';
import { decoding } from '../lib/image-processing';
import { scrapeGauge, type SetGauge } from '../lib/gauges';
import { serve } from '../lib/serve';
import { newestBackup } from './backups';

/**
 * What an operator watches besides requests (those are measured by plugins/metrics.ts): the database and
 * its write-ahead log on disk, the disk's free space, how old the newest verified backup is, the LINE push
 * outbox and the upload line (the queues waiting for staff are the dashboard's own gauges,
 * areas/dashboard/gauges.ts). Every value is read when Prometheus scrapes, never on a timer,
 * so an unwatched shop does no work for it.
 */
function serverGauges(app: FastifyInstance): void {
  const { databasePath } = app.config;
  const onDisk = databasePath !== ':memory:';
  const dbFile = resolve(databasePath);

  const gauge = (name: string, help: string, labelNames: string[], read: (set: SetGauge) => void) =>
    scrapeGauge(app, name, help, labelNames, read);

  const size = (path: string) => {
    try {
      return statSync(path).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0; // no WAL between checkpoints is normal
      throw err;
    }
  };
  gauge('goldshop_database_bytes', 'Size on disk of the SQLite database file and of its write-ahead log', ['file'], (set) => {
    if (!onDisk) return;
    set(size(dbFile), { file: 'database' });
    set(size(`${dbFile}-wal`), { file: 'wal' });
  });

  const volumes = () => {
    const out: Record<string, string> = {};
    if (onDisk) out.database = dirname(dbFile);
    out.backups = app.config.backup.dir;
    return out;
  };
  const disk = (pick: (s: StatsFs) => number) => (set: SetGauge) => {
    for (const [volume, dir] of Object.entries(volumes())) {
      let s: StatsFs;
      try {
        s = statfsSync(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // no backup taken yet: no folder
        throw err;
      }
      set(pick(s), { volume });
    }
  };
  // bavail, not bfree: what the server's own (non-root) user can still write.
  gauge(
    'goldshop_disk_free_bytes',
    'Free space a non-root process can use on the filesystem holding the database or the backups',
    ['volume'],
    disk((s) => s.bavail * s.bsize),
  );
  gauge(
    'goldshop_disk_size_bytes',
    'Size of the filesystem holding the database or the backups',
    ['volume'],
    disk((s) => s.blocks * s.bsize),
  );

  // +Inf with no backup at all, so an alert such as `goldshop_backup_age_seconds > 26*3600` fires from
  // the first day (a missing series or NaN would never compare greater).
  gauge(
    'goldshop_backup_age_seconds',
    'Seconds since the newest verified backup in BACKUP_DIR was taken (+Inf when there is none)',
    [],
    (set) => {
      const newest = newestBackup(app.config.backup.dir);
      set(newest ? Math.max(0, (Date.now() - newest.at.getTime()) / 1000) : Number.POSITIVE_INFINITY);
    },
  );
  gauge('goldshop_backup_last_bytes', 'Size of the newest verified backup', [], (set) => {
    const newest = newestBackup(app.config.backup.dir);
    if (newest) set(newest.bytes);
  });

  // Continuous replication, when configured (docs/operations.md): an alert such as
  // `goldshop_replication_lag_seconds > 60` says the replica misses writes older than a minute.
  const replication = app.replication;
  if (replication) {
    gauge(
      'goldshop_replication_lag_seconds',
      'Seconds since the oldest write the Litestream replica does not have yet (0 when it has every write)',
      [],
      (set) => {
        set(replication.status().lagSeconds);
      },
    );
    gauge(
      'goldshop_replication_last_write_timestamp_seconds',
      'When the newest write the replica is known to have was made (Unix time; 0 until one has arrived since the server started)',
      [],
      (set) => {
        const at = replication.status().lastReplicatedWriteAt;
        if (at !== undefined) set(at / 1000);
      },
    );
    gauge('goldshop_replication_running', '1 while the Litestream process runs, 0 while it is being started again', [], (set) =>
      set(replication.status().running ? 1 : 0),
    );
    gauge('goldshop_replication_restarts', 'Times Litestream ended on its own and was started again since the server started', [], (set) =>
      set(replication.status().restarts),
    );
    gauge(
      'goldshop_replication_local_bytes',
      "Bytes in Litestream's folder beside the database: the WAL it copied and has not uploaded yet (grows while the replica takes nothing)",
      [],
      (set) => set(replication.status().localBytes),
    );
    gauge(
      'goldshop_replication_local_limit_bytes',
      "LITESTREAM_LOCAL_MAX_MB in bytes: past it replication stops and Litestream's folder is emptied",
      [],
      (set) => set(replication.status().localLimitBytes),
    );
    gauge(
      'goldshop_replication_halts',
      'Times replication stopped because its local folder reached its bound since the server started',
      [],
      (set) => set(replication.status().halts),
    );
    gauge(
      'goldshop_replication_problem',
      '1 while replication is red, labelled with what the health answer says (state: failing, halted, stopped, behind; reason: full, unreachable, refused, stalled, local_limit, none)',
      ['state', 'reason'],
      (set) => {
        const h = replication.health();
        if (!h.ok) set(1, { state: h.state, reason: h.reason ?? 'none' });
      },
    );
    gauge(
      'goldshop_replication_generations',
      'Generations Litestream started since the server started (1 is normal; more: it lost track of the WAL and sent a full snapshot)',
      [],
      (set) => set(replication.status().generations),
    );
  }

  const outbox = app.sqlite.prepare<[], { status: string; retrying: number; n: number }>(
    // Withheld rows (a suspended or closed member's, on purpose) are neither waiting nor failed.
    "select status, attempts > 0 as retrying, count(*) as n from line_notifications where status in ('pending', 'failed') group by 1, 2",
  );
  gauge(
    'goldshop_line_outbox_messages',
    'LINE pushes not delivered: pending (first try), retrying (pending after a failed try), failed (given up)',
    ['state'],
    (set) => {
      const counts: Record<string, number> = { pending: 0, retrying: 0, failed: 0 };
      for (const row of outbox.all()) {
        const state = row.status === 'failed' ? 'failed' : row.retrying ? 'retrying' : 'pending';
        counts[state] = (counts[state] ?? 0) + row.n;
      }
      for (const [state, n] of Object.entries(counts)) set(n, { state });
    },
  );

  // The upload line (lib/image-processing.ts): photos decoding and waiting now, and how many were told to
  // come back (503 UPLOADS_BUSY) since the server started; a steady rise says the machine is short of CPU.
  gauge(
    'goldshop_image_decoding',
    'Uploaded pictures being decoded now (running), waiting for a slot (waiting), and refused since start (refused)',
    ['state'],
    (set) => {
      const { running, waiting, refused } = decoding.stats();
      set(running, { state: 'running' });
      set(waiting, { state: 'waiting' });
      set(refused, { state: 'refused' });
    },
  );
}

/** GET /api/metrics: this server's registry in Prometheus' text format, for a scraper holding METRICS_TOKEN. */
const metrics: FastifyPluginAsync = async (app) => {
  const registry = app.metricsRegistry;
  serverGauges(app);
  // The scrape itself is not counted: it would be most of the traffic of a quiet shop.
  serve(app, calls.metrics, { config: { disableMetrics: true } }, async (_req, reply) => {
    // requireMonitor answers 404 without a token, and without a token there is no registry.
    if (!registry) return reply.code(404).send({ message: 'ไม่พบข้อมูล', code: 'NOT_FOUND' });
    const text = await registry.metrics();
    return reply.header('Content-Type', registry.contentType).send(text);
  });
};
export default metrics;
