import { describe, expect, it, onTestFinished } from 'vitest';
import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '@goldshop/db';
import { holdWriteLock } from '../test/lock-holder';
import { litestreamMetaDir } from './litestream';
import { ReplicationLag, readLocalState, replicaPosition, type LocalState } from './replication-lag';

// The lag is the age of the oldest write the replica does not have; the positions are Litestream's (index,
// offset). These drive the tracker with the WAL's and the replica's positions as the server sees them.

let n = 0;
const wal = (at: number, index: number, offset: number, generation = 'g1'): LocalState => ({
  key: `k${n++}`,
  modifiedAt: at,
  generation,
  pos: { index, offset },
});

describe('replication lag', () => {
  it('a write waits until the replica has reached it, then the lag is 0 and it is the last replicated write', () => {
    const lag = new ReplicationLag();
    lag.local(wal(1_000, 0, 4152), 1_000);
    expect(lag.pending).toBe(false); // the first look is where we start, not a write
    lag.local(wal(2_000, 0, 8272), 2_100);
    expect(lag.pending).toBe(true);
    expect(lag.lagMs(2_600)).toBe(600);
    lag.replica({ run: 1, pos: { index: 0, offset: 4152 } }); // not far enough yet
    expect(lag.lagMs(3_000)).toBe(1_000);
    lag.replica({ run: 1, pos: { index: 0, offset: 8272 } });
    expect(lag.lagMs(3_100)).toBe(0);
    expect(lag.lastReplicatedWriteAt).toBe(2_000);
  });

  it('under a steady stream of writes the lag is the upload delay, not the time since the replica was last fully caught up', () => {
    const lag = new ReplicationLag();
    lag.local(wal(0, 0, 32), 0);
    let offset = 32;
    const samples: number[] = [];
    // A write every 100 ms; the replica reports, every 500 ms, what was written up to 1 s before.
    const history: { at: number; offset: number }[] = [];
    for (let t = 100; t <= 60_000; t += 100) {
      offset += 4_120;
      history.push({ at: t, offset });
      lag.local(wal(t, 0, offset), t);
      if (t % 500 === 0) {
        const uploaded = history.filter((h) => h.at <= t - 1_000).at(-1);
        if (uploaded) lag.replica({ run: 1, pos: { index: 0, offset: uploaded.offset } });
        samples.push(lag.lagMs(t));
      }
    }
    expect(Math.max(...samples)).toBeLessThanOrEqual(1_100);
    expect(lag.lastReplicatedWriteAt).toBe(59_000);
  });

  it('a new WAL index (after a checkpoint) counts as further on: a replica at index 1 has every write of index 0', () => {
    const lag = new ReplicationLag();
    lag.local(wal(0, 0, 32), 0);
    lag.local(wal(100, 0, 90_000), 100);
    lag.replica({ run: 1, pos: { index: 1, offset: 32 } });
    expect(lag.pending).toBe(false);
  });

  it("after a new generation, the old generation's upload position does not count for the new writes", () => {
    const lag = new ReplicationLag();
    lag.local(wal(0, 3, 500_000, 'old'), 0);
    lag.replica({ run: 1, pos: { index: 3, offset: 500_000 } });
    // Litestream lost track of the WAL and starts again at index 0 of a new generation.
    lag.local(wal(1_000, 0, 8_272, 'new'), 1_000);
    lag.replica({ run: 1, pos: { index: 3, offset: 500_000 } }); // still the old generation's number
    expect(lag.lagMs(2_000)).toBe(1_000);
    lag.replica({ run: 1, pos: { index: 0, offset: 8_272 } }); // the new generation's first upload
    expect(lag.lagMs(2_500)).toBe(0);
    expect(lag.lastReplicatedWriteAt).toBe(1_000);
  });

  it('while Litestream is not running nothing arrives: the lag grows from the oldest write', () => {
    const lag = new ReplicationLag();
    lag.local(wal(0, 0, 32), 0);
    for (let t = 1_000; t <= 90_000; t += 500) lag.local(wal(t, 0, 32 + t), t);
    expect(lag.lagMs(90_000)).toBe(89_000);
  });

  it('a write made after the tracking began but before the first look at the WAL is dated by that look, not by the files at the start', () => {
    const lag = new ReplicationLag();
    lag.begin(50_000, 10_000);
    lag.local(wal(50_300, 0, 4_152), 50_500); // the first look: a write at 50,300 is in the WAL already
    lag.replica({ run: 1, pos: { index: 0, offset: 4_152 } });
    expect(lag.pending).toBe(false);
    expect(lag.lastReplicatedWriteAt).toBe(50_300);
  });

  it('writes made before the tracking began wait from its start, dated by the database files', () => {
    const lag = new ReplicationLag();
    lag.begin(50_000, 10_000);
    expect(lag.lagMs(50_400)).toBe(400);
    lag.local({ key: 'a', modifiedAt: 10_000 }, 50_500); // Litestream has no generation yet: no position
    lag.replica({ run: 1, pos: { index: 0, offset: 32 } });
    expect(lag.pending).toBe(true);
    lag.local({ ...wal(10_000, 0, 4_152), key: 'a' }, 51_000); // the same WAL, now with Litestream's position
    lag.replica({ run: 1, pos: { index: 0, offset: 4_152 } });
    expect(lag.pending).toBe(false);
    expect(lag.lastReplicatedWriteAt).toBe(10_000);
  });

  it('keeps at most a thousand waiting writes, never reporting less lag than there is', () => {
    const lag = new ReplicationLag();
    lag.local(wal(0, 0, 32), 0);
    for (let t = 1; t <= 5_000; t++) lag.local(wal(t, 0, 32 + t), t);
    expect((lag as unknown as { waiting: unknown[] }).waiting.length).toBeLessThanOrEqual(1_000);
    expect(lag.lagMs(5_000)).toBe(4_999);
    lag.replica({ run: 1, pos: { index: 0, offset: 32 + 2_500 } });
    expect(lag.lagMs(5_000)).toBeGreaterThanOrEqual(2_499);
    lag.replica({ run: 1, pos: { index: 0, offset: 32 + 5_000 } });
    expect(lag.lagMs(5_000)).toBe(0);
  });

  it("reads the replica's end from Litestream's metrics text, and nothing when it has uploaded nothing yet", () => {
    const text = [
      '# TYPE litestream_replica_wal_index gauge',
      'litestream_replica_wal_index{db="/d/shop.db",name="file"} 2',
      'litestream_replica_wal_offset{db="/d/shop.db",name="file"} 16512',
      'litestream_shadow_wal_index{db="/d/shop.db"} 2',
    ].join('\n');
    expect(replicaPosition(text)).toEqual({ index: 2, offset: 16512 });
    expect(replicaPosition('litestream_sync_count{db="/d/shop.db"} 3')).toBeUndefined();
  });

  it("places the WAL's end where its committed frames end, not at the file's size, which a checkpoint does not shorten", () => {
    const dir = mkdtempSync(join(tmpdir(), 'goldshop-wal-end-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'shop.db');
    const { sqlite: db, close } = openDb(path);
    onTestFinished(close);
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table t (x blob)');
    for (let i = 0; i < 50; i++) db.prepare('insert into t values (randomblob(8000))').run();
    const page = db.pragma('page_size', { simple: true }) as number;
    expect(readLocalState(path)!.pos).toBeUndefined(); // Litestream has no generation yet

    // What Litestream keeps beside the database: its generation, and a shadow WAL starting with the WAL's header.
    const header = () => {
      const fd = openSync(`${path}-wal`, 'r');
      const buf = Buffer.alloc(32);
      readSync(fd, buf, 0, 32, 0);
      closeSync(fd);
      return buf;
    };
    const walDir = join(litestreamMetaDir(path), 'generations', 'abc', 'wal');
    mkdirSync(walDir, { recursive: true });
    writeFileSync(join(litestreamMetaDir(path), 'generation'), 'abc');
    writeFileSync(join(walDir, '00000000.wal'), header());
    const full = readLocalState(path)!;
    expect(full.pos).toEqual({ index: 0, offset: statSync(`${path}-wal`).size });

    // A checkpoint, then one small write: SQLite starts the WAL over from the top, the file keeps its size.
    db.pragma('wal_checkpoint(RESTART)');
    db.prepare('insert into t values (1)').run();
    const after = readLocalState(path)!;
    expect(statSync(`${path}-wal`).size).toBe(full.pos!.offset);
    expect(after.pos).toEqual({ index: 1, offset: 32 + 1 * (24 + page) }); // a new WAL: Litestream's next index
    expect(after.key).not.toBe(full.key);
  });
  it("looking at the WAL leaves the server's own locks alone (closing a file of the database would drop them)", async () => {
    // SQLite's locks are POSIX locks, which the kernel drops for the whole process when the process closes
    // any descriptor of the locked file: reading the -shm index through a file of our own let another
    // process (Litestream) take the write lock under us, checkpoint under our readers, and truncate the
    // index we have mapped (the server died of SIGBUS).
    const dir = mkdtempSync(join(tmpdir(), 'goldshop-wal-locks-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'shop.db');
    const { sqlite: db, close } = openDb(path);
    onTestFinished(close);
    db.exec('create table t (x)');
    db.prepare('insert into t values (1)').run();
    db.exec('BEGIN IMMEDIATE');
    onTestFinished(() => {
      if (db.inTransaction) db.exec('ROLLBACK');
    });
    db.prepare('insert into t values (2)').run();
    expect(readLocalState(path)).not.toBeNull();
    // Another process cannot take the write lock while we hold it (it gives up after its 5 s busy timeout).
    const other = await holdWriteLock(path).then(
      async (held) => (await held.release(), 'took the lock'),
      () => 'refused',
    );
    expect(other).toBe('refused');
  }, 20_000);
});
