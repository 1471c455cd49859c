import { fork, type ChildProcess } from 'node:child_process';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { DashboardWarning } from '../../contract/dashboard';
import type { BackupConfig } from '../config';
import { stopProcess } from '../lib/stop-process';
import type { BackupResult } from './backup';
import { newestBackup } from './backups';
import { ASK_ADMIN, backupAgeWarning, liveCheckWarnings, slowJobWarning, type LiveCheck } from './checks';

// The server's own timers: a backup every BACKUP_INTERVAL_HOURS and the daily check, each in a child
// process (job.child.ts). Timers are unref'd (they never keep a process alive) and stop on app close,
// which also ends a job that is still running.

export type JobRequest = { job: 'backup'; databasePath: string; backup: BackupConfig } | { job: 'check'; databasePath: string };
export type JobReply = { ok: true; result: BackupResult | LiveCheck } | { ok: false; error: string };

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** setTimeout's longest delay (about 24.8 days); longer waits are taken in steps. */
const MAX_DELAY = 2 ** 31 - 1;
/** After a failed backup, try again this soon (or at the interval, when that is shorter). */
const RETRY_MS = HOUR;

const here = fileURLToPath(import.meta.url);
// Built for production (scripts/build-api.mjs), this code runs inside api/dist/server.mjs, where
// `import.meta.url` still names this source file but `import.meta.dirname` is the bundle's own folder: the job
// is the bundle beside it, `operations-job.mjs`, run with plain node (the deployment has only built code, and
// may start from any folder). From the sources it is job.child.ts, which needs tsx as its loader too (under
// vitest the parent has none of its own).
const bundled = import.meta.dirname !== dirname(here);
const childScript = bundled ? join(import.meta.dirname, 'operations-job.mjs') : join(dirname(here), `job.child${extname(here)}`);
const hasTsx = process.execArgv.some((a, i, all) => a === '--import=tsx' || (a === '--import' && all[i + 1] === 'tsx'));
const childExecArgv = extname(childScript) === '.ts' && !hasTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;

/** What a job may take beyond restic's own limit before it is stopped: the snapshot, its checks, the daily check. */
export const LOCAL_JOB_LIMIT_MS = 60 * 60_000;
/** A job still running after this shows on the dashboard and in the log while it goes on. */
export const JOB_SLOW_MS = 30 * 60_000;
const KILL_GRACE_MS = 15_000;

export interface Operations {
  /** What the dashboard shows: the last check's and last backup's failures, and the age of the newest backup. */
  warnings(): DashboardWarning[];
  /** Takes a backup now (in the child), as the timer does; resolves when it has finished, failed or not. */
  runBackup(): Promise<void>;
  /** Runs the daily check now. */
  runCheck(): Promise<void>;
  stop(): Promise<void>;
}

/** How long jobs may run: before the dashboard and the log say so (`slowMs`), and in all (`limitMs`). */
export interface JobLimits {
  slowMs: number;
  limitMs: (req: JobRequest) => number;
}

/** The job's own work, plus restic's whole limit when it sends the snapshot off the machine. */
const jobLimitMs = (req: JobRequest) => LOCAL_JOB_LIMIT_MS + (req.job === 'backup' ? (req.backup.restic?.timeoutMs ?? 0) : 0);

