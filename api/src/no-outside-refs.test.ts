import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, SOURCE_DIRS, sourceFiles } from './test/source-files';

/**
 * Comments and test titles cite what a clone has: docs/ (docs/product.md for what a screen or rule does) or
 * the contract. Never the original specification a clone does not hold (its name or a section number, a
 * section sign and one digit; the law's three-digit sections stay), the old design note, or an issue
 * number. The words are put together here so that this file does not name them itself; the specification's
 * name is matched as a whole word, so that identifiers such as SPECIAL_PRICE are not.
 */
const specName = 'SP' + 'EC';
const DESIGN = 'DES' + 'IGN\\.md';
const OUTSIDE = new RegExp(`\\b${specName}\\b|${DESIGN}|\\b[Ii]ssues? #?\\d|(?<![\\w§])§\\d(?!\\d)`);

describe('references a clone can follow', () => {
  it('no source file cites the specification, the design note or an issue number', () => {
    const found = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('catches each kind, and not what merely looks like one', () => {
    const is = ['issue', 'Issue'];
    for (const line of [
      // The digit after the section sign is put in on its own, so that this line is no citation itself.
      `// ${specName} §${4} install button`,
      `(the ${specName}'s table)`,
      `// ${DESIGN.replace('\\', '')} "Gold price"`,
      `(${is[0]} 17)`,
      `// ${is[1]} 5: the staff side`,
      '(§' + '8 messages)',
    ]) {
      expect(OUTSIDE.test(line), line).toBe(true);
    }
    for (const line of [
      `${specName}IAL_PRICE_CAT_ID = 6`,
      '§499: the redemption price',
      'docs/product.md "Messages"',
      'a spec file',
      'tissue 5',
    ]) {
      expect(OUTSIDE.test(line), line).toBe(false);
    }
  });
});
