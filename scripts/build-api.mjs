// `pnpm build:api`: compiles the API server into one ES module, api/dist/server.mjs, so production runs
// it with plain `node` (no TypeScript loader in the running process; docs/decisions.md, Operations), and
// beside it the server's backup and daily-check job, api/dist/operations-job.mjs, which the server forks
// (api/src/operations/schedule.ts looks for it next to itself).
//
// esbuild bundles the server's own code (api/src, api/contract and the workspace package @goldshop/db, which
// is TypeScript source) and leaves every npm package outside the bundle, loaded from node_modules exactly
// as in development. Two things keep the bundle behaving like the sources:
// - an npm package is imported by the path it resolves to from the file that imports it (made relative to
//   the bundle), because db/ and api/ each see their own node_modules;
// - `import.meta.url` keeps meaning the source file's own location (db finds its migrations beside its
//   sources, config.ts finds the built apps two folders up, richmenu.ts its files in api/line/).
import { build } from 'esbuild';
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

const OUT = 'api/dist/server.mjs';
const WORKERS = ['api/src/lib/slips/qr-decode.worker.mjs'];
/** Every bundle: the server, and the job it forks for backups and the daily check. */
const ENTRIES = { server: 'api/src/server.ts', 'operations-job': 'api/src/operations/job.child.ts' };
const SOURCES = ['api/src', 'api/contract', 'db/src', 'db/package.json', 'api/package.json', 'pnpm-lock.yaml'];

const posix = (p) => p.split(sep).join('/');
const relativeTo = (outDir, file) => {
  const r = posix(relative(outDir, file));
  return r.startsWith('.') ? r : `./${r}`;
};

/** npm packages stay outside the bundle, each imported by the path it resolves to from its importer. */
const externalPackages = (outDir) => ({
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:') || args.pluginData?.resolving) return undefined;
      if (args.path.startsWith('@goldshop/')) return undefined; // our own TypeScript: bundled
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { resolving: true },
      });
      if (found.errors.length) return { errors: found.errors };
      if (!found.path.includes(`${sep}node_modules${sep}`)) return undefined; // a Node built-in
      return { path: relativeTo(outDir, found.path), external: true };
    });
  },
});

/** `import.meta.url` in a bundled source file means that source file, as it does under tsx. */
const sourceLocation = (outDir) => ({
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = `new URL(${JSON.stringify(relativeTo(outDir, args.path))}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

/** Builds the bundles into `outDir` (api/dist by default; a test builds elsewhere). Returns the server's path. */
export async function buildApi(root = process.cwd(), outDir = dirname(resolve(root, OUT))) {
  await build({
    entryPoints: Object.entries(ENTRIES).map(([out, src]) => ({ in: resolve(root, src), out })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages(outDir), sourceLocation(outDir)],
    logLevel: 'warning',
  });
  // Worker threads run a file of their own: plain JavaScript that imports only npm packages, copied beside
  // the bundle (lib/slips/read-qr.ts looks for it there first).
  for (const worker of WORKERS) copyFileSync(resolve(root, worker), join(outDir, worker.split('/').pop()));
  return join(outDir, 'server.mjs');
}

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') t = Math.max(t, newest(join(path, entry)));
  return t;
};

/** Builds the API when the bundle is missing or older than any source it is made from (as the apps are). */
export function buildApiIfStale(root = process.cwd()) {
  const outfile = resolve(root, OUT);
  const sources = Math.max(...SOURCES.map((s) => newest(resolve(root, s))));
  const built = Object.keys(ENTRIES).map((name) => join(dirname(outfile), `${name}.mjs`));
  if (built.every((f) => existsSync(f) && statSync(f).mtimeMs >= sources)) return Promise.resolve(outfile);
  console.log('building api …');
  return buildApi(root);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildApi();
  console.log(`built ${posix(relative(process.cwd(), out))}`);
}
