import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { litestreamMetaDir } from './litestream';

// How far the replica is behind the database, in time (docs/decisions.md, Operations, "Replication lag").
//
// Litestream copies the WAL into its shadow WAL beside the database (one file per WAL generation, numbered
// by index, at the same byte offsets as the WAL) and uploads that to the replica; its metrics say how far
// the upload has got, as (index, offset). The server looks at the WAL itself: each time the WAL changes, the
// new end of it, as an (index, offset) in Litestream's numbering, is a write waiting to be replicated, dated
// by the WAL's modification time. It is replicated once Litestream's upload position reaches it. The lag is
// the age of the oldest write still waiting (0 when none waits), and the last replicated write is the time
// of the newest one that arrived.

export interface Pos {
  index: number;
  offset: number;
}
const cmp = (a: Pos, b: Pos) => a.index - b.index || a.offset - b.offset;
const same = (a?: Pos, b?: Pos) => (!a && !b) || (!!a && !!b && cmp(a, b) === 0);

/** Where the database's write-ahead log ends now, in Litestream's numbering; `generation` is Litestream's. */
export interface LocalState {
  /** Changes whenever the WAL does (inode, size, modification time). */
  key: string;
  /** The WAL's last modification, ms since the epoch. */
  modifiedAt: number;
  generation?: string;
  /** Undefined until Litestream has started a generation for the database. */
  pos?: Pos;
}

interface Waiting {
  /** When the write happened (lag is counted from it). */
  at: number;
  /** What the "last replicated write" becomes when it arrives. */
  writtenAt: number;
  generation?: string;
  pos?: Pos;
}

/** The replica's end as Litestream's metrics give it, with the process (run) that gave it. */
export interface ReplicaState {
  run: number;
  pos?: Pos;
}

const MAX_WAITING = 1000;

export class ReplicationLag {
  private waiting: Waiting[] = [];
  private lastLocal?: LocalState;
  private lastGeneration?: string;
  /** A replica position left from before a new generation: it says nothing about the new one's writes. */
  private stale?: ReplicaState;
  private lastReplica?: ReplicaState;
  lastReplicatedWriteAt?: number;

  /**
   * Writes that reached the database before the tracking began (another run of the server, the migrations):
   * waiting from `now`, dated by the database files' time.
   */
  begin(now: number, writtenAt: number) {
    this.waiting.push({ at: now, writtenAt });
  }

  /** The WAL as it is at `now`; a change is a write waiting to be replicated. */
  local(state: LocalState, now: number) {
    const prev = this.lastLocal;
    this.lastLocal = state;
    // A new generation (Litestream could not follow the WAL, or it was restarted on a changed file): the old
    // positions mean nothing; whatever waited now waits for the new generation's upload of the current end.
    // Compared with the last generation seen, not the last look: a folder emptied and started again (replication
    // halted at its local bound) has none in between.
    if (this.lastGeneration && state.generation && this.lastGeneration !== state.generation) {
      for (const w of this.waiting) w.pos = undefined;
      this.stale = this.lastReplica;
    }
    if (state.generation) this.lastGeneration = state.generation;
    // The first look: what waits since the start holds every write up to now, the newest made when the WAL last changed.
    if (!prev) for (const w of this.waiting) w.writtenAt = Math.max(w.writtenAt, state.modifiedAt);
    for (const w of this.waiting) {
      if (!w.pos && state.pos) {
        w.pos = state.pos;
        w.generation = state.generation;
      }
    }
    if (prev && prev.key !== state.key) {
      this.waiting.push({ at: Math.min(state.modifiedAt, now), writtenAt: state.modifiedAt, generation: state.generation, pos: state.pos });
      // A replica out of reach for days would otherwise keep one entry per look: two neighbours become one
      // that waits for the later position but counts from the earlier time (never less lag than there is).
      if (this.waiting.length > MAX_WAITING) {
        const merged: Waiting[] = [];
        for (let i = 0; i < this.waiting.length; i += 2) {
          const [a, b] = [this.waiting[i]!, this.waiting[i + 1]];
          merged.push(b ? { ...b, at: Math.min(a.at, b.at) } : a);
        }
        this.waiting = merged;
      }
    }
  }

  /**
   * The replica's end from Litestream's metrics (undefined pos: Litestream has uploaded nothing in this run
   * yet). Answers how many waiting writes it shows arrived.
   */
  replica(state: ReplicaState): number {
    this.lastReplica = state;
    if (this.stale && (this.stale.run !== state.run || !same(this.stale.pos, state.pos))) this.stale = undefined;
    if (this.stale || !state.pos) return 0;
    const end = state.pos;
    const arrived = this.waiting.filter((w) => w.pos && w.generation === this.lastLocal?.generation && cmp(w.pos, end) <= 0);
    if (!arrived.length) return 0;
    this.lastReplicatedWriteAt = Math.max(this.lastReplicatedWriteAt ?? 0, ...arrived.map((w) => w.writtenAt));
    this.waiting = this.waiting.filter((w) => !arrived.includes(w));
    return arrived.length;
  }

