import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from './index';

const mode = (f: string) => statSync(f).mode & 0o777;

describe('database files', () => {
  it('are created readable by their owner only: the database, its WAL and its SHM (0600), in a 0700 folder', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'goldshop-mode-')), 'data');
    const path = join(dir, 'shop.db');
    const { sqlite, close } = openDb(path);
    sqlite.exec("insert into users (username) values ('a')");
    for (const f of [path, `${path}-wal`, `${path}-shm`]) expect(mode(f).toString(8), f).toBe('600');
    expect(mode(dir).toString(8)).toBe('700');
    close();
  });

  it('narrows a database an earlier version left readable to others', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'goldshop-mode-')), 'old.db');
    openDb(path).close();
    chmodSync(path, 0o644);
    writeFileSync(`${path}-wal`, '');
    chmodSync(`${path}-wal`, 0o644);
    const { close } = openDb(path);
    expect(mode(path).toString(8)).toBe('600');
    expect(mode(`${path}-wal`).toString(8)).toBe('600');
    close();
  });
});
