import { formatGrams } from '../gold-account/grams';
import type { Statement } from './statements';

// A month's statement as CSV (docs/decisions.md "A statement too large for a PDF is offered as CSV"): the same
// sections, balances and movements as the PDF, one row each, for a spreadsheet. UTF-8 with a BOM, so Excel
// reads the Thai as Thai; CRLF and RFC 4180 quoting; amounts in baht with two decimals and no separators.

const HEADER = ['หมวด', 'วันที่', 'รายการ', 'เลขที่', 'จำนวนเงิน (บาท)', 'น้ำหนัก (กรัม)'];

/**
 * A text field as RFC 4180 writes it, and never a formula: a spreadsheet runs a cell that starts with = + - @
 * (a product name a staff member typed could); such text gets a leading apostrophe. Amounts are written apart,
 * as plain numbers, so a withdrawal's minus stays a minus.
 */
function text(value: string): string {
  const t = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** Satang as baht with two decimals, no separators: -150000 → '-1500.00'. */
const amount = (satang: number) => (satang / 100).toFixed(2);

/** One row: section, Bangkok date, what, reference, the amount in satang (null: none), and the gold account's grams (units). */
type Row = [string, string, string, string, number | null, number?];

export function statementCsv(s: Statement): string {
  const out: Row[] = [];
  const movements = (section: string, rows: Statement['pawn'][number]['rows']) => {
    for (const r of rows) out.push([section, r.date, r.what, r.ref, r.amountSatang]);
  };
  if (s.saving) {
    const section = 'ออมทองประเภทที่ 1';
    out.push([section, '', 'ยอดยกมา', '', s.saving.opening]);
    movements(section, s.saving.rows);
    out.push([section, '', 'ยอดคงเหลือสิ้นเดือน', '', s.saving.closing]);
  }
  if (s.gold) {
    const section = 'ออมทองเป็นน้ำหนัก';
    out.push([section, '', 'ยอดทองยกมา', '', null, s.gold.opening]);
    for (const r of s.gold.rows) out.push([section, r.date, r.what, r.ref, r.amountSatang, r.units]);
    out.push([section, '', 'ยอดทองคงเหลือสิ้นเดือน', '', null, s.gold.closing]);
  }
  for (const d of s.down) {
    const section = `ออมทองประเภทที่ 2 สัญญาเลขที่ ${d.id} ${d.product}`.trim();
    out.push([section, '', 'ชำระแล้วยกมา', '', d.opening]);
    movements(section, d.rows);
    out.push([section, '', 'ชำระแล้วรวมสิ้นเดือน', '', d.closing]);
  }
  for (const p of s.pawn) {
    const section = `ขายฝาก สัญญาเลขที่ ${p.jnId}${p.item ? ` ${p.item}` : ''}`;
    movements(section, p.rows);
    out.push([section, '', 'รวมชำระในเดือนนี้', '', p.rows.reduce((t, r) => t + r.amountSatang, 0)]);
  }
  if (s.plan) {
    // The plan as it stands when printed: its next day and amount (docs/decisions.md "Monthly savings plan").
    const into = s.plan.account === 'gold' ? 'ออมทองเป็นน้ำหนัก' : 'ออมทองประเภทที่ 1';
    out.push(['แผนออมรายเดือน', s.plan.nextDate, `ฝากเข้า${into} ทุกวันที่ ${s.plan.day}`, '', Math.round(s.plan.amount * 100)]);
  }
  const lines = [
    HEADER.map(text).join(','),
    ...out.map(([a, b, c, d, satang, units]) =>
      [a, b, c, d]
        .map(text)
        .concat(satang === null ? '' : amount(satang), units === undefined ? '' : formatGrams(units))
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
