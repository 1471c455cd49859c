import { readdirSync, readFileSync } from 'node:fs';

// Looking at processes from outside, as an operator would (Linux /proc): the drills and the e2e start/stop
// checks find the server's children with it.

/** Every process descended from `pid`, from /proc (Linux). */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) if (parent === p) out.push(child), walk(child);
  };
  walk(pid);
  return out;
}

/** The command line of a process (for telling Litestream among a server's children). */
export const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};
