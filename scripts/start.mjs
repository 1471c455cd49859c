// `pnpm start`: build what is not built, then serve API and both apps on one port (docs/architecture.md "Layers").
// The API runs compiled (api/dist/server.mjs, scripts/build-api.mjs): plain node, no TypeScript loader.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { buildApiIfStale } from './build-api.mjs';

buildIfStale(process.cwd());
await buildApiIfStale(process.cwd());

// The IPC channel is the server's lifeline: it closes when this launcher ends in any way (even SIGKILL),
// and the server then stops on its own (api/src/lib/shutdown.ts).
// MALLOC_ARENA_MAX=2 (unless set): glibc's allocator is read before the server's first line runs, and one
// arena per libvips thread kept a payday burst's memory (docs/decisions.md "Memory of a payday burst").
const child = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.mjs'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
let stopping = false;
const stop = (sig) => {
  if (stopping) return;
  stopping = true;
  child.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig));

// pnpm (and npm) run this through `sh -c`; when pnpm is sent SIGTERM it exits without passing the signal
// on, and this launcher is left behind, re-parented. Seeing a new parent means whoever started us is gone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();

child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
