// `pnpm dev`: the API on :3000 (restarting on change) and both apps' Vite dev servers, which proxy /api
// to it: member app http://127.0.0.1:5173/, console http://127.0.0.1:5174/admin/.
import { spawn } from 'node:child_process';

const run = (name, cmd, args) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`${name} stopped (${code ?? 'signal'})`);
    process.exit(code ?? 0);
  });
  return child;
};

const children = [
  run('api', process.execPath, ['--import', 'tsx', '--watch', 'api/src/server.ts']),
  run('liff-app', 'pnpm', ['--filter', './liff-app', 'dev']),
  run('admin-console', 'pnpm', ['--filter', './admin-console', 'dev']),
];
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
