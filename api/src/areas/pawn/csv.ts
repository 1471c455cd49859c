/** A CSV record and the (1-based) file line it starts on, so errors can point at it. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A refused file: the line at fault, and why (CSV_INVALID; OWNER_NEEDED when only the owner may import it). */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
    readonly code: 'CSV_INVALID' | 'OWNER_NEEDED' | 'OTHER_BRANCH' = 'CSV_INVALID',
  ) {
    super(message);
  }
}

/**
 * RFC 4180 CSV: comma separated, double-quoted fields may hold commas, quotes ("") and line breaks;
 * CRLF or LF. A UTF-8 BOM is dropped. Blank lines are skipped. Invalid UTF-8 is refused rather than
 * read as replacement characters, since a wrong encoding would silently corrupt Thai text. Records come
 * one at a time, so a caller reading a big file can let other work run between them (import.ts).
 */
export function* csvRecords(buf: Buffer): Generator<CsvRecord> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw new CsvError(1, 'ไฟล์ต้องเป็น UTF-8');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  /** The field was quoted: a blank-looking `""` line is still a record, and nothing may follow the quote. */
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  /** The record that just ended, or undefined for a blank line. */
  const endRecord = (): CsvRecord | undefined => {
    const blank = fields.length === 0 && field === '' && !wasQuoted;
    endField();
    const record = blank ? undefined : { line: start, fields };
    fields = [];
    return record;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      const record = endRecord();
      if (record) yield record;
      line++;
      start = line;
    } else if (wasQuoted) {
      throw new CsvError(line, `บรรทัด ${line}: มีข้อความต่อท้ายเครื่องหมายคำพูด`);
    } else if (c === '"') {
      if (field !== '') throw new CsvError(line, `บรรทัด ${line}: เครื่องหมายคำพูดอยู่ผิดตำแหน่ง`);
      quoted = true;
      wasQuoted = true;
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvError(start, `บรรทัด ${start}: เครื่องหมายคำพูดไม่ครบคู่`);
  if (field !== '' || fields.length > 0 || wasQuoted) {
    const record = endRecord();
    if (record) yield record;
  }
}

/** Every record of a file at once (small files, tests). */
export const parseCsv = (buf: Buffer): CsvRecord[] => [...csvRecords(buf)];

/**
 * Maps records to objects by the header row (names trimmed, case-insensitive). Every `required` column
 * must be present; columns outside `required` and `optional` are ignored (a point-of-sale export may
 * carry more than we use). Each row must have as many fields as the header.
 */
export function csvRows<R extends string, O extends string>(
  records: CsvRecord[],
  required: readonly R[],
  optional: readonly O[] = [],
): { line: number; row: Record<R, string> & Partial<Record<O, string>> }[] {
  const header = records[0];
  if (!header) throw new CsvError(1, 'ไฟล์ว่าง ไม่มีแถวหัวตาราง');
  const names = header.fields.map((h) => h.trim().toLowerCase());
  const missing = required.filter((r) => !names.includes(r));
  if (missing.length) throw new CsvError(header.line, `บรรทัด ${header.line}: ไม่มีคอลัมน์ ${missing.join(', ')}`);
  const wanted = [...required, ...optional] as string[];
  return records.slice(1).map((rec) => {
    if (rec.fields.length !== names.length) {
      throw new CsvError(rec.line, `บรรทัด ${rec.line}: มี ${rec.fields.length} คอลัมน์ แต่หัวตารางมี ${names.length}`);
    }
    const row: Record<string, string> = {};
    names.forEach((n, i) => {
      if (wanted.includes(n)) row[n] = rec.fields[i]!.trim();
    });
    return { line: rec.line, row: row as Record<R, string> & Partial<Record<O, string>> };
  });
}
