import { statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Sqlite } from '@goldshop/db';
import type { HealthAnswer } from '../../../contract/system';

/** Below this much free disk the database may fail to grow (WAL, new rows, images): health says so first. */
export const MIN_FREE_DISK_BYTES = 256 * 1024 * 1024;
/** One probe a second at most: a flood of health checks costs nothing more. */
const PROBE_MS = 1_000;

/**
 * What /api/health reports: whether the database takes writes now (a write transaction begins and is
 * rolled back: nothing is written) and how much disk is free beside it.
 */
export function healthProbe(sqlite: Sqlite, databasePath: string, now: () => number = Date.now) {
  const dir = databasePath === ':memory:' ? process.cwd() : dirname(resolve(databasePath));
  let last: { at: number; answer: HealthAnswer } | undefined;

  function database(): HealthAnswer['database'] {
    if (sqlite.readonly) return { writable: false, error: 'SQLITE_READONLY' };
    try {
      // Takes the write lock as any write would (waiting the short busy timeout at most), then lets go.
      sqlite.exec('BEGIN IMMEDIATE');
      sqlite.exec('ROLLBACK');
      return { writable: true };
    } catch (err) {
      return { writable: false, error: String((err as { code?: unknown }).code ?? 'ERROR') };
    }
  }

  function disk(): HealthAnswer['disk'] {
    try {
      const s = statfsSync(dir);
      const freeBytes = Number(s.bavail) * Number(s.bsize);
      return { freeBytes, minimumBytes: MIN_FREE_DISK_BYTES, ok: freeBytes >= MIN_FREE_DISK_BYTES };
    } catch {
      return { freeBytes: 0, minimumBytes: MIN_FREE_DISK_BYTES, ok: false };
    }
  }

  return (): HealthAnswer => {
    const t = now();
    if (last && t - last.at < PROBE_MS) return last.answer;
    const db = database();
    const d = disk();
    const answer: HealthAnswer = { status: db.writable && d.ok ? 'ok' : 'unavailable', database: db, disk: d };
    last = { at: t, answer };
    return answer;
  };
}
