import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import type { DashboardWarning } from '../../contract/dashboard';
import type { ReplicationHealth } from '../../contract/system';
import type { ReplicationConfig } from '../config';
import { stopProcess } from '../lib/stop-process';
import { ASK_ADMIN } from './checks';
import { litestreamBinary, litestreamConfig, litestreamMetaDir, writeLitestreamConfig } from './litestream';
import { LitestreamLog } from './litestream-log';
import { faultOfError, probeReplica, type ReplicaFault } from './replica-fault';
import { ReplicationLag, readLocalState, replicaPosition } from './replication-lag';

// Litestream beside the server (docs/operations.md, "Continuous replication (Litestream)"): its own process, started by
// the server when LITESTREAM_REPLICA_URL is set, started again with a growing pause when it ends, and
// stopped with the server. Its log lines go into the server's log.
//
// Watched like a process that can fail (docs/decisions.md "Replication is watched like a process that can
// fail"): a replica that takes no writes for STUCK_MS is looked at (the folder probed, the host dialled,
// Litestream's errors read); when it is full, unreachable or refuses, or an upload hangs, Litestream is
// stopped (the server checkpoints meanwhile, so nothing grows) and started again once the replica can take
// writes, the pauses growing. Its local folder is measured; past LITESTREAM_LOCAL_MAX_MB replication stops,
// the folder is emptied and the owner told, and it is tried again later from a fresh snapshot.
//
// It never outlives the server: it is started through util-linux's `setpriv --pdeathsig TERM`, so the kernel
// sends it SIGTERM when the server ends in any way (even kill -9), and it then uploads what it has and
// exits. It has its own process group, so Ctrl+C on `pnpm start` reaches the server, which stops it in order.

/** Why replication is red: the replica's fault, an upload that hangs, or Litestream's folder at its bound. */
export type ReplicationReason = ReplicaFault | 'stalled' | 'local_limit';

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
  /** Bytes in Litestream's folder beside the database (what it copied of the WAL and has not uploaded), and its bound. */
  localBytes: number;
  localLimitBytes: number;
  /** Times replication was stopped because that folder reached its bound. */
  halts: number;
  /** What is wrong now, when something is (the health answer's `state` and `reason`). */
  problem?: { state: 'failing' | 'halted'; reason: ReplicationReason; since: number; cause?: ReplicaFault | 'stalled' };
}

export interface Replicator {
  status(now?: number): ReplicationStatus;
  /** What the dashboard shows: the replica failing (why), replication stopped at its local bound, Litestream not running or far behind. */
  warnings(now?: number): DashboardWarning[];
  /** What GET /api/health says of replication. */
  health(now?: number): ReplicationHealth;
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
  /** Told once per episode that replication stopped at its local bound (the owner's alert). */
  onHalt?: (details: { limitMb: number; cause?: ReplicaFault | 'stalled' }) => void;
}

/** The dashboard turns red after this long behind or not running (docs/operations.md). */
export const BEHIND_LIMIT_MS = 60_000;
/** Writes waiting this long with nothing arriving: the replica is looked at, and Litestream stopped if it cannot take them. */
export const STUCK_MS = 10_000;
/** Health and the dashboard turn red once writes have waited this long on a replica that fails. */
export const FAILING_RED_MS = 30_000;
/** Litestream's folder may reach this share of its bound before replication stops (it grows between two looks). */
const LOCAL_MARGIN = 0.85;
const LOCAL_WATCH_MS = 250;
/** Pauses before Litestream is started again after it was stopped for a failing replica, and after a halt. */
const FAULT_PAUSE = { firstMs: 1_000, maxMs: 60_000 };
const HALT_PAUSE = { firstMs: 30_000, maxMs: 15 * 60_000 };
/** How often a replica that failed is looked at again while Litestream waits for it. */
const REPROBE_MS = { file: 2_000, remote: 10_000 };
/** An upload open this long with nothing arriving hangs (a file replica finishes a WAL segment in milliseconds). */
const UPLOAD_LIMIT_MS = {
  file: { wal: 10_000, snapshot: 10 * 60_000 },
  remote: { wal: 2 * 60_000, snapshot: 60 * 60_000 },
};

