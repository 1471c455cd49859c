import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The member app's built index.html with a page's own <title> and meta in its head, for the pages a link
 * preview (LINE, Facebook) or a search engine reads without running the app (docs/decisions.md "A product's
 * page, told from the server"). Read once per build: the file is reread only when its mtime moves.
 */

/** Text for HTML: element content and double-quoted attributes. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: `<` escaped so no text in it can close the script element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageHead {
  title: string;
  description: string;
  /** Whole <meta>/<link>/<script> elements, already escaped, added at the end of the head. */
  extra: string;
}

export function memberShell(appsRoot: string) {
  const file = join(appsRoot, 'liff-app/dist/index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const read = (): string | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
  return {
    /** The plain shell, or null when the app is not built. */
    plain: read,
    /** The shell with the page's head, or null when the app is not built. */
    withHead(head: PageHead): string | null {
      const html = read();
      if (html === null) return null;
      const title = `<title>${escapeHtml(head.title)}</title>`;
      const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
      return html
        .replace(/<title>[\s\S]*?<\/title>/, () => title)
        .replace(/<meta name="description"[^>]*>/, () => description)
        .replace('</head>', () => `${head.extra}</head>`);
    },
  };
}
