import { describe, expect, it, onTestFinished } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openFile } from '@goldshop/db';
import { loadBackupConfig, loadReplicationConfig, type ReplicationConfig } from '../config';
import { testApp } from '../test/app';
import { createStaff } from '../test/factories';
import { fundedSaver, ledgerSum } from '../test/fixtures';
import { litestreamMetaDir } from './litestream';
import { ReplicaRestoreError } from './replica-restore';
import { restore, RestoreError } from './restore';

// `pnpm restore --from-replica`: the same refusals and keep-aside rules as a restore from a backup file, and
// Litestream's answers said so an operator knows what to do.

const root = resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A shop that replicated a funded saver to a file:// replica, then stopped; its database left in place. */
async function replicatedShop() {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-replica-restore-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'live', 'shop.db');
  const replication = loadReplicationConfig(
    { LITESTREAM_REPLICA_URL: `file://${join(dir, 'replica')}`, PATH: process.env.PATH },
    databasePath,
  )!;
  const backup = { ...loadBackupConfig({}, databasePath), intervalHours: 0 };
  const app = await testApp({ databasePath, backup, replication });
  const { staff } = await createStaff(app);
  const startedAt = new Date();
  await fundedSaver(app, staff.id, 1_234_00);
  const owed = ledgerSum(app);
  for (let i = 0; app.replication!.status().lagSeconds > 0 || !app.replication!.status().lastReplicatedWriteAt; i++) {
    if (i > 200) throw new Error('not replicated within 20 s');
    await sleep(100);
  }
  await app.close();
  return { dir, databasePath, replication, backup, owed, startedAt };
}

/** Another process with the database open, as the server has it. */
async function holder(databasePath: string) {
  const code = `const D = require('better-sqlite3'); const db = new D(${JSON.stringify(databasePath)}); db.prepare('select 1').get(); process.send('ready'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', code], { cwd: join(root, 'db'), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((ok) => child.once('message', ok));
  return { kill: () => new Promise((ok) => (child.once('exit', ok), child.kill('SIGKILL'))) };
}

describe('pnpm restore --from-replica', () => {
  it("keeps the database that was live aside, with Litestream's folder, and puts the replica's in place, migrated and checked", async () => {
    const { dir, databasePath, replication, backup, owed } = await replicatedShop();
    expect(existsSync(litestreamMetaDir(databasePath))).toBe(true);
    const lines: string[] = [];
    const r = await restore({ replica: replication }, databasePath, backup, (l) => lines.push(l));
    expect(r.from).toBe('the replica (its newest state)');
    expect(r.check).toMatchObject({ problems: [], totalOwedSatang: owed });
    expect(lines[0]).toBe(`fetching the replica (its newest state) from ${join(dir, 'replica')} with Litestream …`);
    // The old database and Litestream's record of it go aside together; none is left to confuse the next start.
    expect(r.keptAside).toMatch(/shop\.db\.before-restore-/);
    expect(existsSync(r.keptAside!)).toBe(true);
    expect(existsSync(litestreamMetaDir(r.keptAside!))).toBe(true);
    expect(existsSync(litestreamMetaDir(databasePath))).toBe(false);
    expect(readdirSync(join(dir, 'live')).filter((n) => n.startsWith('.restore-'))).toEqual([]); // scratch removed
    const db = openFile(databasePath, { readonly: true });
    expect(db.prepare('select sum(amount_satang) as s from saving_ledger').get()).toEqual({ s: owed });
    db.close();
  }, 60_000);

  it('refuses while the database is open, before fetching anything', async () => {
    const { dir, databasePath, replication, backup } = await replicatedShop();
    const server = await holder(databasePath);
    try {
      await expect(restore({ replica: replication }, databasePath, backup)).rejects.toThrow(
        new RestoreError(
          `${databasePath} is open in another process (the server, or a backup running now): stop the server first (systemctl stop goldshop, or Ctrl+C on pnpm start), then run the restore again`,
        ),
      );
    } finally {
      await server.kill();
    }
    expect(existsSync(databasePath) && existsSync(litestreamMetaDir(databasePath))).toBe(true);
    expect(readdirSync(join(dir, 'live')).some((n) => n.includes('restore'))).toBe(false);
  }, 60_000);

  it('refuses a moment in the future, and says when the replica has nothing from before the moment or nothing at all', async () => {
    const { dir, databasePath, replication, backup, startedAt } = await replicatedShop();
    const future = new Date(Date.now() + 3600_000);
    await expect(restore({ replica: replication, at: future }, databasePath, backup)).rejects.toThrow(
      /\(Bangkok time\) is in the future: give a moment that has passed/,
    );

    const before = new Date(startedAt.getTime() - 3600_000);
    await expect(restore({ replica: replication, at: before }, databasePath, backup)).rejects.toThrow(ReplicaRestoreError);
    await expect(restore({ replica: replication, at: before }, databasePath, backup)).rejects.toThrow(
      /the replica holds no copy of the database from before .*try a later moment, or a nightly backup/,
    );

    const empty: ReplicationConfig = { ...replication, url: `file://${join(dir, 'elsewhere')}`, path: join(dir, 'elsewhere') };
    await expect(restore({ replica: empty }, databasePath, backup)).rejects.toThrow(
      /the replica holds no copy of the database yet .*is LITESTREAM_REPLICA_URL the one the server replicated to\?/,
    );
    // Each refusal left the live database where it was, and no scratch folder.
    expect(readdirSync(join(dir, 'live')).some((n) => n.includes('restore'))).toBe(false);
  }, 60_000);
});
