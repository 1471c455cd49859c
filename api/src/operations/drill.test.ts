import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { approvalLoad, approvedIds, command, seedShop, startServer, type Acked } from '../test/drill';
import { verifyDatabaseFile } from './verify';

// The restore drill: a real server on a database file under a write load of staff approvals over
// HTTP; `pnpm backup` during the load; `pnpm restore` to a new path; a real server on the restored file.
// Every approval acknowledged before the backup began must be there, the file sound, the ledger reconciled.
// Then the same through a restic repository in a temporary folder.

const hasRestic = existsSync('/usr/bin/restic') || existsSync('/usr/local/bin/restic');
const DEPOSITS = 8_000;

describe('restore drill', () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-drill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const livePath = join(dir, 'live', 'shop.db');
  const backupDir = join(dir, 'backups');
  const restic = {
    RESTIC_REPOSITORY: join(dir, 'restic-repo'),
    RESTIC_PASSWORD: 'drill restic password',
    RESTIC_CACHE_DIR: join(dir, 'restic-cache'),
  };
  let resticSnapshot: { id: string; before: Acked[] } | undefined;

  /** Restores into a new path, starts a server on it and checks everything acknowledged before the backup. */
  async function restoreAndCheck(source: string, before: Acked[], env: Record<string, string> = {}) {
    const restoredPath = join(dir, `restored-${Math.random().toString(36).slice(2)}`, 'shop.db');
    const restored = await command('restore', { DATABASE_PATH: restoredPath, BACKUP_DIR: backupDir, ...env }, [source]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into ${restoredPath}`);
    expect(restored.stdout).toContain('migrated and verified: integrity ok; ledger reconciled');

    const server = await startServer(restoredPath);
    let approved: Set<number>;
    try {
      approved = await approvedIds(server);
    } finally {
      await server.stop();
    }
    expect(before.filter((a) => !approved.has(a.id)).map((a) => a.id)).toEqual([]);
    const check = verifyDatabaseFile(restoredPath);
    expect(check.problems).toEqual([]);
    expect(check.ledgerRows).toBe(approved.size);
  }

  it('a backup taken under load restores, on a new path, every approval acknowledged before it began', async () => {
    const pending = await seedShop(livePath, DEPOSITS);
    const live = await startServer(livePath);
    const load = approvalLoad(live, pending);
    const { acked } = load;

    /** `pnpm backup` under the load; returns its output and what was acknowledged before it began. */
    const backupUnderLoad = async (env: Record<string, string>) => {
      await load.more(100); // the load is under way
      const began = performance.now();
      const before = acked.filter((a) => a.at < began);
      const result = await command('backup', { DATABASE_PATH: livePath, BACKUP_DIR: backupDir, ...env });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      // The server went on approving while the snapshot was taken: this was a backup under load.
      expect(acked.filter((a) => a.at > began).length).toBeGreaterThan(10);
      return { before, stdout: result.stdout };
    };

    let local: Awaited<ReturnType<typeof backupUnderLoad>>;
    try {
      local = await backupUnderLoad({});
      if (hasRestic) {
        const r = await backupUnderLoad(restic);
        resticSnapshot = { id: /restic snapshot ([0-9a-f]{8,})/.exec(r.stdout)![1]!, before: r.before };
        // That run's local file goes: the restic test restores from the repository alone.
        rmSync(/^backup (\S+) \(/m.exec(r.stdout)![1]!);
      }
      expect(load.running()).toBe(true); // the load ran through every backup
    } finally {
      await load.stop();
      await live.stop();
    }
    await restoreAndCheck(/^backup (\S+) \(/m.exec(local.stdout)![1]!, local.before);
  }, 120_000);

  it.skipIf(!hasRestic)(
    'the same through a restic repository, with no local file left to restore from',
    async () => {
      expect(resticSnapshot).toBeDefined();
      await restoreAndCheck(resticSnapshot!.id, resticSnapshot!.before, restic);
    },
    60_000,
  );
});
