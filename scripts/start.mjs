// `pnpm start`: build what is not built, then serve API and both apps on one port (DESIGN.md "Shape").
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale(process.cwd());
const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
