import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openFile } from '@goldshop/db';
import { buildApp } from './build-app';
import { databaseStartProblem } from './plugins/db';

/**
 * Fault tests: a missing or zero-byte database in production opened as an empty shop with health ok (a disk
 * that failed to mount looks like a shop with no customers), and a damaged file or a full disk at start
 * ended in a stack trace. Now production refuses both with one line, unless INIT_DATABASE=1 (first install).
 */
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'goldshop-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const newPath = () => join(dir, `shop-${++n}.db`);

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });

/** The real server (api/src/server.ts) in production on `databasePath`: its exit and stderr, or that it listened. */
async function startProduction(databasePath: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH!,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LINE_LOGIN_CHANNEL_ID: '1650000000',
      LINE_JOBS: '0',
      LOG_LEVEL: 'error',
      BACKUP_INTERVAL_HOURS: '0',
      GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
      ...extra,
    },
  });
  let stderr = '';
  proc.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise<number>((ok) => proc.once('exit', (code) => ok(code ?? 1)));
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) return { code: await exited, stderr };
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      proc.kill('SIGTERM');
      return { code: await exited, stderr, listened: true };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('the server neither started nor stopped in 30 s');
}

const oneLine = (stderr: string) => {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  return lines[0]!;
};

describe('the database at a production start', () => {
  const production = (databasePath: string, initDatabase = false, takeOverDatabase = false) =>
    buildApp(
      { databasePath, nodeEnv: 'production', initDatabase, takeOverDatabase, serveApps: false, seedDemo: false },
      { NODE_ENV: 'test' },
    );

  it('missing or 0 bytes: refused, nothing created; INIT_DATABASE=1 creates it once and is then refused', async () => {
    const missing = newPath();
    await expect(production(missing)).rejects.toThrow(/does not exist.*INIT_DATABASE=1/);
    expect(existsSync(missing)).toBe(false);
    const empty = newPath();
    writeFileSync(empty, '');
    await expect(production(empty)).rejects.toThrow(/is empty \(0 bytes\)/);
    expect(statSync(empty).size).toBe(0);

    const app = await production(missing, true);
    await app.close();
    expect(statSync(missing).size).toBeGreaterThan(0);
    await expect(production(missing, true)).rejects.toThrow(/remove INIT_DATABASE/);
    const again = await production(missing);
    await again.close();
  });

  // Fault test: a non-empty SQLite file that was not the shop's (another program's tables) was migrated at a
  // production start and served as a new, empty shop beside the other program's data.
  it("another program's database: refused and left untouched, unless TAKE_OVER_DATABASE=1, which works once", async () => {
    const plain = newPath();
    const other = openFile(plain, { fileMustExist: false });
    other.exec(`create table orders (id integer primary key, customer text); insert into orders (customer) values ('someone else');`);
    other.close();
    const before = readFileSync(plain);
    await expect(production(plain)).rejects.toThrow(
      /^the database .* is not this shop's: not a database of this app: it has no migration history \(__drizzle_migrations\) \(its tables: orders\)\. .*TAKE_OVER_DATABASE=1/,
    );
    await expect(production(plain, true)).rejects.toThrow(/is not this shop's/); // INIT_DATABASE is for a new file only
    expect(readFileSync(plain).equals(before)).toBe(true);

    // Another app built with Drizzle too: a migration history, none of it ours.
    const drizzleApp = newPath();
    const d = openFile(drizzleApp, { fileMustExist: false });
    d.exec(`create table __drizzle_migrations (id integer primary key, hash text not null, created_at numeric);
      insert into __drizzle_migrations (hash, created_at) values ('x', 1600000000000);
      create table users (id integer primary key, email text);`);
    d.close();
    await expect(production(drizzleApp)).rejects.toThrow(
      /none of its 1 migration\(s\) is one of this app's \(another program's database\)/,
    );

    const app = await production(plain, false, true);
    await app.close();
    const taken = openFile(plain, { readonly: true });
    expect(taken.prepare('select customer from orders').pluck().all()).toEqual(['someone else']);
    expect(taken.prepare(`select count(*) from sqlite_master where name = 'saving_ledger'`).pluck().get()).toBe(1);
    taken.close();
    await expect(production(plain, false, true)).rejects.toThrow(/remove TAKE_OVER_DATABASE/);
    await (await production(plain)).close();
  });

  it('a full disk or a file it may not write: one line naming what to do', () => {
    const err = (code: string) => Object.assign(new Error('database or disk is full'), { code });
    expect(databaseStartProblem('/var/lib/goldshop/goldshop.db', err('SQLITE_FULL'))).toMatch(
      /^the database \/var\/lib\/goldshop\/goldshop\.db cannot be used \(SQLITE_FULL: .*\): the disk is full/,
    );
    expect(databaseStartProblem('x.db', err('EACCES'))).toMatch(/may write the file/);
    expect(databaseStartProblem('x.db', new TypeError('a bug'))).toBeUndefined();
  });

  it('the server process: a missing database and a damaged one each end in one operator line, no stack', async () => {
    const missing = await startProduction(newPath());
    expect(missing.code).toBe(1);
    expect(oneLine(missing.stderr)).toMatch(/^Database error: the database .* does not exist\. .*INIT_DATABASE=1/);

    const damaged = newPath();
    writeFileSync(damaged, randomBytes(16 * 1024));
    const bad = await startProduction(damaged);
    expect(bad.code).toBe(1);
    expect(oneLine(bad.stderr)).toMatch(/^Database error: the database .* cannot be used \(SQLITE_NOTADB: .*restore the latest backup/);

    const foreign = newPath();
    const other = openFile(foreign, { fileMustExist: false });
    other.exec('create table orders (id integer primary key)');
    other.close();
    const refused = await startProduction(foreign);
    expect(refused.code).toBe(1);
    expect(oneLine(refused.stderr)).toMatch(/^Database error: the database .* is not this shop's: .*TAKE_OVER_DATABASE=1/);

    const first = await startProduction(newPath(), { INIT_DATABASE: '1' });
    expect(first.listened).toBe(true);
  }, 60_000);
});