export function startOperations(
  databasePath: string,
  backup: BackupConfig,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
  limits: JobLimits = { slowMs: JOB_SLOW_MS, limitMs: jobLimitMs },
): Operations {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const children = new Set<ChildProcess>();
  let checkWarnings: DashboardWarning[] = [];
  let backupWarnings: DashboardWarning[] = [];
  // One job at a time: a backup and the check reading a multi-gigabyte file together would only compete.
  let queue: Promise<unknown> = Promise.resolve();

  const later = (ms: number, fn: () => void) => {
    if (stopped) return;
    const t = setTimeout(
      () => {
        timers.delete(t);
        if (ms > MAX_DELAY) later(ms - MAX_DELAY, fn);
        else fn();
      },
      Math.min(ms, MAX_DELAY),
    );
    t.unref();
    timers.add(t);
  };

  /** The job running now, for the dashboard: which, and since when. */
  let current: { job: JobRequest['job']; since: number } | undefined;

  const runJob = (req: JobRequest): Promise<JobReply> =>
    new Promise((resolve) => {
      if (stopped) return resolve({ ok: false, error: 'server stopping' });
      const limitMs = limits.limitMs(req);
      const child = fork(childScript, [], { execArgv: childExecArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.add(child);
      current = { job: req.job, since: Date.now() };
      log.info({ job: req.job }, `${req.job === 'backup' ? 'backup' : 'daily check'} started`);
      let reply: JobReply | undefined;
      const slow = setTimeout(
        () => log.warn({ job: req.job, minutes: limits.slowMs / 60_000 }, 'operations job still running'),
        limits.slowMs,
      );
      const limit = setTimeout(() => {
        reply ??= {
          ok: false,
          error: `took longer than ${limitMs >= 60_000 ? `${Math.round(limitMs / 60_000)} min` : `${limitMs / 1000} s`} and was stopped`,
        };
        void stopProcess(child, KILL_GRACE_MS);
      }, limitMs);
      slow.unref();
      limit.unref();
      child.once('message', (m) => (reply ??= m as JobReply));
      child.once('error', (err) => (reply ??= { ok: false, error: err.message }));
      child.once('exit', (code, signal) => {
        clearTimeout(slow);
        clearTimeout(limit);
        children.delete(child);
        current = undefined;
        resolve(reply ?? { ok: false, error: `job process ended (${signal ?? `exit ${code}`}) without an answer` });
      });
      child.send(req);
    });

  const enqueue = (job: () => Promise<void>) => {
    const p = queue.then(job, job);
    queue = p.catch(() => {});
    return p;
  };

  const runBackup = () =>
    enqueue(async () => {
      const reply = await runJob({ job: 'backup', databasePath, backup });
      if (stopped) return;
      if (!reply.ok) {
        log.error({ error: reply.error }, 'scheduled backup failed');
        backupWarnings = [{ code: 'BACKUP_FAILED', message: `การสำรองข้อมูลอัตโนมัติครั้งล่าสุดไม่สำเร็จ ${ASK_ADMIN}` }];
        return;
      }
      const r = reply.result as BackupResult;
      backupWarnings = [];
      if (r.restic && 'error' in r.restic) {
        log.error({ path: r.path, error: r.restic.error }, 'backup kept on this machine, but sending it to restic failed');
        backupWarnings.push({ code: 'OFFSITE_BACKUP_FAILED', message: `ส่งข้อมูลสำรองไปเก็บนอกเครื่อง (restic) ไม่สำเร็จ ${ASK_ADMIN}` });
      } else {
        log.info({ path: r.path, bytes: r.bytes, restic: r.restic, removed: r.removed.length }, 'backup taken');
      }
    });

  const runCheck = () =>
    enqueue(async () => {
      const reply = await runJob({ job: 'check', databasePath });
      if (stopped) return;
      if (!reply.ok) {
        log.error({ error: reply.error }, 'daily check could not run');
        checkWarnings = [{ code: 'CHECK_FAILED', message: `การตรวจฐานข้อมูลประจำวันทำงานไม่สำเร็จ ${ASK_ADMIN}` }];
        return;
      }
      const check = reply.result as LiveCheck;
      checkWarnings = liveCheckWarnings(check);
      const age = backupAgeWarning(backup.dir, backup.intervalHours, now());
      if (checkWarnings.length) log.error({ damaged: check.damaged, ledger: check.ledger }, 'daily check failed');
      if (age) log.error({ backupDir: backup.dir, warning: age.code }, 'daily check: no recent verified backup');
      if (!checkWarnings.length && !age) log.info({ members: check.members, ledgerRows: check.ledgerRows }, 'daily check passed');
    });

  // Backups are due by the newest one on disk, not by the start time: a server restarted every few hours
  // would otherwise never reach its first interval, and one taken by `pnpm backup` counts too.
  const backupLoop = () => {
    const intervalMs = backup.intervalHours * HOUR;
    const nextIn = () => {
      if (backupWarnings.some((w) => w.code === 'BACKUP_FAILED')) return Math.min(RETRY_MS, intervalMs);
      const newest = newestBackup(backup.dir);
      return newest ? Math.max(0, newest.at.getTime() + intervalMs - now().getTime()) : 0;
    };
    const tick = () => void runBackup().then(() => later(nextIn(), tick));
    later(Math.max(backup.startDelayMs, nextIn()), tick);
  };

  if (backup.intervalHours > 0) backupLoop();
  const checkTick = () => void runCheck().then(() => later(DAY, checkTick));
  later(backup.startDelayMs, checkTick);

  return {
    warnings: () => {
      const age = backupAgeWarning(backup.dir, backup.intervalHours, now());
      const slow = current && Date.now() - current.since > limits.slowMs ? [slowJobWarning(current.job, Date.now() - current.since)] : [];
      return [...checkWarnings, ...backupWarnings, ...slow, ...(age ? [age] : [])];
    },
    runBackup,
    runCheck,
    stop: async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      // The job stops its restic first (job.child.ts); one that does not go in time is killed.
      await Promise.all([...children].map((child) => stopProcess(child, KILL_GRACE_MS)));
    },
  };
}
