import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts a second process that holds `path`'s write lock until `release()`. */
export async function holdWriteLock(path: string): Promise<{ release(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./lock-holder.child.ts', import.meta.url)), [path], { execArgv: ['--import', 'tsx'] });
  const said = (what: string) =>
    new Promise<void>((resolve, reject) => {
      child.on('message', (m) => m === what && resolve());
      child.once('exit', (code) => reject(new Error(`lock holder exited (${code}) before saying ${what}`)));
    });
  await said('locked');
  return {
    release: async () => {
      const released = said('released');
      child.send('release');
      await released;
    },
  };
}
