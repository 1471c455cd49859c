import type { Db, Sqlite } from '@goldshop/db';

/**
 * How long a write waits for a write lock another process holds (a sqlite3 shell, a restore drill, a
 * replicator's checkpoint) before it is answered 503 DB_BUSY with Retry-After (plugins/errors.ts). The
 * wait is timers, never the event loop: reads and every other request go on meanwhile.
 */
export const LOCK_WAIT_MS = 5_000;
const POLL_FIRST_MS = 2;
const POLL_MAX_MS = 50;
/** Queued writes run in slices of at most this long once the lock is free, so a backlog cannot stall reads. */
const SLICE_MS = 10;

interface Waiter {
  deadline: number;
  /** Runs the caller's transaction with the lock just taken (synchronously: nothing can come in between). */
  run(): void;
  fail(err: Error): void;
}

/** The writes of this process waiting for another process's lock, first come first served, per connection. */
const lines = new WeakMap<Sqlite, Waiter[]>();

const isBusy = (err: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((err as { code?: unknown }).code ?? ''));

export const lockTimeout = () =>
  Object.assign(new Error(`the database write lock was held by another process for more than ${LOCK_WAIT_MS} ms`), { code: 'SQLITE_BUSY' });

/** BEGIN IMMEDIATE without waiting (the connection's busy_timeout is 0, db/src/index.ts): false when locked. */
function tryBegin(sqlite: Sqlite): boolean {
  try {
    sqlite.exec('BEGIN IMMEDIATE');
    return true;
  } catch (err) {
    if (isBusy(err)) return false;
    throw err;
  }
}

/** With the lock held: the caller's work and COMMIT, synchronously, or ROLLBACK of all of it. */
function runHeld<T>(sqlite: Sqlite, db: Db, fn: (tx: Db) => T): T {
  try {
    const out = fn(db);
    if (out instanceof Promise) throw new Error('immediate(): the callback must be synchronous');
    sqlite.exec('COMMIT');
    return out;
  } catch (err) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw err;
  }
}

/** One timer per connection polls for the lock on behalf of the whole line, with growing pauses. */
function poll(sqlite: Sqlite, line: Waiter[], delay: number) {
  setTimeout(() => {
    const now = Date.now();
    while (line.length && line[0]!.deadline <= now) line.shift()!.fail(lockTimeout());
    const until = performance.now() + SLICE_MS;
    let sliceEnded = false;
    while (line.length) {
      if (performance.now() > until) {
        sliceEnded = true;
        break;
      }
      let began: boolean;
      try {
        began = tryBegin(sqlite);
      } catch (err) {
        // The database refuses outright (closed, read-only, damaged): every waiter hears it now.
        for (const w of line.splice(0)) w.fail(err as Error);
        return;
      }
      if (!began) break;
      line.shift()!.run();
    }
    if (!line.length) return;
    if (sliceEnded) setImmediate(() => poll(sqlite, line, 0));
    else poll(sqlite, line, Math.min(Math.max(delay * 2, POLL_FIRST_MS), POLL_MAX_MS));
  }, delay);
}

/**
 * Runs `fn` in one synchronous BEGIN IMMEDIATE transaction: the write lock is taken first, so two
 * requests cannot both read a balance and both spend it. `fn` must not await (docs/decisions.md, "The ledger and immediate transactions").
 *
 * Taking the lock is the only part that may wait, and it waits asynchronously: better-sqlite3 would wait
 * inside the call, holding the event loop (250 ms per write attempt made every unrelated read 100 times
 * slower while another process held the lock). When the lock is free, as it almost always is, `fn` runs
 * at once, within this call; otherwise the write joins this connection's line, and the first in line is
 * run the moment the lock is taken, BEGIN, `fn` and COMMIT with nothing in between. After LOCK_WAIT_MS it
 * is refused with SQLITE_BUSY, nothing written. Never call it inside another transaction: pass that
 * transaction's handle to the rule instead.
 */
export async function immediate<T>(db: Db, fn: (tx: Db) => T): Promise<T> {
  const sqlite = (db as { $client?: Sqlite }).$client;
  if (!sqlite) throw new Error("immediate(): pass the database, not a transaction (the rule runs inside the caller's)");
  let line = lines.get(sqlite);
  if (!line) lines.set(sqlite, (line = []));
  if (!line.length) {
    if (sqlite.inTransaction) throw new Error('immediate(): called inside another transaction');
    if (tryBegin(sqlite)) return runHeld(sqlite, db, fn);
  }
  const waiting = line;
  return new Promise<T>((resolve, reject) => {
    waiting.push({
      deadline: Date.now() + LOCK_WAIT_MS,
      run: () => {
        try {
          resolve(runHeld(sqlite, db, fn));
        } catch (err) {
          reject(err);
        }
      },
      fail: reject,
    });
    if (waiting.length === 1) poll(sqlite, waiting, POLL_FIRST_MS);
  });
}
