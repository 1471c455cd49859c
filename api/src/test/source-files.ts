import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root, for tests that read files across packages. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** The folders whose source files comments live in: the API, the database, both apps with the member app's build
 * and measuring scripts, e2e and the scripts. */
export const SOURCE_DIRS = [
  'api',
  'db',
  'liff-app/src',
  'liff-app/scripts',
  'liff-app/build',
  'admin-console/src',
  'e2e',
  'scripts',
] as const;

/** Every .ts, .tsx, .mjs and .css file under `dir` (relative to the root), as root-relative paths; no dependencies or builds. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return ['node_modules', 'dist', 'drizzle'].includes(e.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|css)$/.test(e.name) ? [path] : [];
  });
}
