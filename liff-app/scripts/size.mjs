// Prints the gzipped JavaScript the home route loads (the entry chunk, the home page chunk and every chunk
// they import statically, from Vite's build manifest) and fails above the budget (issue 3: 170 KB).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 170;
const dist = join(import.meta.dirname, '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json missing: run `pnpm --filter liff-app build` first');
  process.exit(2);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = 'src/pages/home/index.tsx';
if (!entryKey || !manifest[homeKey]) {
  console.error(`manifest has no ${entryKey ? homeKey : 'entry'}`);
  process.exit(2);
}

const files = new Map(); // file → manifest key
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, key);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
visit(homeKey);

let total = 0;
const rows = [...files.keys()].map((file) => {
  const kb = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
  total += kb;
  return [file, kb];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, kb] of rows) console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${total.toFixed(1).padStart(7)} KB  gzipped JS for the home route (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
