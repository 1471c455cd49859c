import { describe, expect, it } from 'vitest';
import { CsvError, csvRows, parseCsv } from './csv';

const parse = (s: string | Buffer) => parseCsv(Buffer.isBuffer(s) ? s : Buffer.from(s));

describe('csv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF, and a BOM', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\r\n';
    expect(parse(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(parse('a\n\n1\n\n').map((r) => r.line)).toEqual([1, 3]);
  });

  it('reads a last line without a newline, and empty fields', () => {
    expect(parse('a,b\n1,').at(-1)).toEqual({ line: 2, fields: ['1', ''] });
  });

  it('reports broken quoting with its line', () => {
    expect(() => parse('a\n"open')).toThrow(CsvError);
    expect(() => parse('a\n"x"y')).toThrow(/บรรทัด 2/);
    expect(() => parse('a\nx"y')).toThrow(/บรรทัด 2/);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => parse(Buffer.from([0x61, 0x0a, 0xff, 0xfe]))).toThrow(/UTF-8/);
  });

  it('maps rows by header, any column order and case, ignoring extra columns', () => {
    const rows = csvRows(parse('B, A ,extra\n2,1,z\n'), ['a', 'b'] as const);
    expect(rows).toEqual([{ line: 2, row: { a: '1', b: '2' } }]);
  });

  it('reports a missing column on line 1 and a short row with its line', () => {
    expect(() => csvRows(parse('a\n1\n'), ['a', 'b'] as const)).toThrow(/บรรทัด 1: ไม่มีคอลัมน์ b/);
    try {
      csvRows(parse('a,b\n1,2\n3\n'), ['a', 'b'] as const);
      expect.unreachable();
    } catch (err) {
      expect((err as CsvError).line).toBe(3);
    }
    expect(() => csvRows(parse(''), ['a'] as const)).toThrow(CsvError);
  });
});
