// The e2e database is seeded once, when the run starts, with dates around Bangkok's today ("ten days late",
// "due today"); the screens count days again when each test runs. A run that crosses Bangkok's midnight would
// test yesterday's seed against today's count, so a run that would cross it starts just after it instead.

import { addDays, bangkokDayStartIso, bangkokToday } from '../api/src/lib/dates';

/** Milliseconds from `now` to the next Bangkok midnight (the API's own Bangkok-day helpers). */
function msToBangkokMidnight(now: Date): number {
  return Date.parse(bangkokDayStartIso(addDays(bangkokToday(now), 1))) - now.getTime();
}

/**
 * Blocks (the config is loaded synchronously) until just past Bangkok's midnight when less than `runMinutes`
 * remain before it; otherwise returns at once. Once per run: the workers load the config again.
 */
export function startClearOfBangkokMidnight(runMinutes: number): void {
  if (process.env.E2E_CLEAR_OF_MIDNIGHT) return;
  process.env.E2E_CLEAR_OF_MIDNIGHT = '1';
  const wait = msToBangkokMidnight(new Date());
  if (wait > runMinutes * 60_000) return;
  const waitMs = wait + 5_000;
  console.log(
    `e2e: Bangkok's midnight is ${Math.ceil(wait / 60_000)} min away; the run starts after it (docs/decisions.md "e2e runs clear of Bangkok's midnight")`,
  );
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, waitMs);
}