  /** Whether any write waits: only then is Litestream asked where its upload is. */
  get pending(): boolean {
    return this.waiting.length > 0;
  }

  /** Milliseconds since the oldest write still waiting; 0 when the replica has everything. */
  lagMs(now: number): number {
    if (!this.waiting.length) return 0;
    return Math.max(0, now - Math.min(...this.waiting.map((w) => w.at)));
  }
}

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

/** The first `length` bytes of a file; undefined when it is shorter or cannot be read. */
function readAt(path: string, length: number): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(length);
    return readSync(fd, buf, 0, length, 0) === length ? buf : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** How far the WAL has been read: its header, and where its last commit frame ends. */
interface WalScan {
  ino: bigint;
  header: Buffer;
  pageSize: number;
  commitEnd: number;
}
const scans = new Map<string, WalScan>();

/**
 * Where the WAL's committed content ends, read from the WAL file alone (SQLite's file format, "WAL file
 * format"): the end of the last frame that carries the current salts (the WAL header's) and marks a commit.
 * The file's size says nothing after a checkpoint: SQLite writes the next frames from the start again with
 * new salts, without shortening the file. Never the -shm index: SQLite's locks are POSIX locks, and the
 * kernel drops every lock this process holds on a file when it closes any descriptor of it, so reading the
 * -shm through a file of our own would hand the server's locks to Litestream. The WAL file holds no locks.
 * Each look reads on from the last commit it found: a frame header per frame written since.
 */
function walEnd(databasePath: string, ino: bigint): { salt: string; offset: number } | undefined {
  const wal = `${databasePath}-wal`;
  const header = readAt(wal, WAL_HEADER);
  if (!header || (header.readUInt32BE(0) & ~1) !== 0x377f0682) return undefined; // empty (truncated), or being written
  const rawPage = header.readUInt32BE(8);
  const pageSize = rawPage === 1 ? 65536 : rawPage;
  let scan = scans.get(databasePath);
  if (!scan || scan.ino !== ino || !scan.header.equals(header)) {
    scan = { ino, header, pageSize, commitEnd: WAL_HEADER };
    scans.set(databasePath, scan);
  }
  const salts = header.subarray(16, 24);
  let fd: number | undefined;
  try {
    fd = openSync(wal, 'r');
    const frame = Buffer.alloc(FRAME_HEADER);
    for (let at = scan.commitEnd; ; at += FRAME_HEADER + pageSize) {
      if (readSync(fd, frame, 0, FRAME_HEADER, at) !== FRAME_HEADER || !frame.subarray(8, 16).equals(salts)) break;
      if (frame.readUInt32BE(4) !== 0) scan.commitEnd = at + FRAME_HEADER + pageSize; // a commit frame
    }
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return { salt: salts.toString('hex'), offset: scan.commitEnd };
}

/**
 * Reads where the WAL ends and maps it to Litestream's (index, offset): the shadow WAL of the current index
 * starts with the same 32-byte header as the WAL it copies, at the same offsets; a WAL whose header differs
 * has been restarted since, and Litestream will copy it as the next index. Null when there is no WAL (or
 * its index is being written this instant: the next look will see it).
 */
export function readLocalState(databasePath: string): LocalState | null {
  const wal = `${databasePath}-wal`;
  let st;
  try {
    st = statSync(wal, { bigint: true });
  } catch {
    return null;
  }
  const end = walEnd(databasePath, st.ino);
  if (!end) return null;
  const state: LocalState = { key: `${st.ino}:${end.salt}:${end.offset}`, modifiedAt: Number(st.mtimeMs) };
  const meta = litestreamMetaDir(databasePath);
  let generation: string;
  try {
    generation = readFileSync(join(meta, 'generation'), 'utf8').trim();
  } catch {
    return state; // Litestream has not started a generation yet
  }
  if (!generation) return state;
  const walDir = join(meta, 'generations', generation, 'wal');
  let index = -1;
  try {
    for (const name of readdirSync(walDir)) {
      const m = /^([0-9a-f]{8})\.wal$/.exec(name);
      if (m) index = Math.max(index, parseInt(m[1]!, 16));
    }
  } catch {
    // the generation's folder is being made
  }
  if (index < 0) return { ...state, generation };
  const shadow = readAt(join(walDir, `${index.toString(16).padStart(8, '0')}.wal`), WAL_HEADER);
  const current = readAt(wal, WAL_HEADER);
  const sameWal = !!shadow && !!current && shadow.equals(current);
  return { ...state, generation, pos: { index: sameWal ? index : index + 1, offset: end.offset } };
}

/** The replica's end in Litestream's Prometheus text (absent until it has uploaded something in this run). */
export function replicaPosition(metrics: string): Pos | undefined {
  const value = (name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(metrics);
    return m ? Number(m[1]) : undefined;
  };
  const index = value('litestream_replica_wal_index');
  const offset = value('litestream_replica_wal_offset');
  return index === undefined || offset === undefined || !Number.isFinite(index) || !Number.isFinite(offset) ? undefined : { index, offset };
}
