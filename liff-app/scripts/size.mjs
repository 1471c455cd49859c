// `pnpm --filter liff-app size`: the gzipped JavaScript each member route loads, from Vite's build manifest.
// "first view": the entry, the route's page chunk and every chunk they import statically; "all": that plus
// every chunk the page may load later (a form's tab, a dialog), the most the route can ever cost. Budgets:
// the home route's first view ≤ 60 KB, every route's all ≤ 120 KB (exit 1 above either). Also fails when a
// chunk carries TypeBox (the contract's schemas are the server's: build/browser-contract.ts) or antd.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const HOME_BUDGET_KB = 60;
const ROUTE_BUDGET_KB = 120;
const dist = join(import.meta.dirname, '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json missing: run `pnpm --filter liff-app build` first');
  process.exit(2);
}

const ROUTES = {
  '/': 'src/pages/home/index.tsx',
  '/shop': 'src/pages/shop/index.tsx',
  '/shop/:code': 'src/pages/product/index.tsx',
  '/about': 'src/pages/about/index.tsx',
  '/gold-price': 'src/pages/gold-price/index.tsx',
  '/signin': 'src/pages/signin/index.tsx',
  '/signup': 'src/pages/signup/index.tsx',
  '/line': 'src/pages/line/index.tsx',
  '/verify': 'src/pages/verify/index.tsx',
  '/saving': 'src/pages/saving/index.tsx',
  '/downing': 'src/pages/downing/index.tsx',
  '/repurchase': 'src/pages/repurchase/index.tsx',
  '/gold-bank': 'src/pages/gold-bank/index.tsx',
  '/gold-account': 'src/pages/gold-account/index.tsx',
  '/branches': 'src/pages/branches/index.tsx',
  '/reservations': 'src/pages/reservations/index.tsx',
  '/account/password': 'src/pages/account/password.tsx',
  '(not found)': 'src/pages/not-found/index.tsx',
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const kb = new Map();
const sizeOf = (file) => {
  if (!kb.has(file)) kb.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return kb.get(file);
};

// The entry and the chunks it imports statically (the shell every route loads: vite.config.ts).
const shell = new Set();
(function visitShell(key) {
  if (shell.has(key)) return;
  shell.add(key);
  for (const dep of manifest[key]?.imports ?? []) visitShell(dep);
})(entryKey);

/** The files of `keys` and of what they import statically (and, with `lazy`, dynamically too). */
function closure(keys, lazy) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    // The shell's dynamic imports are the routes: another route's page is not this one's.
    if (lazy && !shell.has(key)) for (const dep of chunk.dynamicImports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}
const total = (files) => [...files].reduce((sum, f) => sum + sizeOf(f), 0);

let failed = false;
console.log('route               first view   all (KB gzipped)');
for (const [route, key] of Object.entries(ROUTES)) {
  if (!manifest[key]) {
    console.error(`manifest has no ${key}`);
    process.exit(2);
  }
  const first = total(closure([entryKey, key], false));
  const all = total(closure([entryKey, key], true));
  const over = (route === '/' && first > HOME_BUDGET_KB) || all > ROUTE_BUDGET_KB;
  failed ||= over;
  console.log(`${route.padEnd(18)} ${first.toFixed(1).padStart(10)} ${all.toFixed(1).padStart(6)}${over ? '  OVER BUDGET' : ''}`);
}
console.log(`budgets: the home route's first view ${HOME_BUDGET_KB} KB, any route with all it may load ${ROUTE_BUDGET_KB} KB`);

const js = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js'));
for (const file of new Set(js)) {
  const text = readFileSync(join(dist, file), 'utf8');
  if (text.includes('TypeBox.Kind')) (failed = true), console.error(`${file} carries TypeBox`);
  if (text.includes('prefixCls')) (failed = true), console.error(`${file} carries antd`);
}
if (failed) process.exit(1);
