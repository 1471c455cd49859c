import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import type { DashboardWarning } from '../../contract/dashboard';
import type { ReplicationConfig } from '../config';
import { stopProcess } from '../lib/stop-process';
import { ASK_ADMIN } from './checks';
import { litestreamBinary, litestreamConfig, writeLitestreamConfig } from './litestream';
import { ReplicationLag, readLocalState, replicaPosition } from './replication-lag';

// Litestream beside the server (docs/operations.md, "Continuous replication (Litestream)"): its own process, started by
// the server when LITESTREAM_REPLICA_URL is set, started again with a growing pause when it ends, and
// stopped with the server. Its log lines go into the server's log.
//
// It never outlives the server: it is started through util-linux's `setpriv --pdeathsig TERM`, so the kernel
// sends it SIGTERM when the server ends in any way (even kill -9), and it then uploads what it has and
// exits. It has its own process group, so Ctrl+C on `pnpm start` reaches the server, which stops it in order.

export interface ReplicationStatus {
  /** Litestream's process is running now. */
  running: boolean;
  /** Seconds since the oldest write the replica does not have yet (0: it has everything). */
  lagSeconds: number;
  /** When the newest write the replica is known to have was made (ms since the epoch). */
  lastReplicatedWriteAt?: number;
  /** Since when Litestream has not been running (ms since the epoch). */
  downSince?: number;
  /** Times Litestream was started again after it ended on its own. */
  restarts: number;
  /** Generations Litestream started (one at each start; one more means it lost track of the WAL). */
  generations: number;
}

export interface Replicator {
  status(now?: number): ReplicationStatus;
  /** What the dashboard shows: replication behind, or Litestream not running, for more than a minute. */
  warnings(now?: number): DashboardWarning[];
  /** Starts Litestream; `checkpoints(on)` switches the server's own autocheckpoint (on while Litestream is not running). */
  start(checkpoints: (on: boolean) => void): void;
  /** From now on an ending Litestream is not started again (the server is stopping). */
  stopping(): void;
  /** Stops Litestream: SIGTERM (it uploads what it has), SIGKILL after `graceMs`. */
  stop(): Promise<void>;
  /** The running Litestream's process id (tests). */
  pid(): number | undefined;
}

export interface ReplicatorOptions {
  /** The command to run instead of the packaged binary (tests). */
  binary?: string;
  now?: () => number;
  /** How often the WAL is looked at for the lag. */
  pollMs?: number;
  backoff?: { firstMs: number; maxMs: number };
  /** A run at least this long counts as healthy: the next pause starts from `firstMs` again. */
  healthyAfterMs?: number;
  graceMs?: number;
}

/** The dashboard turns red after this long behind or not running (docs/operations.md). */
export const BEHIND_LIMIT_MS = 60_000;

// Every upload and WAL copy is a line; at info they would be most of the log. At debug they are still there.
const CHATTY = new Set(['write wal segment', 'wal segment written', 'write snapshot']);
const LEVELS: Record<string, 'debug' | 'info' | 'warn' | 'error'> = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };

const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });
}

/** The newest of the database's and its WAL's modification times: when the last write before us was made. */
function lastWriteOnDisk(databasePath: string): number {
  const times = [databasePath, `${databasePath}-wal`].map((p) => {
    try {
      return statSync(p).mtimeMs;
    } catch {
      return 0;
    }
  });
  return Math.max(...times);
}

