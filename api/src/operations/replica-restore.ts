import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplicationConfig } from '../config';
import { litestreamBinary, litestreamConfig, writeLitestreamConfig } from './litestream';

// `pnpm restore --from-replica [--at "YYYY-MM-DD HH:MM:SS"]`: Litestream rebuilds the database from its
// replica (the newest snapshot before the moment, then the WAL uploaded up to it) into a scratch file; restore.ts
// checks it and puts it in place exactly as it does a backup file.

export class ReplicaRestoreError extends Error {}

/** However long a download from a slow S3 or SFTP host takes, a restore that has not finished by then never will. */
export const REPLICA_RESTORE_LIMIT_MS = 60 * 60_000;

/**
 * Writes the database as the replica holds it (at `at`, or its newest state) to `<scratch>/replica.db` and
 * returns that path. `databasePath` only names the database in Litestream's configuration; the replica's
 * location is the URL's, so a restore on a new machine or into a new path finds it too.
 */
export function restoreFromReplica(
  replication: ReplicationConfig,
  databasePath: string,
  scratch: string,
  at?: Date,
  opts: { binary?: string; limitMs?: number } = {},
): Promise<string> {
  const binary = opts.binary ?? litestreamBinary();
  if (!binary)
    return Promise.reject(
      new ReplicaRestoreError(
        `the Litestream binary for ${process.platform}-${process.arch} is not installed (@flydotio/litestream-${process.platform}-${process.arch}): run pnpm install`,
      ),
    );
  const out = join(scratch, 'replica.db');
  const cfg = writeLitestreamConfig(litestreamConfig(databasePath, replication));
  // Litestream reads -timestamp as RFC 3339; the replica's segments are dated by when they were uploaded.
  const args = ['restore', ...cfg.args, '-o', out, ...(at ? ['-timestamp', at.toISOString()] : []), databasePath];
  const limitMs = opts.limitMs ?? REPLICA_RESTORE_LIMIT_MS;
  return new Promise<string>((resolve, reject) => {
    const proc = spawn(binary, args, { env: replication.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-4000));
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
    }, limitMs);
    proc.once('error', (err) => keep(Buffer.from(err.message)));
    proc.once('close', (code) => {
      clearTimeout(timer);
      cfg.remove();
      if (timedOut)
        return reject(
          new ReplicaRestoreError(
            `Litestream did not finish the restore within ${Math.round(limitMs / 60_000)} minutes (is ${replication.type === 'file' ? 'the replica folder' : 'the replica host'} reachable?)`,
          ),
        );
      if (code === 0 && existsSync(out)) return resolve(out);
      reject(new ReplicaRestoreError(explain(output, at)));
    });
  });
}

/** Litestream's last error line, said so an operator knows what to do. */
function explain(output: string, at?: Date): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const last = lines.at(-1) ?? 'no output';
  if (/no matching backups found|no snapshots available|cannot find snapshot/i.test(output)) {
    return at
      ? `the replica holds no copy of the database from before ${at.toISOString()} (Litestream: ${last}); try a later moment, or a nightly backup`
      : `the replica holds no copy of the database yet (Litestream: ${last}): is LITESTREAM_REPLICA_URL the one the server replicated to?`;
  }
  return `Litestream could not restore from the replica: ${last}`;
}
