// Names of what failed, read from the JSON reports vitest and Playwright write, so that the last lines of a run
// (all a CI log's tail may keep) say which tests broke and not only how many.
import { relative } from 'node:path';

/** vitest's JSON report: every failing test by file and full name, and a file that failed before its tests ran. */
export function vitestFailures(report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) lines.push(`${name} › ${t.fullName}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name} (${firstLine(file.message) || 'failed to run'})`);
  }
  return lines;
}

/** Playwright's JSON report: the failing and the flaky tests, by file, line and title. */
export function playwrightOutcomes(report) {
  const failed = [];
  const flaky = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failed.push(name);
        if (test.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { failed, flaky };
}

const firstLine = (text) =>
  (text ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';
