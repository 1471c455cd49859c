import type { FastifyBaseLogger } from 'fastify';

// Litestream's own lines, read one by one into the server's log (docs/operations.md "Continuous replication
// (Litestream)") and into what the replicator watches: when an upload began and whether it ended, its last
// error. An error Litestream repeats (an unreachable host is one twice a second) reaches the log once, then
// at most once every REPEAT_MS with how many times it came meanwhile (docs/decisions.md "Replication is
// watched like a process that can fail").

/** The same error is logged again, with its count, after this long. */
export const REPEAT_MS = 5 * 60_000;

// Every upload and WAL copy is a line; at info they would be most of the log. At debug they are still there.
const CHATTY = new Set(['write wal segment', 'wal segment written', 'write snapshot']);
const LEVELS: Record<string, 'debug' | 'info' | 'warn' | 'error'> = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };
const UPLOAD_START: Record<string, 'wal' | 'snapshot'> = { 'write wal segment': 'wal', 'write snapshot': 'snapshot' };
const UPLOAD_END = new Set(['wal segment written', 'snapshot written']);

export interface LitestreamEvents {
  /** Generations started in this server's life (one at each start; more: it lost track of the WAL). */
  generations: number;
  /** An upload Litestream began and has not finished: a file replica that refuses a write leaves it so for ever. */
  openUpload?: { kind: 'wal' | 'snapshot'; since: number };
  /** When an upload last finished. */
  lastUploadAt?: number;
  /** Litestream's newest error line and when it came. */
  lastError?: { text: string; at: number };
}

export class LitestreamLog {
  readonly events: LitestreamEvents = { generations: 0 };
  private repeats = new Map<string, { loggedAt: number; count: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** One line of Litestream's stdout or stderr. */
  line(text: string, stream: 'stdout' | 'stderr') {
    let entry: Record<string, unknown> | undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entry = parsed as Record<string, unknown>;
    } catch {
      // not one of its JSON lines: a Go runtime message, a panic
    }
    if (!entry) {
      if (text.trim()) this.log[stream === 'stderr' ? 'error' : 'warn']({ stream }, text);
      return;
    }
    // Litestream's own time is dropped (the server's line has one); its `name` (the replica's) would read as a logger name.
    const { time: _time, level, msg, name, ...fields } = entry;
    if (name !== undefined) fields.replica = name;
    const message = String(msg ?? '');
    const at = this.now();
    if (message === 'sync: new generation') this.events.generations += 1;
    if (UPLOAD_START[message]) this.events.openUpload = { kind: UPLOAD_START[message]!, since: at };
    if (UPLOAD_END.has(message)) {
      this.events.openUpload = undefined;
      this.events.lastUploadAt = at;
    }
    const pinoLevel = CHATTY.has(message) ? 'debug' : (LEVELS[String(level)] ?? 'info');
    if (pinoLevel === 'error' || pinoLevel === 'warn') {
      const text = `${message}${fields.error === undefined ? '' : `: ${String(fields.error)}`}`;
      if (pinoLevel === 'error') this.events.lastError = { text, at };
      // Positions, addresses' ports and sizes change from one line to the next; the error stays the same.
      const key = text.replace(/[0-9a-f]{16}|\d+/g, '#');
      const seen = this.repeats.get(key);
      if (seen && at - seen.loggedAt < REPEAT_MS) {
        seen.count += 1;
        return;
      }
      this.repeats.set(key, { loggedAt: at, count: 0 });
      if (seen?.count) fields.repeated = seen.count;
      this.log[pinoLevel](fields, seen?.count ? `${message} (and ${seen.count} times more since it was last logged)` : message);
      return;
    }
    this.log[pinoLevel](fields, message);
  }

  /**
   * Replication works again: the errors counted since their last line are said once, and the next occurrence
   * of any of them is logged at once.
   */
  recovered(): number {
    let suppressed = 0;
    for (const r of this.repeats.values()) suppressed += r.count;
    this.repeats.clear();
    this.events.lastError = undefined;
    return suppressed;
  }

  /** A new Litestream process: whatever upload the last one had open is gone with it. */
  restarted() {
    this.events.openUpload = undefined;
  }
}
