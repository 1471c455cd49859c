import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpError } from './http-error';
import { htmlToPdf, resetPdfState } from './pdf';

const dir = mkdtempSync(join(tmpdir(), 'pdf-line-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => resetPdfState());

/** A stand-in "Chromium" that takes `seconds`, counts its runs, and writes a PDF (or fails). */
function standIn(name: string, seconds: number, works: boolean) {
  const path = join(dir, name);
  const runs = join(dir, `${name}.runs`);
  writeFileSync(runs, '');
  writeFileSync(
    path,
    `#!/bin/sh\necho run >> ${runs}\nsleep ${seconds}\n${
      works
        ? 'for a in "$@"; do case "$a" in --print-to-pdf=*) printf "%%PDF-1.4 stand-in" > "$(printf %s "$a" | cut -d= -f2-)";; esac; done\nexit 0'
        : 'exit 1'
    }\n`,
  );
  chmodSync(path, 0o755);
  return { path, runs: () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length };
}

const outcome = (a: PromiseSettledResult<Buffer>) =>
  a.status === 'fulfilled' ? { code: 'ok' } : { code: (a.reason as HttpError).code, err: a.reason as HttpError };

describe('htmlToPdf', () => {
  it('renders one at a time behind a bounded line: a burst past it is told to come back when the line will really be through', async () => {
    const chromium = standIn('slow', 0.4, true);
    const burst = async () => {
      const sent = Date.now();
      let drained = 0;
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, () =>
          htmlToPdf(chromium.path, '<p>x</p>').then((pdf) => {
            drained = Date.now();
            return pdf;
          }),
        ),
      );
      const results = answers.map(outcome);
      expect(results.filter((r) => r.code === 'ok')).toHaveLength(9); // one running, eight waiting
      const busy = results.filter((r) => r.code === 'PDF_BUSY');
      expect(busy).toHaveLength(3);
      expect(busy[0]!.err!.statusCode).toBe(503);
      return { lineMs: drained - sent, retryAfterMs: busy.map((b) => b.err!.retryAfter! * 1000) };
    };
    // Before any render has finished the line guesses a Chromium's usual time: never sooner than it will be
    // through (it said "1 s" while nine renders waited).
    const cold = await burst();
    for (const ms of cold.retryAfterMs) expect(ms).toBeGreaterThanOrEqual(cold.lineMs);
    // Then from the renders it has seen: about as long as the nine ahead take.
    const warm = await burst();
    for (const ms of warm.retryAfterMs) {
      expect(ms).toBeGreaterThanOrEqual(warm.lineMs * 0.6);
      expect(ms).toBeLessThanOrEqual(warm.lineMs * 1.6 + 1000);
    }
  });

  it('with Chromium missing, a whole burst is told "unavailable" at once, never "busy"', async () => {
    const started = Date.now();
    const results = (await Promise.allSettled(Array.from({ length: 12 }, () => htmlToPdf(join(dir, 'no-such-chromium'), '<p>x</p>')))).map(
      outcome,
    );
    expect(results.map((r) => r.code)).toEqual(Array(12).fill('PDF_UNAVAILABLE'));
    expect(results[0]!.err!.retryAfter).toBe(30);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('with a Chromium that fails, its first failure answers those in line and those after: "unavailable", one run', async () => {
    const chromium = standIn('broken', 0.3, false);
    // All at once, before anything is known: one runs, eight wait, the line is full for the rest.
    const first = (await Promise.allSettled(Array.from({ length: 12 }, () => htmlToPdf(chromium.path, '<p>x</p>')))).map(outcome);
    expect(first.filter((r) => r.code === 'PDF_UNAVAILABLE')).toHaveLength(9); // the one that ran, and the eight behind it without running
    expect(chromium.runs()).toBe(1);
    // From then on, at once and without a run.
    const later = (await Promise.allSettled(Array.from({ length: 12 }, () => htmlToPdf(chromium.path, '<p>x</p>')))).map(outcome);
    expect(later.map((r) => r.code)).toEqual(Array(12).fill('PDF_UNAVAILABLE'));
    expect(chromium.runs()).toBe(1);
  });

  // Fault test: a full temporary disk answered 500 INTERNAL. As root the temporary folder is a tmpfs of 256 KB
  // filled to the last byte (ENOSPC, as a full disk says it); otherwise a folder this user may not write.
  it('a temporary disk it cannot write answers 503 PDF_UNAVAILABLE, never 500', async () => {
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    let mounted = false;
    if (process.getuid?.() === 0) {
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', tmp]);
        mounted = true;
        const fd = openSync(join(tmp, 'filler'), 'w');
        try {
          for (;;) writeSync(fd, Buffer.alloc(4096, 1));
        } catch (err) {
          expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
        } finally {
          closeSync(fd);
        }
      } catch {
        // no mounts here: the read-only folder below
      }
    }
    if (!mounted) chmodSync(tmp, 0o500);
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const err = await htmlToPdf('/usr/bin/chromium', '<p lang="th">ใบแจ้งยอด</p>'.repeat(2000)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 503, code: 'PDF_UNAVAILABLE', reason: 'temp_disk' });
    } finally {
      process.env.TMPDIR = before;
      if (before === undefined) delete process.env.TMPDIR;
      if (mounted) execFileSync('umount', ['-l', tmp]);
      else chmodSync(tmp, 0o700);
    }
  });
});
