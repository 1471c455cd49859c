import { statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Sqlite } from '@goldshop/db';
import type { HealthAnswer, ReplicationHealth } from '../../../contract/system';

/**
 * Below this much free disk the shop should be given room soon: reported (`disk.ok: false`, and the metrics'
 * DiskFillingUp alert), but the shop still works, so health stays 200. A small disk is not a broken one.
 */
export const MIN_FREE_DISK_BYTES = 256 * 1024 * 1024;
/**
 * Below this the database cannot take the next writes (a deposit's photos and their WAL pages are a few MB):
 * health answers 503 with `DISK_FULL`. Starting a transaction writes nothing, so it cannot see a full disk.
 */
export const MIN_WRITABLE_BYTES = 32 * 1024 * 1024;
/** One probe a second at most: a flood of health checks costs nothing more. */
const PROBE_MS = 1_000;

/**
 * What /api/health reports: whether the database takes writes now (a write transaction begins and is
 * rolled back, nothing written; and the disk beside it has room for the next writes) and how much is free;
 * with replication on, whether the replica keeps up (`degraded` when not: the shop works, its copy does not).
 */
export function healthProbe(
  sqlite: Sqlite,
  databasePath: string,
  now: () => number = Date.now,
  statfs: (dir: string) => { bavail: number | bigint; bsize: number | bigint } = statfsSync,
  replication?: () => ReplicationHealth,
) {
  const dir = databasePath === ':memory:' ? process.cwd() : dirname(resolve(databasePath));
  let last: { at: number; answer: HealthAnswer } | undefined;

  function database(): HealthAnswer['database'] {
    if (sqlite.readonly) return { writable: false, error: 'SQLITE_READONLY' };
    try {
      // Takes the write lock as any write would (without waiting: another process holding it is SQLITE_BUSY), then lets go.
      sqlite.exec('BEGIN IMMEDIATE');
      sqlite.exec('ROLLBACK');
      return { writable: true };
    } catch (err) {
      return { writable: false, error: String((err as { code?: unknown }).code ?? 'ERROR') };
    }
  }

  function disk(): HealthAnswer['disk'] {
    try {
      const s = statfs(dir);
      const freeBytes = Number(s.bavail) * Number(s.bsize);
      return { freeBytes, minimumBytes: MIN_FREE_DISK_BYTES, ok: freeBytes >= MIN_FREE_DISK_BYTES };
    } catch {
      return { freeBytes: 0, minimumBytes: MIN_FREE_DISK_BYTES, ok: false };
    }
  }

  return (): HealthAnswer => {
    const t = now();
    if (last && t - last.at < PROBE_MS) return last.answer;
    const d = disk();
    let db = database();
    if (db.writable && d.freeBytes < MIN_WRITABLE_BYTES) db = { writable: false, error: 'DISK_FULL' };
    const replica = replication?.();
    const status = !db.writable ? 'unavailable' : replica && !replica.ok ? 'degraded' : 'ok';
    const answer: HealthAnswer = { status, database: db, disk: d, ...(replica ? { replication: replica } : {}) };
    last = { at: t, answer };
    return answer;
  };
}
