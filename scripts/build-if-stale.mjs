// Builds each app whose dist is missing or older than its sources, so `pnpm start` and the e2e run
// always serve what is in the tree without rebuilding needlessly.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

export function buildIfStale(root) {
  for (const app of ['liff-app', 'admin-console']) {
    const dir = join(root, app);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const index = join(dir, 'dist', 'index.html');
    const sources = Math.max(newest(join(dir)), newest(join(root, 'api', 'contract')));
    if (existsSync(index) && statSync(index).mtimeMs >= sources) continue;
    console.log(`building ${app} …`);
    execSync(`pnpm --filter ./${app} build`, { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale(process.cwd());
