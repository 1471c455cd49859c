import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { concurrencyLimit, QueueRefused } from './concurrency';
import { HttpError, tooBusy } from './http-error';

/**
 * HTML to PDF with Debian's headless Chromium (docs/decisions.md "Statements and receipts"): it shapes Thai
 * with HarfBuzz (tone marks and vowels in place, lines broken between words), which the fontkit-based PDF
 * libraries do not. One Chromium at a time (a few hundred MB each on a small server); the page has no
 * network, and no markup but the HTML written here (every text in it is escaped). Scripts stay on: Chromium's
 * own print step needs them (--blink-settings=scriptEnabled=false writes no PDF).
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-pdf-header-footer',
  // Everything the page needs is in the file: any other address fails at once.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

const TIMEOUT_MS = 30_000;
/**
 * One Chromium at a time, a short bounded line behind it (lib/concurrency.ts, as image decoding has): a burst
 * of statements is told to come back (503 with Retry-After) rather than queueing renders without end.
 */
const line = concurrencyLimit(1, { maxWaiting: 8, maxWaitMs: 20_000 });
const BUSY_MESSAGE = 'ขณะนี้มีผู้ขอเอกสาร PDF จำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่';
const UNAVAILABLE_RETRY_S = 30;

/**
 * Why no PDF can be made now, for the operator's log (docs/operations.md "When something is wrong"): the
 * member is told only that PDFs cannot be made and when to try again.
 */
type Unavailable = 'chromium_missing' | 'chromium_failed' | 'temp_disk';
class PdfUnavailable extends HttpError {
  constructor(readonly reason: Unavailable) {
    super(503, 'PDF_UNAVAILABLE', 'สร้างเอกสาร PDF ไม่ได้ในขณะนี้ กรุณาลองใหม่ภายหลัง', UNAVAILABLE_RETRY_S);
  }
}

/**
 * How long a render takes, from the renders that worked (docs/decisions.md "PDFs: an honest Retry-After,
 * unavailable never busy"); until one has, a statement's render as measured here: Chromium's start and a page
 * take 2.6 s on the development machine.
 */
const FIRST_GUESS_MS = 2_500;
let renderMs = 0;
const SMOOTHING = 0.3;
const expectedRenderMs = () => renderMs || FIRST_GUESS_MS;
/** When the line ahead would have been rendered through: the one running and every one waiting. */
const retryAfterS = () => {
  const { running, waiting } = line.stats();
  return Math.min(60, Math.max(1, Math.ceil(((running + waiting) * expectedRenderMs()) / 1000)));
};

/**
 * Chromium that cannot render now: its binary missing, or its last run failing. Requests are then answered
 * "unavailable" at once, never queued behind renders that will fail too and told "busy".
 */
const BROKEN_MS = 15_000;
const broken = new Map<string, { until: number; reason: Unavailable }>();
const brokenNow = (chromium: string) => {
  const b = broken.get(chromium);
  return b && Date.now() < b.until ? b.reason : undefined;
};
const checked = new Map<string, { at: number; ok: boolean }>();
function chromiumMissing(path: string): boolean {
  const seen = checked.get(path);
  if (seen && Date.now() - seen.at < 5_000) return !seen.ok;
  let ok = true;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    ok = false;
  }
  checked.set(path, { at: Date.now(), ok });
  return !ok;
}

/** Errors of the temporary folder's disk: full, out of files, read-only or failing. A 503, never a 500. */
const DISK_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EMFILE', 'ENFILE', 'EACCES', 'ENOENT']);
const onDisk = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (DISK_ERRORS.has((err as NodeJS.ErrnoException).code ?? '')) throw new PdfUnavailable('temp_disk');
    throw err;
  }
};

async function render(chromium: string, html: string): Promise<Buffer> {
  const dir = await onDisk(() => mkdtemp(join(tmpdir(), 'goldshop-pdf-')));
  try {
    const page = join(dir, 'page.html');
    const out = join(dir, 'out.pdf');
    await onDisk(() => writeFile(page, html));
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn(
        chromium,
        [...FLAGS, `--user-data-dir=${join(dir, 'profile')}`, `--print-to-pdf=${out}`, pathToFileURL(page).href],
        {
          stdio: 'ignore',
          // Chromium wants a home for its caches (the service's may be read-only) and a PATH for its launcher script.
          env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: dir },
        },
      );
      const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
      child.on('error', () => resolve(false));
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    });
    const pdf = ok ? await readFile(out).catch(() => undefined) : undefined;
    if (pdf?.subarray(0, 5).toString() === '%PDF-') return pdf;
    // Chromium writes its profile and the PDF into the same temporary folder: when that disk is full, it
    // fails, and the disk says why.
    await onDisk(() => writeFile(join(dir, 'room'), Buffer.alloc(64 * 1024)));
    throw new PdfUnavailable('chromium_failed');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The reasons last logged, so a burst of failures is one line a minute, not one a request. */
const logged = new Map<Unavailable, number>();
const WHY: Record<Unavailable, string> = {
  chromium_missing: 'Chromium is not installed where CHROMIUM_PATH says',
  chromium_failed: 'Chromium failed to render (not starting, crashing, or over its time)',
  temp_disk: 'the temporary folder cannot be written (disk full or read-only)',
};
function logUnavailable(log: FastifyBaseLogger | undefined, reason: Unavailable, chromium: string) {
  const last = logged.get(reason) ?? 0;
  if (!log || Date.now() - last < 60_000) return;
  logged.set(reason, Date.now());
  log.error({ code: 'PDF_UNAVAILABLE', reason, chromium, tmpdir: tmpdir() }, `no PDF can be made: ${WHY[reason]}`);
}

/**
 * The PDF of a page of HTML, rendered after any render before it: 503 PDF_UNAVAILABLE when Chromium is missing
 * or failing or the temporary disk is full (at once, never after waiting in line), 503 PDF_BUSY with a
 * Retry-After from the line's real speed when the line is full.
 */
export async function htmlToPdf(chromium: string, html: string, log?: FastifyBaseLogger): Promise<Buffer> {
  const refuse = (reason: Unavailable) => {
    logUnavailable(log, reason, chromium);
    return new PdfUnavailable(reason);
  };
  if (chromiumMissing(chromium)) throw refuse('chromium_missing');
  const known = brokenNow(chromium);
  if (known) throw refuse(known);
  try {
    return await line(async () => {
      // Waited in line while the one before found Chromium broken: the same answer, without trying again.
      const meanwhile = brokenNow(chromium);
      if (meanwhile) throw new PdfUnavailable(meanwhile);
      const started = performance.now();
      try {
        const pdf = await render(chromium, html);
        const ms = performance.now() - started;
        renderMs = renderMs ? renderMs + SMOOTHING * (ms - renderMs) : ms;
        return pdf;
      } catch (err) {
        if (err instanceof PdfUnavailable) broken.set(chromium, { until: Date.now() + BROKEN_MS, reason: err.reason });
        throw err;
      }
    });
  } catch (err) {
    if (err instanceof QueueRefused) throw tooBusy('PDF_BUSY', BUSY_MESSAGE, retryAfterS());
    if (err instanceof PdfUnavailable) throw refuse(err.reason);
    throw err;
  }
}

/** For tests: forget what was learnt of Chromium and of the render time. */
export function resetPdfState() {
  broken.clear();
  renderMs = 0;
  checked.clear();
  logged.clear();
}

/** Text for HTML: nothing a member or staff typed can become markup in a document. */
export const esc = (s: string | number | null | undefined) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
