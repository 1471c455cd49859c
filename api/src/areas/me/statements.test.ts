import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { memberWithEverything } from '../../test/member-with-everything';
import { referenceOf } from '../../../contract/references';

/**
 * Statements and receipts as PDF, rendered by headless Chromium: the text that comes back out of the PDF
 * (pdftotext, poppler-utils) holds the Thai names, dates and amounts exactly, marks and all. A picture of the
 * first page is kept (pdftoppm) for a person to look at: PDF_PICTURE_DIR.
 */
const NAME = 'นางสาวกัญญ์ณัฏฐ์ ปิ่นแก้วกุลธิดา';
const dir = mkdtempSync(join(tmpdir(), 'goldshop-statement-'));
const textOf = (pdf: Buffer, name: string) => {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, join(dir, name)]);
  // Lines as laid out, spaces between words collapsed: what a reader sees.
  return execFileSync('pdftotext', ['-layout', file, '-'])
    .toString()
    .replace(/[ \t]+/g, ' ');
};

describe('GET /api/me/statements and the PDFs', async () => {
  const app = await testApp();
  const staff = await createStaff(app);
  const me = await memberWithEverything(app, staff.staff.id, NAME);
  const other = await memberWithEverything(app, staff.staff.id, 'สมปอง มีทรัพย์');
  app.db
    .update(schema.shopSettings)
    .set({
      profile: {
        name: 'ห้างทองเจริญสุข',
        branches: [{ name: 'นาวง', phone: '075-299-101', address: '12 ถนนพัทลุง ตำบลนาวง อำเภอห้วยยอด จังหวัดตรัง', mapUrl: '' }],
        facebook: '',
        tiktok: '',
        lineOa: '',
      },
    })
    .where(eq(schema.shopSettings.id, 1))
    .run();
  // A month of the member's with each kind of movement: October 2026 (Bangkok).
  const at = '2026-10-15T03:00:00.000Z';
  app.sqlite.exec(`
    drop trigger if exists saving_ledger_no_update;
    update saving_ledger set created_at = '2026-09-30T18:00:00.000Z' where user_id = ${me.user.id};
    update down_payments set decided_at = '${at}' where user_id = ${me.user.id};
    update pawn_payments set pay_date = '2026-10-20' where jn_id = '${me.jnId}';
  `);

  it('lists the months with activity, newest first, only the member’s', async () => {
    const res = await app.inject({ url: '/api/me/statements', headers: me.auth });
    expect(res.statusCode).toBe(200);
    // 2026-09-30T18:00Z is 1 October in Bangkok.
    expect(res.json().months[0]).toBe('2026-10');
    expect((await app.inject({ url: '/api/me/statements', headers: (await createVerifiedMember(app)).auth })).json()).toEqual({
      months: [],
    });
  });

  it('a month’s statement holds the Thai names, Buddhist-era dates and amounts exactly', async () => {
    const res = await app.inject({ url: '/api/me/statements/2026-10.pdf', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.pdf"');
    const text = textOf(res.rawPayload, 'statement');
    for (const words of [
      'ใบแจ้งยอดประจำเดือนตุลาคม 2569',
      NAME,
      'ห้างทองเจริญสุข',
      'สาขานาวง 12 ถนนพัทลุง ตำบลนาวง อำเภอห้วยยอด จังหวัดตรัง โทร 075-299-101',
      'ออมทองประเภทที่ 1',
      '1 ตุลาคม 2569 ฝากเงินออม',
      '+1,500.00',
      'ยอดคงเหลือสิ้นเดือน 1,500.00',
      '15 ตุลาคม 2569 ชำระค่างวด',
      '30,000.00',
      '20 ตุลาคม 2569 ต่อดอก',
      '200.00',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain('สมปอง');
  });

  it('a receipt of an approved transaction, the member’s own only', async () => {
    const payment = app.db.select().from(schema.downPayments).where(eq(schema.downPayments.userId, me.user.id)).get()!;
    const res = await app.inject({ url: `/api/me/receipts/down/${payment.id}.pdf`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload, 'receipt');
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('30,000.00 บาท');
    expect(text).toContain('15 ตุลาคม 2569');
    expect(text).toContain(NAME);
    // Another member's receipt answers as a missing one.
    expect((await app.inject({ url: `/api/me/receipts/down/${payment.id}.pdf`, headers: other.auth })).statusCode).toBe(404);
    const pawn = app.db.select().from(schema.pawnPayments).where(eq(schema.pawnPayments.jnId, me.jnId)).get()!;
    expect((await app.inject({ url: `/api/me/receipts/pawn/${pawn.id}.pdf`, headers: other.auth })).statusCode).toBe(404);
    // A refused withdrawal has no receipt.
    expect((await app.inject({ url: `/api/me/receipts/saving/${me.withdrawal.id}.pdf`, headers: me.auth })).statusCode).toBe(404);
    // The reference in the one format the member reads everywhere (contract/references.ts).
    expect(text).toContain(referenceOf('down', payment.id));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${referenceOf('down', payment.id)}.pdf"`);
  });

  it('the same receipt to read on screen: amount, what, when, reference and the shop, the member’s own only', async () => {
    const deposit = app.db
      .select()
      .from(schema.savingTransactions)
      .where(eq(schema.savingTransactions.userId, me.user.id))
      .all()
      .find((t) => t.kind === 'deposit' && t.status === 'approved')!;
    const res = await app.inject({ url: `/api/me/receipts/saving/${deposit.id}`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ref: `S-${String(deposit.id).padStart(6, '0')}`,
      title: 'ใบเสร็จรับเงิน',
      what: 'ฝากเงินออม',
      detail: null,
      date: '2026-10-01',
      amount: 1500,
      shop: 'ห้างทองเจริญสุข',
      member: NAME,
      memberNumber: `M-${me.user.id}`,
    });
    expect((await app.inject({ url: `/api/me/receipts/saving/${deposit.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/me/receipts/saving/${me.withdrawal.id}`, headers: me.auth })).statusCode).toBe(404);
  });

  it('a month outside the member’s history, or not a month, is refused', async () => {
    expect((await app.inject({ url: '/api/me/statements/2025-01.pdf', headers: me.auth })).statusCode).toBe(404);
    for (const bad of ['2026-13', '2026-1', 'abc', '2026-10-01']) {
      const res = await app.inject({ url: `/api/me/statements/${bad}.pdf`, headers: me.auth });
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
    expect((await app.inject({ url: '/api/me/statements/2026-10.pdf' })).statusCode).toBe(401);
  });

  it('lets a member ask for at most 10 PDFs a minute: each is a Chromium run', async () => {
    const busy = await testApp({ chromiumPath: '/nonexistent/chromium' });
    const m = await memberWithEverything(busy, (await createStaff(busy)).staff.id);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await busy.inject({ url: '/api/me/statements/2025-01.pdf', headers: m.auth })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    // Another member is not held back by it.
    const n = await memberWithEverything(busy, (await createStaff(busy)).staff.id);
    expect((await busy.inject({ url: '/api/me/statements/2025-01.pdf', headers: n.auth })).statusCode).toBe(404);
  });

  it('says so (503) when Chromium cannot run', async () => {
    const broken = await testApp({ chromiumPath: '/nonexistent/chromium' });
    const m = await memberWithEverything(broken, (await createStaff(broken)).staff.id);
    const month = (await broken.inject({ url: '/api/me/statements', headers: m.auth })).json().months[0];
    const res = await broken.inject({ url: `/api/me/statements/${month}.pdf`, headers: m.auth });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PDF_UNAVAILABLE' });
  });

  it('leaves a picture to look at', () => {
    console.log(`statement pictures in ${dir}`);
  });
});
