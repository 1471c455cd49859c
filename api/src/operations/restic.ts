import { execFile, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import type { BackupConfig } from '../config';
import { stopProcess } from '../lib/stop-process';

// restic (Debian's package) keeps the snapshots off the machine, encrypted and deduplicated, on any of its
// backends. It runs with execFile, never a shell, and reads the repository and password from its
// environment only (config.ts builds that environment: restic's variables and its backends' credentials,
// nothing of the server's), so neither ever appears in a process list.

export type ResticSettings = NonNullable<BackupConfig['restic']>;

/** Every snapshot is stored under this one name and tag, so restic's default grouping applies one keep policy. */
export const RESTIC_FILENAME = 'goldshop.db';
export const RESTIC_TAG = 'goldshop';
/** What `forget --prune` keeps: two weeks of dailies, two months of weeklies, a year of monthlies. */
export const RESTIC_KEEP = ['--keep-daily', '14', '--keep-weekly', '8', '--keep-monthly', '12'];

export class ResticError extends Error {}

const RESTIC_BIN = 'restic';
/** The first call of a run only asks whether the repository is there: an unreachable one fails in this. */
export const RESTIC_PROBE_MS = 2 * 60_000;
/** After SIGTERM (restic then removes its lock in the repository), this long before SIGKILL. */
const KILL_GRACE_MS = 5_000;

/** restic processes running now, so a stopping server (or `pnpm backup` told to stop) takes them along. */
const running = new Set<ChildProcess>();

/** Stops every restic process this process started; resolves when they are gone. */
export const stopRestic = () => Promise.all([...running].map((child) => stopProcess(child, KILL_GRACE_MS))).then(() => {});

const minutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

/**
 * One restic command, given at most `limitMs`: restic has no time limit of its own, and against a backend
 * that never answers it waited for ever (the server's backup job with it, and the daily check queued
 * behind that). Past the limit it is stopped and the command fails with a line saying so.
 */
function run(settings: ResticSettings, args: string[], limitMs: number, stdinFile?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const child = execFile(RESTIC_BIN, args, { env: settings.env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      clearTimeout(timer);
      running.delete(child);
      if (timedOut) {
        return reject(
          new ResticError(
            `restic ${args[0]} did not finish in ${minutes(limitMs)} and was stopped: is the repository reachable? (${settings.repository.replace(/\/\/[^@/]*@/, '//')})`,
          ),
        );
      }
      if (!err) return resolve({ stdout, stderr });
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return reject(new ResticError('restic is not installed (apt-get install restic)'));
      // restic's own explanation is its "Fatal:" line; the rest is usage noise.
      const fatal = stderr.split('\n').find((l) => l.startsWith('Fatal:')) ?? stderr.trim().split('\n').pop() ?? err.message;
      reject(
        Object.assign(new ResticError(`restic ${args[0]} failed: ${fatal}`), {
          stderr,
          exitCode: typeof code === 'number' ? code : undefined,
        }),
      );
    });
    running.add(child);
    const timer = setTimeout(() => {
      timedOut = true;
      void stopProcess(child, KILL_GRACE_MS);
    }, limitMs);
    // restic exiting early (a locked repository) closes its stdin under us: the exit callback reports that.
    child.stdin?.on('error', () => {});
    if (stdinFile) {
      const input = createReadStream(stdinFile);
      input.on('error', (e) => {
        child.kill();
        reject(e);
      });
      input.pipe(child.stdin!);
    } else {
      child.stdin?.end();
    }
  });
}

/** What is left of a run's time limit, for its next command. */
const budget = (settings: ResticSettings) => {
  const end = Date.now() + settings.timeoutMs;
  return (cap = Infinity) => Math.max(1, Math.min(cap, end - Date.now()));
};

/** Creates the repository the first time (restic exits 10 for "does not exist" since 0.17, 1 with this text before). */
export async function ensureRepository(settings: ResticSettings, left = budget(settings)): Promise<'existing' | 'created'> {
  try {
    await run(settings, ['cat', 'config'], left(RESTIC_PROBE_MS));
    return 'existing';
  } catch (err) {
    const { stderr = '', exitCode } = err as { stderr?: string; exitCode?: number };
    if (exitCode !== 10 && !/Is there a repository at the following location|repository does not exist/i.test(stderr)) throw err;
  }
  await run(settings, ['init'], left(RESTIC_PROBE_MS));
  return 'created';
}

/** restic reads the time in local time, as "2006-01-02 15:04:05". */
const resticTime = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Sends one verified snapshot file, then forgets and prunes by the keep policy. Returns restic's snapshot id. */
export async function sendToRestic(settings: ResticSettings, file: string, at: Date): Promise<{ snapshotId: string }> {
  const left = budget(settings);
  await ensureRepository(settings, left);
  const { stdout } = await run(
    settings,
    ['backup', '--json', '--stdin', '--stdin-filename', RESTIC_FILENAME, '--tag', RESTIC_TAG, '--time', resticTime(at)],
    left(),
    file,
  );
  const summary = stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { message_type?: string; snapshot_id?: string })
    .find((m) => m.message_type === 'summary');
  if (!summary?.snapshot_id) throw new ResticError('restic backup did not report a snapshot id');
  await run(settings, ['forget', '--tag', RESTIC_TAG, ...RESTIC_KEEP, '--prune'], left());
  return { snapshotId: summary.snapshot_id };
}

/** Snapshot ids restic accepts: a hex id or prefix, or `latest` (this app's newest). */
export const looksLikeSnapshotId = (s: string) => s === 'latest' || /^[0-9a-f]{8,64}$/i.test(s);

/** Restores a snapshot into `targetDir`; returns the database file's path there. */
export async function restoreFromRestic(settings: ResticSettings, snapshotId: string, targetDir: string): Promise<string> {
  const args = ['restore', snapshotId, '--target', targetDir];
  if (snapshotId === 'latest') args.push('--tag', RESTIC_TAG);
  await run(settings, args, settings.timeoutMs);
  return `${targetDir}/${RESTIC_FILENAME}`;
}
