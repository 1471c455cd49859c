import { describe, expect, it, onTestFinished } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder, openFile } from '@goldshop/db';
import { loadBackupConfig } from '../config';
import { testApp } from '../test/app';
import { createStaff } from '../test/factories';
import { fundedSaver } from '../test/fixtures';
import { memberWithEverything, settleSavings } from '../test/member-with-everything';
import { purgeDue } from '../areas/me/purge';
import { takeBackup } from './backup';
import { checkLiveDatabase } from './checks';
import { restore, RestoreError } from './restore';

// Fault test: the first purge of a closed account used to stop every backup. The purge empties an image's
// bytes and keeps its row under the old hash; the image check called that damage, so `pnpm backup` refused,
// the daily check showed DATABASE_DAMAGED and stopped reconciling, and every later copy was refused by restore.

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldshop-purge-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

describe('a shop after its first purge', () => {
  it('backs up, passes the daily check and restores, ledger reconciled; a damaged picture is still found', async () => {
    const dir = tempDir();
    const databasePath = join(dir, 'shop.db');
    const backup = { ...loadBackupConfig({}, databasePath), intervalHours: 0, startDelayMs: 3_600_000 };
    const app = await testApp({ databasePath, backup });
    const { staff } = await createStaff(app);

    const leaving = await memberWithEverything(app, staff.id);
    const staying = await memberWithEverything(app, staff.id, 'มาลี ศรีสุข');
    await fundedSaver(app, staff.id, 2_500_00);
    await settleSavings(app, leaving.user.id, staff.id);
    const closed = await app.inject({
      method: 'POST',
      url: '/api/me/close',
      headers: leaving.auth,
      payload: { confirm: true, password: 'demo1234' },
    });
    expect(closed.statusCode).toBe(200);
    const purged = await purgeDue(app.db, closed.json().purgeAfter);
    expect(purged).toMatchObject({ members: 1 });
    expect(purged.images).toBeGreaterThanOrEqual(3);

    // pnpm backup's code path, then the daily check as the server runs it (its child process) and the dashboard.
    const snap = await takeBackup(databasePath, backup);
    expect(snap.check.problems).toEqual([]);
    expect(snap.check.members).toBe(3); // the purged member's ledger stays in the books, at zero
    const live = checkLiveDatabase(databasePath);
    expect(live).toMatchObject({ damaged: [], ledger: [] });
    await app.operations.runCheck();
    expect(app.operations.warnings()).toEqual([]);

    await app.close();
    const restored = await restore(snap.path, databasePath, backup);
    expect(restored.check).toMatchObject({ problems: [], members: 3, totalOwedSatang: snap.check.totalOwedSatang });
    expect(checkLiveDatabase(databasePath)).toMatchObject({ damaged: [], ledger: [] });

    // A picture that really is damaged (a member who stays): reported, by hash, and the ledger still reconciled.
    const db = openFile(databasePath);
    db.prepare('update images set bytes = ? where hash = ?').run(Buffer.from('scribbled over'), staying.images.selfie);
    db.close();
    const check = checkLiveDatabase(databasePath);
    expect(check.damaged).toEqual([`image ${staying.images.selfie}: its stored bytes no longer match its hash (damaged)`]);
    expect(check).toMatchObject({ ledger: [], members: 3 });
    await expect(takeBackup(databasePath, backup)).rejects.toThrow(/database is damaged, so no backup was taken/);
  });

  it("restores a backup taken before an image said it was purged: the purge's empty images are marked, other empty ones refused", async () => {
    const dir = tempDir();
    // The migrations as the release before this one had them.
    const oldMigrations = join(dir, 'old-drizzle');
    cpSync(migrationsFolder, oldMigrations, { recursive: true });
    const journalPath = join(oldMigrations, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => e.tag === '0013_purged_images'),
    );
    writeFileSync(journalPath, JSON.stringify(journal));
    const oldBackup = (name: string, purgedUser: boolean) => {
      const file = join(dir, name);
      const old = openFile(file, { fileMustExist: false });
      migrate(drizzle(old), { migrationsFolder: oldMigrations });
      old
        .prepare(`insert into users (username, verification_status, closed_at, purged_at) values (null, 2, ?, ?)`)
        .run('2021-01-01T00:00:00.000Z', purgedUser ? '2026-01-02T03:04:05.000Z' : null);
      old
        .prepare(`insert into images (hash, kind, mime, width, height, bytes) values (?, 'id_card', 'image/webp', 0, 0, ?)`)
        .run('ab'.repeat(32), Buffer.alloc(0));
      old.close();
      return file;
    };

    const databasePath = join(dir, 'shop.db');
    const backup = loadBackupConfig({}, databasePath);
    const r = await restore(oldBackup('purged.db', true), databasePath, backup);
    expect(r.check.problems).toEqual([]);
    const db = openFile(databasePath, { readonly: true });
    expect(db.prepare('select purged_at, purge_reason from images').get()).toEqual({
      purged_at: '2026-01-02T03:04:05.000Z',
      purge_reason: 'closed_account',
    });
    db.close();

    // No account was ever purged there: an empty picture can only be damage.
    const err = await restore(oldBackup('damaged.db', false), databasePath, backup).catch((e: Error) => e);
    expect(err).toBeInstanceOf(RestoreError);
    expect((err as Error).message).toContain(`image ${'ab'.repeat(32)}: its stored bytes no longer match its hash (damaged)`);
  });
});
