import { branchLine } from '../../../contract/branch-line';
import type { ShopProfile } from '../../../contract/content';
import { esc } from '../../lib/pdf';
import { formatGrams } from '../gold-account/grams';
import type { Movement, Statement } from './statements';
import { THAI_MONTHS } from '../../../contract/thai-months';

/** '2026-10-05' → '5 ตุลาคม 2569' (Buddhist era). */
export const thaiDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${THAI_MONTHS[m - 1]} ${y + 543}`;
};
/** '2026-10' → 'ตุลาคม 2569'. */
export const thaiMonth = (month: string) => thaiDate(`${month}-01`).replace(/^1 /, '');
/** Satang as baht with two decimals and thousands separators: 123450 → '1,234.50'. */
export const baht = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface Party {
  shop: ShopProfile;
  member: { name: string; number: string };
  printedAt: string;
}

// Garuda (fonts-thai-tlwg): a plain Thai face whose text comes back out of the PDF exactly (docs/decisions.md
// "Statements and receipts"); Norasi, then any Thai face, if it is missing.
const STYLE = `
@page { size: A4; margin: 16mm 14mm; }
body { font-family: 'Garuda', 'Norasi', sans-serif; font-size: 11pt; color: #000; line-height: 1.5; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
h2 { font-size: 12.5pt; margin: 6mm 0 2mm; line-height: 1.8; break-after: avoid-page; }
section.part { break-before: auto; }
thead { display: table-header-group; }
tr { break-inside: avoid-page; }
.shop { font-size: 10pt; border-bottom: 1px solid #999; padding-bottom: 2mm; margin-bottom: 4mm; }
.member { margin-bottom: 2mm; }
table { width: 100%; border-collapse: collapse; margin-top: 2mm; }
th, td { text-align: left; padding: 1.5mm 2mm; border-bottom: 1px solid #ddd; vertical-align: top; line-height: 1.8; }
td.num, th.num { text-align: right; white-space: nowrap; }
td.day { white-space: nowrap; }
tr.total td { font-weight: bold; border-bottom: 0; }
.muted { color: #444; font-size: 9.5pt; }
.amount { font-size: 18pt; font-weight: bold; }
`;

function page(title: string, party: Party, body: string): string {
  const branches = party.shop.branches.map((b) => `<div>${esc(branchLine(b, { phone: true }))}</div>`).join('');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body>
<div class="shop"><strong>${esc(party.shop.name)}</strong>${branches}</div>
<h1>${esc(title)}</h1>
<div class="member">${esc(party.member.name)} <span class="muted">สมาชิกเลขที่ ${esc(party.member.number)}</span></div>
${body}
<p class="muted">ออกโดยระบบเมื่อ ${esc(party.printedAt)} เอกสารนี้ไม่ต้องมีลายมือชื่อ</p>
</body></html>`;
}

const rows = (list: Movement[], signed: boolean) =>
  list
    .map(
      (r) =>
        `<tr><td>${esc(thaiDate(r.date))}</td><td>${esc(r.what)}</td><td>${esc(r.ref)}</td><td class="num">${signed && r.amountSatang > 0 ? '+' : ''}${baht(r.amountSatang)}</td></tr>`,
    )
    .join('');
const HEAD = '<thead><tr><th>วันที่</th><th>รายการ</th><th>เลขที่</th><th class="num">จำนวนเงิน (บาท)</th></tr></thead>';
const NONE_THIS_MONTH = '<tr><td colspan="4" class="muted">ไม่มีการชำระในเดือนนี้</td></tr>';
const line = (label: string, satang: number) =>
  `<tr class="total"><td colspan="3">${esc(label)}</td><td class="num">${baht(satang)}</td></tr>`;

const GOLD_HEAD =
  '<thead><tr><th>วันที่</th><th>รายการ</th><th>เลขที่</th><th class="num">กรัม</th><th class="num">ราคาบาทละ</th><th class="num">บาท</th></tr></thead>';
const signedGrams = (units: number) => `${units > 0 ? '+' : ''}${formatGrams(units)}`;
const goldLine = (label: string, units: number) =>
  `<tr class="total"><td colspan="3">${esc(label)}</td><td class="num">${formatGrams(units)}</td><td colspan="2"></td></tr>`;

/** The gold account: grams brought forward, each movement with its grams, price and money, grams at the month's end. */
function goldPart(g: NonNullable<Statement['gold']>): string {
  const body = g.rows
    .map(
      (r) =>
        `<tr><td class="day">${esc(thaiDate(r.date))}</td><td>${esc(r.what)}</td><td class="day">${esc(r.ref)}</td><td class="num">${signedGrams(r.units)}</td><td class="num">${r.priceSatang ? baht(r.priceSatang) : '-'}</td><td class="num">${r.amountSatang ? baht(Math.abs(r.amountSatang)) : '-'}</td></tr>`,
    )
    .join('');
  return `<h2>ออมทองเป็นน้ำหนัก</h2><table>${GOLD_HEAD}${goldLine('ยอดทองยกมา', g.opening)}${body}${goldLine('ยอดทองคงเหลือสิ้นเดือน', g.closing)}</table>`;
}

/**
 * The monthly plan as it stands on the day of printing (docs/decisions.md "Monthly savings plan"): a reminder's
 * amount and day, not money, so it is a line under the accounts rather than a table.
 */
function planPart(p: NonNullable<Statement['plan']>): string {
  const into = p.account === 'gold' ? 'ออมทองเป็นน้ำหนัก' : 'ออมทองประเภทที่ 1';
  const lines = [`ฝากเข้า${into} ${baht(Math.round(p.amount * 100))} บาท ทุกวันที่ ${p.day} ของเดือน นัดถัดไป ${thaiDate(p.nextDate)}`];
  if (p.goalGrams) {
    const by = p.goalDate ? ` ภายใน ${thaiDate(p.goalDate)}` : '';
    const reached = p.progress ? ` ถึงแล้ว ${p.progress.grams} กรัม (${p.progress.percent} %)` : '';
    lines.push(`เป้าหมาย ${p.goalGrams} กรัม${by}${reached}`);
  }
  return `<h2>แผนออมรายเดือน</h2>${lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="muted">แผน ณ วันที่ออกเอกสาร ร้านส่งข้อความเตือนพร้อม QR ในวันออม ไม่มีการตัดบัญชีอัตโนมัติ</div>`;
}

/** A month's statement: every movement of savings type 1, the gold account, type 2 and pawn, with opening and closing balances. */
export function statementHtml(s: Statement, party: Party): string {
  const parts: string[] = [];
  if (s.saving) {
    parts.push(
      `<h2>ออมทองประเภทที่ 1</h2><table>${HEAD}${line('ยอดยกมา', s.saving.opening)}${rows(s.saving.rows, true)}${line('ยอดคงเหลือสิ้นเดือน', s.saving.closing)}</table>`,
    );
  }
  if (s.gold) parts.push(goldPart(s.gold));
  for (const d of s.down) {
    const of = d.price !== null ? ` จากราคา ${baht(d.price)} บาท` : '';
    parts.push(
      `<h2>ออมทองประเภทที่ 2 สัญญาเลขที่ ${d.id} ${esc(d.product)}</h2><table>${HEAD}${line('ชำระแล้วยกมา', d.opening)}${d.rows.length ? rows(d.rows, false) : NONE_THIS_MONTH}${line(`ชำระแล้วรวมสิ้นเดือน${of}`, d.closing)}</table>`,
    );
  }
  for (const p of s.pawn) {
    const total = p.rows.reduce((t, r) => t + r.amountSatang, 0);
    parts.push(
      `<h2>ขายฝาก สัญญาเลขที่ ${esc(p.jnId)}${p.item ? ` ${esc(p.item)}` : ''}</h2><table>${HEAD}${rows(p.rows, false)}${line('รวมชำระในเดือนนี้', total)}</table>`,
    );
  }
  if (s.plan) parts.push(planPart(s.plan));
  return page(`ใบแจ้งยอดประจำเดือน${thaiMonth(s.month)}`, party, parts.join('\n'));
}

/** The receipt of one approved transaction. */
/** A receipt's title: a withdrawal is the shop's evidence of paying out, anything else a receipt of money. */
export const receiptTitle = (m: Movement) => (m.amountSatang < 0 || m.what.startsWith('ถอน') ? 'หลักฐานการถอน' : 'ใบเสร็จรับเงิน');

export function receiptHtml(m: Movement & { detail: string | null }, party: Party): string {
  const title = receiptTitle(m);
  const body = `<table>
<tr><th>เลขที่</th><td>${esc(m.ref)}</td></tr>
<tr><th>วันที่</th><td>${esc(thaiDate(m.date))}</td></tr>
<tr><th>รายการ</th><td>${esc(m.what)}${m.detail ? `<div class="muted">${esc(m.detail)}</div>` : ''}</td></tr>
<tr><th>จำนวนเงิน</th><td class="amount">${baht(Math.abs(m.amountSatang))} บาท</td></tr>
</table>`;
  return page(title, party, body);
}
