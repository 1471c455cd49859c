import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot as root, SOURCE_DIRS, sourceFiles } from './test/source-files';

/**
 * What README.md and docs/ point a reader to must be there in a fresh clone: every relative link (and the
 * heading its #anchor names), and every repository path they write out (`docs/…`, `api/…`, `e2e/…` …).
 * Code comments cite the product, architecture, decisions and operations pages by heading (`docs/product.md "<heading>"`), so each
 * heading cited must exist too: renaming one breaks this test, not the reader.
 */
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Text outside fenced code blocks (a diagram's box-drawing is not a link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped (letters of any script kept), spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, (c) => (c === '_' ? '_' : ''))
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

const headings = (text: string) => [...prose(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((m) => m[1]!);

/** Repository paths written in prose: a top-level folder of the repository, then a path with no placeholder. */
const TOP = ['docs', 'api', 'db', 'liff-app', 'admin-console', 'e2e', 'scripts', 'deploy', '.ci'];
const pathRe = new RegExp(`(?<![\\w./@-])(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./@-]*`, 'g');

describe('README.md and docs/', () => {
  it('every relative link leads to a file of the clone, and its #anchor to a heading there', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      const text = prose(read(doc));
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const path = file ? relative(root, resolve(join(root, dirname(doc)), file)) : doc;
        if (!existsSync(join(root, path))) {
          broken.push(`${doc}: ${target} (no ${path})`);
          continue;
        }
        if (anchor && path.endsWith('.md') && !headings(read(path)).some((h) => anchorOf(h) === anchor)) {
          broken.push(`${doc}: ${target} (no heading #${anchor} in ${path})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every repository path they write out exists', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      for (const m of prose(read(doc)).matchAll(pathRe)) {
        const path = m[0].replace(/[.,;:]+$/, '');
        if (path.includes('/dist/')) continue; // what a build writes
        if (!existsSync(join(root, path))) missing.push(`${doc}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the anchors are GitHub’s', () => {
    expect(anchorOf('7. Backups and restore')).toBe('7-backups-and-restore');
    expect(anchorOf('Member app: savings type 1 (/saving)')).toBe('member-app-savings-type-1-saving');
    expect(anchorOf('Console: savings terms (privacy-manager1, privacy-manager2)')).toBe(
      'console-savings-terms-privacy-manager1-privacy-manager2',
    );
  });
});

describe('citations of docs/ in the code', () => {
  it('every docs/product.md, architecture.md, decisions.md or operations.md "<heading>" cited names a heading of that page', () => {
    // A numbered heading ('12. Personal data') is cited by its words.
    const pages = new Map(
      ['docs/product.md', 'docs/architecture.md', 'docs/decisions.md', 'docs/operations.md'].map((p) => [
        p,
        headings(read(p)).map((h) => h.replace(/^\d+\. /, '')),
      ]),
    );
    const wrong: string[] = [];
    for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
      for (const m of read(file).matchAll(/(docs\/(?:product|architecture|decisions|operations)\.md),? \(?"([^"<\n][^"\n]*)"/g)) {
        if (!pages.get(m[1]!)!.includes(m[2]!)) wrong.push(`${file}: ${m[1]} "${m[2]}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