export function createReplicator(
  databasePath: string,
  config: ReplicationConfig,
  log: FastifyBaseLogger,
  opts: ReplicatorOptions = {},
): Replicator {
  databasePath = resolve(databasePath);
  const now = opts.now ?? (() => Date.now());
  const pollMs = opts.pollMs ?? 500;
  const backoff = opts.backoff ?? { firstMs: 1_000, maxMs: 60_000 };
  const healthyAfterMs = opts.healthyAfterMs ?? 60_000;
  const graceMs = opts.graceMs ?? 15_000;
  const llog = log.child({ component: 'litestream' });

  let child: ChildProcess | undefined;
  let run = 0;
  let noRestart = false;
  let restarts = 0;
  let generations = 0;
  let pauseMs = backoff.firstMs;
  let downSince: number | undefined = now();
  let metricsAddr: string | undefined;
  let checkpoints: (on: boolean) => void = () => {};
  let restartTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let polling = false;
  const lag = new ReplicationLag();

  const line = (text: string, stream: 'stdout' | 'stderr') => {
    let entry: Record<string, unknown> | undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entry = parsed as Record<string, unknown>;
    } catch {
      // not one of its JSON lines: a Go runtime message, a panic
    }
    if (!entry) {
      if (text.trim()) llog[stream === 'stderr' ? 'error' : 'warn']({ stream }, text);
      return;
    }
    // Litestream's own time is dropped (the server's line has one); its `name` (the replica's) would read as a logger name.
    const { time: _time, level, msg, name, ...fields } = entry;
    if (name !== undefined) fields.replica = name;
    const message = String(msg ?? '');
    if (message === 'sync: new generation') generations += 1;
    const pinoLevel = CHATTY.has(message) ? 'debug' : (LEVELS[String(level)] ?? 'info');
    llog[pinoLevel](fields, message);
  };

  const spawnLitestream = async () => {
    restartTimer = undefined;
    if (noRestart) return;
    const binary = opts.binary ?? litestreamBinary();
    if (!binary) {
      llog.error(
        `the Litestream binary for ${process.platform}-${process.arch} is not installed (@flydotio/litestream-${process.platform}-${process.arch}); replication is off`,
      );
      return scheduleRestart();
    }
    const port = await freePort();
    if (noRestart) return;
    metricsAddr = `127.0.0.1:${port}`;
    const cfg = writeLitestreamConfig(litestreamConfig(databasePath, config, metricsAddr));
    const args = ['replicate', ...cfg.args];
    const [cmd, argv] = setpriv ? [setpriv, ['--pdeathsig', 'TERM', '--', binary, ...args]] : [binary, args];
    run += 1;
    const startedAt = now();
    const proc = spawn(cmd, argv, { env: config.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child = proc;
    // While Litestream runs it is the only one to checkpoint, so no WAL frame is folded into the database
    // before it has copied it (docs/decisions.md, Operations, "Who checkpoints").
    checkpoints(false);
    downSince = undefined;
    createInterface({ input: proc.stdout! }).on('line', (l) => line(l, 'stdout'));
    createInterface({ input: proc.stderr! }).on('line', (l) => line(l, 'stderr'));
    proc.once('error', (err) => llog.error({ err }, 'Litestream could not be started'));
    proc.once('close', (code, signal) => {
      cfg.remove();
      if (child === proc) child = undefined;
      downSince = now();
      // Not running: the server checkpoints again, so the WAL cannot grow without end; Litestream notices
      // when it comes back and starts a new generation from a full snapshot.
      checkpoints(true);
      if (noRestart) {
        llog.info({ code, signal }, 'Litestream stopped');
        return;
      }
      if (now() - startedAt >= healthyAfterMs) pauseMs = backoff.firstMs;
      llog.error(
        { code, signal, restartInMs: pauseMs },
        `Litestream ended on its own (${signal ?? `exit ${code}`}); starting it again in ${Math.round(pauseMs / 1000)} s`,
      );
      restarts += 1;
      scheduleRestart();
    });
  };

  const scheduleRestart = () => {
    if (noRestart) return;
    restartTimer = setTimeout(() => void spawnLitestream(), pauseMs);
    restartTimer.unref();
    pauseMs = Math.min(backoff.maxMs, pauseMs * 2);
  };

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const state = readLocalState(databasePath);
      if (state) lag.local(state, now());
      if (lag.pending && child && metricsAddr) {
        const thisRun = run;
        const text = await fetch(`http://${metricsAddr}/metrics`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => (r.ok ? r.text() : ''),
          () => '',
        );
        if (text && thisRun === run) lag.replica({ run: thisRun, pos: replicaPosition(text) });
      }
    } catch (err) {
      llog.warn({ err }, 'replication lag could not be measured');
    } finally {
      polling = false;
    }
  };

  const status = (at = now()): ReplicationStatus => ({
    running: !!child,
    lagSeconds: lag.lagMs(at) / 1000,
    lastReplicatedWriteAt: lag.lastReplicatedWriteAt,
    downSince,
    restarts,
    generations,
  });

  return {
    status,
    warnings(at = now()) {
      const s = status(at);
      const out: DashboardWarning[] = [];
      if (s.downSince !== undefined && at - s.downSince > BEHIND_LIMIT_MS) {
        out.push({
          code: 'REPLICATION_STOPPED',
          message: `การสำรองข้อมูลต่อเนื่อง (Litestream) หยุดทำงานมา ${Math.floor((at - s.downSince) / 60_000)} นาที ${ASK_ADMIN}`,
        });
      } else if (s.lagSeconds * 1000 > BEHIND_LIMIT_MS) {
        // (Not running says it all: every write since is behind too.)
        out.push({
          code: 'REPLICATION_BEHIND',
          message: `สำเนาฐานข้อมูลอีกแห่งหนึ่งล่าช้า ${Math.floor(s.lagSeconds / 60)} นาที รายการล่าสุดยังไม่ได้ส่งไปเก็บ ${ASK_ADMIN}`,
        });
      }
      return out;
    },
    start(cp) {
      checkpoints = cp;
      if (config.type === 'file' && config.path) warnIfSameDisk(databasePath, config.path, llog);
      if (!setpriv)
        llog.warn('setpriv (util-linux) was not found: Litestream stops with the server, but would outlive a server killed with SIGKILL');
      lag.begin(now(), lastWriteOnDisk(databasePath));
      void poll(); // the first look now: each write from here on is one of its own
      pollTimer = setInterval(() => void poll(), pollMs);
      pollTimer.unref();
      void spawnLitestream();
    },
    stopping() {
      noRestart = true;
      checkpoints = () => {}; // the database is about to close
      if (restartTimer) clearTimeout(restartTimer);
    },
    async stop() {
      this.stopping();
      if (pollTimer) clearInterval(pollTimer);
      const proc = child;
      if (!proc) return;
      // Its 'close' (output read to the end, its configuration removed, "Litestream stopped" logged) follows its exit.
      const closed = new Promise((done) => proc.once('close', done));
      await stopProcess(proc, graceMs);
      if (proc.signalCode === 'SIGKILL') llog.warn(`Litestream did not stop within ${graceMs / 1000} s: it was killed`);
      await closed;
    },
    pid: () => child?.pid,
  };
}

/** A replica on the database's own disk survives no disk failure: said once, at start. */
function warnIfSameDisk(databasePath: string, replicaPath: string, log: FastifyBaseLogger) {
  const existing = (p: string): string => (existsSync(p) || dirname(p) === p ? p : existing(dirname(p)));
  try {
    if (statSync(dirname(databasePath)).dev === statSync(existing(replicaPath)).dev) {
      log.warn(
        { replica: replicaPath },
        'the replica folder is on the same disk as the database: it protects against mistakes of the server, not against that disk failing',
      );
    }
  } catch {
    // nothing to say
  }
}
