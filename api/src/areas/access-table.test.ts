import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints, type Endpoint } from '../../contract/index';

/**
 * docs/access.md is the table of who may make each call and why. The declarations are the truth the server
 * applies; this test holds the table to them row by row, so the page cannot drift from the code.
 */
const DOC = fileURLToPath(new URL('../../../docs/access.md', import.meta.url));
const ROW = /^\| `([A-Za-z]+\.[A-Za-z0-9]+)` \| `(GET|POST|PUT|DELETE) ([^`]+)` \| ([a-z]+) \| (.+?) \| (.*) \|$/;

const declared = Object.entries(endpoints).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, e]) => ({ call: `${area}.${name}`, e })),
);
const rowFor = (call: string, e: Endpoint) => `| \`${call}\` | \`${e.method} ${e.path}\` | ${e.access} | ${e.limit ?? '—'} | (why) |`;

describe('docs/access.md', () => {
  const lines = readFileSync(DOC, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('| `'));
  const rows = new Map<string, { method: string; path: string; access: string; limit: string; why: string }>();
  for (const line of lines) {
    const m = ROW.exec(line);
    expect(m, `a row docs/access.md cannot read: ${line}`).not.toBeNull();
    const [, call, method, path, access, limit, why] = m!;
    expect(rows.has(call!), `${call} is in the table twice`).toBe(false);
    rows.set(call!, { method: method!, path: path!, access: access!, limit: limit!, why: why!.trim() });
  }

  it('has a row for every declared call, with its method, path, access and limit', () => {
    const missing = declared.filter(({ call }) => !rows.has(call));
    expect(
      missing.map(({ call, e }) => rowFor(call, e)),
      'rows to add to docs/access.md (write the why)',
    ).toEqual([]);
    for (const { call, e } of declared) {
      const row = rows.get(call)!;
      expect({ call, method: row.method, path: row.path, access: row.access, limit: row.limit }).toEqual({
        call,
        method: e.method,
        path: e.path,
        access: e.access,
        limit: e.limit ?? '—',
      });
    }
  });

  it('has no row for a call that is not declared, and says why for every call', () => {
    const known = new Set(declared.map((d) => d.call));
    expect(
      [...rows.keys()].filter((call) => !known.has(call)),
      'rows of calls no longer declared',
    ).toEqual([]);
    for (const [call, row] of rows) expect(row.why.length, `${call}: why?`).toBeGreaterThan(10);
  });

  it('gives a limit only to staff calls: an owner call has none, and a public one cannot have one', () => {
    for (const { call, e } of declared) if (e.limit !== undefined) expect(e.access, call).toBe('staff');
  });
});
