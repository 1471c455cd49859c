import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PREFIX, referenceOf } from './references';

const root = join(import.meta.dirname, '..', '..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('references', () => {
  it('are a letter for what the record is, a dash and six digits', () => {
    expect(referenceOf('saving', 10)).toBe('S-000010');
    expect(referenceOf('down', 5)).toBe('D-000005');
    expect(referenceOf('pawn', 1234567)).toBe('P-1234567');
    // The e-receipts issued before this function stay as they were written.
    expect(referenceOf('pawnRequest', 1)).toBe('PW-000001');
  });

  it('are written by referenceOf only: no source builds one by hand', () => {
    // 'S-${', `PW-${String(`, "'D-' +": a reference put together outside contract/references.ts would drift
    // from the one format the member reads out (docs/product.md "References").
    const letters = Object.values(REFERENCE_PREFIX).join('|');
    const byHand = new RegExp(`\\b(${letters})-\\$\\{|['"\`](${letters})-['"\`]\\s*\\+`);
    const sources = ['api/src', 'api/contract', 'liff-app/src', 'admin-console/src']
      .flatMap((d) => files(join(root, d)))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(join('contract', 'references.ts')));
    const offenders = sources.filter((f) => byHand.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
