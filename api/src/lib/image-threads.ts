import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value libvips' worker threads run at. Decoding and encoding a picture (hundreds of
 * milliseconds of CPU each) happen in those threads; at nice 10 a thread weighs about a tenth of one at 0,
 * so whenever the event loop has a request to answer it gets the core, and pictures take what is left.
 * Measured here with three phone photos re-encoded at once beside 1 ms request-like tasks: the tasks ran
 * 3.5 times as often, started late by 20 ms at p99 instead of 164 ms, and the photos took no longer.
 * docs/decisions.md "Pictures wait for requests"
 */
export const IMAGE_THREAD_NICE = 10;

const lowered = new Set<number>();

/**
 * Lowers every libvips worker thread of this process not lowered yet to IMAGE_THREAD_NICE. On Linux the
 * nice value is a thread's own (setpriority on a thread id), and libvips names its threads "libvips
 * worker"; they are made when a picture first needs them and then kept. Elsewhere (no /proc) nothing
 * happens. Cheap: a look at twenty-odd thread names.
 */
export function lowerImageThreads(): void {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const t of tids) {
    const tid = Number(t);
    if (lowered.has(tid)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/self/task/${t}/comm`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    if (!name.startsWith('libvips')) continue;
    try {
      setPriority(tid, IMAGE_THREAD_NICE);
      lowered.add(tid);
    } catch {
      // Not permitted here (a sandbox): pictures then share the CPU evenly, as before.
    }
  }
}

/**
 * Runs image work with libvips' threads lowered: before it, and every 250 ms while it runs (a first
 * picture makes its threads only once it starts).
 */
export async function withImageThreadsLowered<T>(work: () => Promise<T>): Promise<T> {
  lowerImageThreads();
  const timer = setInterval(lowerImageThreads, 250);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    lowerImageThreads();
  }
}
