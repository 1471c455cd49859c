import { describe, expect, it } from 'vitest';
import { writeFileSync, chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { htmlToPdf } from './pdf';

describe('htmlToPdf', () => {
  it('renders one at a time behind a bounded line: a burst past it is told to come back (503 PDF_BUSY), never queued without end', async () => {
    // A stand-in "Chromium" that takes a while and fails: what matters here is the line, not the PDF.
    const dir = mkdtempSync(join(tmpdir(), 'pdf-line-'));
    const slow = join(dir, 'chromium');
    writeFileSync(slow, '#!/bin/sh\nsleep 0.3\nexit 1\n');
    chmodSync(slow, 0o755);
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => htmlToPdf(slow, '<p>x</p>')));
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code?: string }).code : 'ok'));
    expect(codes.filter((c) => c === 'PDF_BUSY').length).toBeGreaterThanOrEqual(3);
    expect(codes.filter((c) => c === 'PDF_UNAVAILABLE').length).toBeGreaterThanOrEqual(1);
    const busy = answers.find(
      (a) => a.status === 'rejected' && (a.reason as { code?: string }).code === 'PDF_BUSY',
    ) as PromiseRejectedResult;
    expect((busy.reason as { statusCode: number }).statusCode).toBe(503);
  });
});
