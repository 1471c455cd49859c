import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

const unavailable = () => new HttpError(503, 'PDF_UNAVAILABLE', 'สร้างเอกสาร PDF ไม่ได้ในขณะนี้ กรุณาลองใหม่ภายหลัง', 30);

async function render(chromium: string, html: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'goldshop-pdf-'));
  try {
    const page = join(dir, 'page.html');
    const out = join(dir, 'out.pdf');
    await writeFile(page, html);
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
    if (!ok) throw unavailable();
    const pdf = await readFile(out).catch(() => undefined);
    if (pdf?.subarray(0, 5).toString() !== '%PDF-') throw unavailable();
    return pdf;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF of a page of HTML, rendered after any render before it: 503 PDF_UNAVAILABLE when Chromium fails,
 * 503 PDF_BUSY with Retry-After when the line is full.
 */
export async function htmlToPdf(chromium: string, html: string): Promise<Buffer> {
  try {
    return await line(() => render(chromium, html));
  } catch (err) {
    if (err instanceof QueueRefused) throw tooBusy('PDF_BUSY', BUSY_MESSAGE, err.retryAfterS);
    throw err;
  }
}

/** Text for HTML: nothing a member or staff typed can become markup in a document. */
export const esc = (s: string | number | null | undefined) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
