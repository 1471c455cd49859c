// `pnpm test`: formatting and lint, the type check of every package, every unit/API test (vitest), then the end-to-end flows in Chromium (Playwright) against
// the built app. Ends with one line "N passed, N failed" over both runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { playwrightOutcomes, vitestFailures } from './test-report.mjs';

const out = mkdtempSync(join(tmpdir(), 'goldshop-test-'));
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const counts = { passed: 0, failed: 0, skipped: 0 };
const failedNames = [];
const flakyNames = [];

// One style, checked: formatting and lint (biome.json; `pnpm format` fixes the formatting).
const lintStatus = run('pnpm', ['exec', 'biome', 'ci', '.']);
if (lintStatus !== 0) {
  counts.failed += 1;
  failedNames.push('biome ci . (formatting and lint)');
} else counts.passed += 1;

// The typed client is only worth its types when they are checked: the API, db and both apps compile.
const typeStatus = run('pnpm', ['run', '--silent', 'typecheck']);
if (typeStatus !== 0) {
  counts.failed += 1;
  failedNames.push('typecheck');
} else counts.passed += 1;

// Chromium renders the PDF statements their unit test reads back, as well as every e2e screen.
ensureChromium();
const unitJson = join(out, 'vitest.json');
const unitStatus = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  failedNames.push(...vitestFailures(r, process.cwd()));
} else {
  counts.failed += 1;
  failedNames.push('vitest (no report written)');
}

let e2eStatus = 0;
if (process.env.SKIP_E2E !== '1') {
  buildIfStale(process.cwd());
  // What the member app ships is a check too, not only a benchmark: sizes are exact, and a chunk carrying
  // TypeBox or antd (a contract function that drags its module's schemas along) fails here.
  if (run('node', ['liff-app/scripts/size.mjs']) === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    failedNames.push('liff-app/scripts/size.mjs (the member app over its size budget)');
  }
  const e2eJson = join(out, 'playwright.json');
  e2eStatus = run('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  if (existsSync(e2eJson)) {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
    counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    counts.failed += s.unexpected ?? 0;
    counts.skipped += s.skipped ?? 0;
    const outcomes = playwrightOutcomes(JSON.parse(readFileSync(e2eJson, 'utf8')));
    failedNames.push(...outcomes.failed);
    flakyNames.push(...outcomes.flaky);
  } else if (e2eStatus !== 0) {
    counts.failed += 1;
    failedNames.push('playwright (no report written)');
  }
}

if (flakyNames.length) console.log(`\nFlaky (failed, then passed on retry):\n${flakyNames.map((n) => `  ${n}`).join('\n')}`);
if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(lintStatus !== 0 || typeStatus !== 0 || unitStatus !== 0 || e2eStatus !== 0 || counts.failed > 0 ? 1 : 0);
