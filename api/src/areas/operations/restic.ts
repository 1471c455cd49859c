import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import type { BackupConfig } from '../../config';

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

function run(settings: ResticSettings, args: string[], stdinFile?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(RESTIC_BIN, args, { env: settings.env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (!err) return resolve({ stdout, stderr });
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return reject(new ResticError('restic is not installed (apt-get install restic)'));
      // restic's own explanation is its "Fatal:" line; the rest is usage noise.
      const fatal = stderr.split('\n').find((l) => l.startsWith('Fatal:')) ?? stderr.trim().split('\n').pop() ?? err.message;
      reject(Object.assign(new ResticError(`restic ${args[0]} failed: ${fatal}`), { stderr, exitCode: typeof code === 'number' ? code : undefined }));
    });
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

/** Creates the repository the first time (restic exits 10 for "does not exist" since 0.17, 1 with this text before). */
export async function ensureRepository(settings: ResticSettings): Promise<'existing' | 'created'> {
  try {
    await run(settings, ['cat', 'config']);
    return 'existing';
  } catch (err) {
    const { stderr = '', exitCode } = err as { stderr?: string; exitCode?: number };
    if (exitCode !== 10 && !/Is there a repository at the following location|repository does not exist/i.test(stderr)) throw err;
  }
  await run(settings, ['init']);
  return 'created';
}

/** restic reads the time in local time, as "2006-01-02 15:04:05". */
const resticTime = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Sends one verified snapshot file, then forgets and prunes by the keep policy. Returns restic's snapshot id. */
export async function sendToRestic(settings: ResticSettings, file: string, at: Date): Promise<{ snapshotId: string }> {
  await ensureRepository(settings);
  const { stdout } = await run(
    settings,
    ['backup', '--json', '--stdin', '--stdin-filename', RESTIC_FILENAME, '--tag', RESTIC_TAG, '--time', resticTime(at)],
    file,
  );
  const summary = stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { message_type?: string; snapshot_id?: string })
    .find((m) => m.message_type === 'summary');
  if (!summary?.snapshot_id) throw new ResticError('restic backup did not report a snapshot id');
  await run(settings, ['forget', '--tag', RESTIC_TAG, ...RESTIC_KEEP, '--prune']);
  return { snapshotId: summary.snapshot_id };
}

/** Snapshot ids restic accepts: a hex id or prefix, or `latest` (this app's newest). */
export const looksLikeSnapshotId = (s: string) => s === 'latest' || /^[0-9a-f]{8,64}$/i.test(s);

/** Restores a snapshot into `targetDir`; returns the database file's path there. */
export async function restoreFromRestic(settings: ResticSettings, snapshotId: string, targetDir: string): Promise<string> {
  const args = ['restore', snapshotId, '--target', targetDir];
  if (snapshotId === 'latest') args.push('--tag', RESTIC_TAG);
  await run(settings, args);
  return `${targetDir}/${RESTIC_FILENAME}`;
}