const REASON_TH: Record<ReplicationReason, string> = {
  full: 'ที่เก็บสำเนาเต็ม',
  unreachable: 'ติดต่อที่เก็บสำเนาไม่ได้',
  refused: 'ที่เก็บสำเนาไม่ยอมให้เขียน (สิทธิ์หรือรหัสผ่านไม่ถูกต้อง)',
  stalled: 'Litestream ค้างโดยไม่ทราบสาเหตุ',
  local_limit: 'ข้อมูลที่รอส่งเกินขนาดที่ตั้งไว้',
};
const REASON_EN: Record<ReplicationReason, string> = {
  full: 'the replica is full',
  unreachable: 'the replica cannot be reached',
  refused: 'the replica refuses writes (permissions or credentials)',
  stalled: 'an upload hangs for no reason the server can see',
  local_limit: "Litestream's local folder reached LITESTREAM_LOCAL_MAX_MB",
};
const minutesTh = (ms: number) => (ms < 120_000 ? `${Math.floor(ms / 1000)} วินาที` : `${Math.floor(ms / 60_000)} นาที`);

/** Bytes in a folder and everything under it (0 when there is none). */
export function folderBytes(dir: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    try {
      total += e.isDirectory() ? folderBytes(p) : lstatSync(p).size;
    } catch {
      // removed meanwhile (Litestream cleans its WAL copies)
    }
  }
  return total;
}

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
  let pauseMs = backoff.firstMs;
  let downSince: number | undefined = now();
  let metricsAddr: string | undefined;
  let checkpoints: (on: boolean) => void = () => {};
  let restartTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let localTimer: NodeJS.Timeout | undefined;
  let polling = false;
  const lag = new ReplicationLag();
  const litestream = new LitestreamLog(llog, now);
  const metaDir = litestreamMetaDir(databasePath);
  const remote = config.type === 'file' ? 'file' : 'remote';

  // The watch (see the top of this file).
  /** The last moment the replica had every write, or took one. */
  let progressAt = now();
  let problem: ReplicationStatus['problem'];
  /** The fault that stopped Litestream on purpose: it waits, then for the replica to take writes again. */
  let held: { until: number } | undefined;
  let faultPauseMs = FAULT_PAUSE.firstMs;
  let haltPauseMs = HALT_PAUSE.firstMs;
  let lastLookAt = 0;
  let ownerTold = false;
  let localBytes = 0;
  let halts = 0;

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
    litestream.restarted();
    createInterface({ input: proc.stdout! }).on('line', (l) => litestream.line(l, 'stdout'));
    createInterface({ input: proc.stderr! }).on('line', (l) => litestream.line(l, 'stderr'));
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
      if (held) return; // stopped on purpose: the watch starts it again
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

  /** Stops the running Litestream on purpose (the watch starts it again); a hung one is killed after a moment. */
  const stopOnPurpose = async (graceMs: number) => {
    const proc = child;
    if (!proc) return;
    const closed = new Promise((done) => proc.once('close', done));
    await stopProcess(proc, graceMs);
    await closed;
  };

  /** The replica took writes again (or has every one): a red episode ends, said once. */
  const progressed = (at: number) => {
    progressAt = at;
    if (!problem || !child) return;
    const suppressed = litestream.recovered();
    llog.info(
      { afterSeconds: Math.round((at - problem.since) / 1000), reason: problem.reason, repeatedErrors: suppressed },
      'replication works again: the replica takes writes',
    );
    problem = undefined;
    ownerTold = false;
    faultPauseMs = FAULT_PAUSE.firstMs;
    haltPauseMs = HALT_PAUSE.firstMs;
  };

  /** Past its bound: Litestream is stopped, its folder emptied (the database has every write), the owner told once. */
  const halt = async (at: number) => {
    const error = litestream.events.lastError;
    const cause =
      (problem && problem.reason !== 'local_limit' ? problem.reason : problem?.cause) ??
      (await probeReplica(config)) ??
      (error ? faultOfError(error.text) : undefined);
    held = { until: at + haltPauseMs };
    haltPauseMs = Math.min(HALT_PAUSE.maxMs, haltPauseMs * 2);
    halts += 1;
    problem = { state: 'halted', reason: 'local_limit', since: problem?.since ?? progressAt, cause };
    const bytes = localBytes;
    await stopOnPurpose(0);
    rmSync(metaDir, { recursive: true, force: true });
    localBytes = 0;
    llog.error(
      { localBytes: bytes, limitBytes: config.localLimitBytes, cause, retryInMs: held.until - at },
      `Litestream's folder beside the database reached its bound (LITESTREAM_LOCAL_MAX_MB) while ${cause ? REASON_EN[cause] : 'the replica took no writes'}: replication stopped and its folder emptied rather than filling the disk; it is tried again from a fresh snapshot in ${Math.round((held.until - at) / 1000)} s`,
    );
    if (!ownerTold) {
      ownerTold = true;
      try {
        opts.onHalt?.({ limitMb: Math.round(config.localLimitBytes / 1024 / 1024), cause });
      } catch (err) {
        llog.error({ err }, 'the owner could not be told that replication stopped');
      }
    }
  };

  /** Writes wait and nothing arrives: why, and whether Litestream should stop until the replica can take them. */
  const look = async (at: number) => {
    lastLookAt = at;
    const probed = await probeReplica(config);
    const error = litestream.events.lastError;
    const said = error && at - error.at < STUCK_MS ? faultOfError(error.text) : undefined;
    const open = litestream.events.openUpload;
    const hangs = open && at - open.since >= UPLOAD_LIMIT_MS[remote][open.kind];
    const reason: ReplicationReason | undefined = probed ?? said ?? (hangs ? 'stalled' : undefined);
    if (!reason || !child) return;
    const first = !problem;
    problem = { state: 'failing', reason, since: problem?.since ?? progressAt };
    held = { until: at + faultPauseMs };
    const pause = faultPauseMs;
    faultPauseMs = Math.min(FAULT_PAUSE.maxMs, faultPauseMs * 2);
    const message = `the replica has taken no writes for ${Math.round((at - progressAt) / 1000)} s: ${REASON_EN[reason]}; Litestream stopped, started again once the replica takes writes (first look in ${Math.round(pause / 1000)} s)`;
    if (first) llog.error({ reason, error: error?.text }, message);
    else llog.warn({ reason }, message);
    await stopOnPurpose(3_000);
  };

  /** Litestream waits on purpose: once its pause is over and the replica can take writes, it starts again. */
  const resume = async (at: number) => {
    if (!held || at < held.until) return;
    const probed = await probeReplica(config);
    if (probed) {
      if (problem?.state === 'failing') problem.reason = probed;
      if (problem?.state === 'halted') problem.cause = probed;
      held.until = at + (remote === 'file' ? REPROBE_MS.file : REPROBE_MS.remote);
      return;
    }
    held = undefined;
    llog.info({ reason: problem?.reason }, 'the replica can be reached and written again: Litestream starts');
    void spawnLitestream();
  };

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const state = readLocalState(databasePath);
      if (state) lag.local(state, now());
      let arrived = 0;
      if (lag.pending && child && metricsAddr) {
        const thisRun = run;
        const text = await fetch(`http://${metricsAddr}/metrics`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => (r.ok ? r.text() : ''),
          () => '',
        );
        if (text && thisRun === run) arrived = lag.replica({ run: thisRun, pos: replicaPosition(text) });
      }
      const at = now();
      if (!lag.pending || arrived) progressed(at);
      if (noRestart || halting) return;
      if (child && lag.pending && at - progressAt >= STUCK_MS && at - lastLookAt >= REPROBE_MS.file) await look(at);
      else if (!child && held) await resume(at);
    } catch (err) {
      llog.warn({ err }, 'replication could not be watched');
    } finally {
      polling = false;
    }
  };

  /**
   * Litestream's folder, measured four times a second (it copies the WAL as often): under a burst that the
   * replica does not take it grows by megabytes a second, and must stop before its bound, not after.
   */
  let halting = false;
  const watchLocal = async () => {
    if (halting) return;
    localBytes = folderBytes(metaDir);
    if (!child || noRestart || localBytes < config.localLimitBytes * LOCAL_MARGIN) return;
    halting = true;
    try {
      await halt(now());
    } catch (err) {
      llog.error({ err }, 'replication could not be stopped at its local bound');
    } finally {
      halting = false;
    }
  };

  const status = (at = now()): ReplicationStatus => ({
    running: !!child,
    lagSeconds: lag.lagMs(at) / 1000,
    lastReplicatedWriteAt: lag.lastReplicatedWriteAt,
    downSince,
    restarts,
    generations: litestream.events.generations,
    localBytes,
    localLimitBytes: config.localLimitBytes,
    halts,
    problem: problem && (problem.state === 'halted' || at - problem.since >= FAILING_RED_MS) ? { ...problem } : undefined,
  });

  /** What is red now, most telling first: halted, failing (why), not running, behind. */
  const verdict = (at: number): { state: ReplicationHealth['state']; reason?: ReplicationReason; ms: number } => {
    const s = status(at);
    // Halted: the state says the local bound stopped it; the reason, why the replica took nothing (when known).
    if (s.problem) return { state: s.problem.state, reason: s.problem.cause ?? s.problem.reason, ms: at - s.problem.since };
    if (!held && s.downSince !== undefined && at - s.downSince > BEHIND_LIMIT_MS) return { state: 'stopped', ms: at - s.downSince };
    // Writes that waited long with nothing arriving and no upload under way: stuck, though nothing says why yet.
    const open = litestream.events.openUpload;
    if (lag.pending && at - progressAt >= FAILING_RED_MS && !open && child)
      return { state: 'failing', reason: 'stalled', ms: at - progressAt };
    if (s.lagSeconds * 1000 > BEHIND_LIMIT_MS) return { state: 'behind', ms: s.lagSeconds * 1000 };
    return { state: 'ok', ms: 0 };
  };

  return {
    status,
    health(at = now()) {
      const v = verdict(at);
      return { ok: v.state === 'ok', state: v.state, ...(v.reason ? { reason: v.reason } : {}), lagSeconds: lag.lagMs(at) / 1000 };
    },
    warnings(at = now()) {
      const v = verdict(at);
      const mb = Math.round(config.localLimitBytes / 1024 / 1024);
      const cause = problem?.cause;
      switch (v.state) {
        case 'halted':
          return [
            {
              code: 'REPLICATION_HALTED',
              message: `หยุดส่งสำเนาฐานข้อมูลต่อเนื่อง (Litestream) แล้ว เพราะข้อมูลที่รอส่งเกิน ${mb} MB${cause ? ` (${REASON_TH[cause]})` : ''} ร้านยังทำงานได้ตามปกติ ${ASK_ADMIN}`,
            },
          ];
        case 'failing':
          return [
            {
              code: 'REPLICATION_FAILING',
              message: `สำเนาฐานข้อมูลอีกแห่งหนึ่งไม่ได้รับรายการใหม่มา ${minutesTh(v.ms)}: ${REASON_TH[v.reason ?? 'stalled']} ${ASK_ADMIN}`,
            },
          ];
        case 'stopped':
          return [
            {
              code: 'REPLICATION_STOPPED',
              message: `การสำรองข้อมูลต่อเนื่อง (Litestream) หยุดทำงานมา ${Math.floor(v.ms / 60_000)} นาที ${ASK_ADMIN}`,
            },
          ];
        case 'behind':
          return [
            {
              code: 'REPLICATION_BEHIND',
              message: `สำเนาฐานข้อมูลอีกแห่งหนึ่งล่าช้า ${Math.floor(v.ms / 60_000)} นาที รายการล่าสุดยังไม่ได้ส่งไปเก็บ ${ASK_ADMIN}`,
            },
          ];
        default:
          return [];
      }
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
      localTimer = setInterval(() => void watchLocal(), LOCAL_WATCH_MS);
      localTimer.unref();
      void spawnLitestream();
    },
    stopping() {
      noRestart = true;
      held = undefined;
      checkpoints = () => {}; // the database is about to close
      if (restartTimer) clearTimeout(restartTimer);
    },
    async stop() {
      this.stopping();
      if (pollTimer) clearInterval(pollTimer);
      if (localTimer) clearInterval(localTimer);
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
