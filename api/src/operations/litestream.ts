import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { ReplicationConfig } from '../config';

// Litestream (docs/operations.md, "Continuous replication (Litestream)"): the engine that streams the database's
// write-ahead log to the replica. The npm package @flydotio/litestream ships its release binary (v0.3.13) per
// platform; we run that binary ourselves rather than the package's wrapper script, which starts it with
// spawnSync and so neither passes signals on nor lets us read its output line by line.

const require = createRequire(import.meta.url);

/** The Litestream binary of this platform, or undefined when the platform's package is not installed. */
export function litestreamBinary(): string | undefined {
  try {
    const pkg = require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/package.json`);
    const bin = join(dirname(pkg), 'litestream');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How Litestream is told to work (docs/decisions.md, Operations, "Who checkpoints" and "How often Litestream uploads"): it looks
 * at the WAL every 250 ms and uploads what is new at most every 500 ms, so a write is on the replica within
 * about 0.75 s plus the upload; it alone checkpoints while it runs (the server's own autocheckpoint is off
 * then, replication.ts), a passive checkpoint at 1,000 pages (SQLite's own default threshold) and a forced
 * one at 10,000; snapshots every 6 hours so a restore replays at most 6 hours of WAL; 72 hours of history for
 * restores to a moment.
 */
export const LITESTREAM_SETTINGS = {
  monitorInterval: '250ms',
  checkpointInterval: '1m',
  minCheckpointPageCount: 1000,
  maxCheckpointPageCount: 10000,
  syncInterval: '500ms',
  snapshotInterval: '6h',
  retention: '72h',
} as const;

/** The directory Litestream keeps beside the database (its shadow WAL and current generation). */
export const litestreamMetaDir = (databasePath: string) => join(dirname(resolve(databasePath)), `.${basename(databasePath)}-litestream`);

/** A YAML double-quoted scalar: JSON's string syntax is a subset of it. */
const q = (s: string) => JSON.stringify(s);

function replicaLines(replication: ReplicationConfig): string[] {
  const out = [`      - url: ${q(replication.url)}`];
  if (replication.sftpKeyPath) out.push(`        key-path: ${q(replication.sftpKeyPath)}`);
  if (replication.s3Endpoint) out.push(`        endpoint: ${q(replication.s3Endpoint)}`, '        force-path-style: true');
  const region = replication.env.AWS_REGION ?? replication.env.AWS_DEFAULT_REGION;
  if (replication.type === 's3' && region) out.push(`        region: ${q(region)}`);
  return out;
}

/** Litestream's configuration file for this database and replica; `addr` serves its metrics (replicate only). */
export function litestreamConfig(databasePath: string, replication: ReplicationConfig, addr?: string): string {
  const s = LITESTREAM_SETTINGS;
  return [
    ...(addr ? [`addr: ${q(addr)}`] : []),
    // One JSON object per line on stdout: replicator.ts writes each into the server's own log.
    'logging:',
    '  level: info',
    '  type: json',
    'dbs:',
    `  - path: ${q(resolve(databasePath))}`,
    `    monitor-interval: ${s.monitorInterval}`,
    `    checkpoint-interval: ${s.checkpointInterval}`,
    `    min-checkpoint-page-count: ${s.minCheckpointPageCount}`,
    `    max-checkpoint-page-count: ${s.maxCheckpointPageCount}`,
    '    replicas:',
    ...replicaLines(replication),
    `        sync-interval: ${s.syncInterval}`,
    `        snapshot-interval: ${s.snapshotInterval}`,
    `        retention: ${s.retention}`,
    '',
  ].join('\n');
}

/**
 * Writes the configuration into a new private folder (an SFTP password in the URL would be in it); the
 * caller removes the folder. `-no-expand-env` goes with it: a `$` in a path or password stays a `$`.
 */
export function writeLitestreamConfig(text: string): { dir: string; file: string; args: string[]; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-litestream-'));
  const file = join(dir, 'litestream.yml');
  writeFileSync(file, text, { mode: 0o600 });
  return { dir, file, args: ['-config', file, '-no-expand-env'], remove: () => rmSync(dir, { recursive: true, force: true }) };
}
