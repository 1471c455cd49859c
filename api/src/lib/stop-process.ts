import type { ChildProcess } from 'node:child_process';

/**
 * Asks a child process to stop (SIGTERM, so it can clean up: restic removes its repository lock, the backup
 * job stops its restic) and kills it if it is still there after `graceMs`. Resolves once it has gone.
 */
export function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
