import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BalanceAnswer, DownPaymentRow, GetReqAnswer, MoneyRules, PawnContract, SavingHistoryRow } from '../api/contract';
import { referenceOf } from '../api/contract/references';
import { signInMember } from './helpers';
import { pngFile } from './admin-fixtures';

// On a phone: the money screens (/downing, /repurchase, /gold-bank) at 360×740 and 390×844 (and the
// desktop project at 1280×800): nothing cut off, every card's amount and status in view, the type 2
// contract's figures as the API gives them, a receipt after an instalment, overdue contracts first, photos
// made small before upload, the retry that reuses the Idempotency-Key, and sign-in returning to the page.
// Screenshots of every screen go to test-results/screens/ (look at them).

const SCREENS = join(import.meta.dirname, '..', 'test-results', 'screens');
const sizesOf = (project: string): [number, number][] =>
  project === 'phone'
    ? [
        [360, 740],
        [390, 844],
      ]
    : [[1280, 800]];

const int = (n: number) =>
  Number.isInteger(n) ? new Intl.NumberFormat('en-US').format(n) : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n);
/** Baht with satang, as the balance card shows it ('15,251.50'). */
const int2 = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
/** A calendar day as the app shows it ('15 ม.ค. 2568'). */
const thaiDay = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.UTC(y, m - 1, d, 5)),
  );
};
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toasts').getByText(text);
const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
/** A slip of its own for each transfer: the server refuses one member's second use of the same slip. */
const freshSlip = () => pngFile('slip.png', [Math.floor(Math.random() * 256), Math.floor(Math.random() * 256), Date.now() % 256]);

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The whole page; with a dialog open, the screen as the member sees it, scrolled through the dialog. */
async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  const { width, height } = page.viewportSize()!;
  const wrap = page.locator('dialog[open] .dialog__body').last();
  if (!(await wrap.count())) return void (await page.screenshot({ path: join(SCREENS, `${name}-${width}x${height}.png`), fullPage: true }));
  const scrollable = await wrap.first().evaluate((el) => el.scrollHeight - el.clientHeight);
  for (let i = 0, top = 0; i === 0 || top < scrollable + height * 0.8; i++, top += Math.round(height * 0.8)) {
    await wrap.first().evaluate((el, y) => el.scrollTo(0, y), top);
    await page.screenshot({ path: join(SCREENS, `${name}-${width}x${height}${i ? `-${i}` : ''}.png`) });
    if (top >= scrollable) break;
  }
  await wrap.first().evaluate((el) => el.scrollTo(0, 0));
}

/** Visible elements wider than the viewport, or reaching past its edges without a scrolling box around them. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.skip-link, .sr-only, .visually-hidden')) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (r.width > vw + 0.5 || (!clipped && (r.right > vw + 0.5 || r.left < -0.5))) {
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        );
      }
    }
    return out;
  });
}

/** Every card (or table row) of a list shows its amount and its status inside the screen's width. */
async function rowsShow(page: Page, testId: string, amountField: string, statusField: string) {
  const rows = page.getByTestId(testId).locator('[data-row]');
  const n = await rows.count();
  expect(n, `${testId} has rows`).toBeGreaterThan(0);
  const vw = page.viewportSize()!.width;
  for (let i = 0; i < n; i++) {
    for (const field of [amountField, statusField]) {
      const cell = rows.nth(i).locator(`[data-field=${field}]`);
      await expect(cell).toBeVisible();
      await expect(cell).not.toHaveText('');
      const box = (await cell.boundingBox())!;
      expect(box.x, `${testId} row ${i} ${field} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${testId} row ${i} ${field} ends on screen`).toBeLessThanOrEqual(vw + 0.5);
    }
  }
}

/**
 * The contact button covers nothing of the page: it sits in the header bar, beside the menu, at any scroll
 * (it used to float over the right-hand amounts, the account number and the toasts).
 */
async function fabCoversNothing(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(page.locator('header.nav .fab__button')).toBeVisible();
  const hits = await page.evaluate(() => {
    const fab = document.querySelector('.fab__button')!.getBoundingClientRect();
    const header = document.querySelector('header.nav')!.getBoundingClientRect();
    return fab.top >= header.top && fab.bottom <= header.bottom
      ? []
      : [`button at ${Math.round(fab.top)}..${Math.round(fab.bottom)}, header ${Math.round(header.top)}..${Math.round(header.bottom)}`];
  });
  expect(hits, 'the contact button stays inside the header').toEqual([]);
}

/** Width and height of a WebP or JPEG file, read from its header. */
function imageSize(buf: Buffer): { type: string; width: number; height: number } | undefined {
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = buf.toString('ascii', 12, 16);
    if (chunk === 'VP8 ') return { type: 'webp', width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const b = buf.readUInt32LE(21);
      return { type: 'webp', width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { type: 'webp', width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  if (buf[0] === 0xff && buf[1] === 0xd8) {
    for (let i = 2; i < buf.length - 9; ) {
      if (buf[i] !== 0xff) return undefined;
      const marker = buf[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xc3) return { type: 'jpeg', height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
      i += 2 + buf.readUInt16BE(i + 2);
    }
  }
  return undefined;
}

/** The file part `name` of a multipart body. */
function filePart(body: Buffer, contentType: string, name: string): { type: string; bytes: Buffer } | undefined {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return undefined;
  for (const part of body.toString('latin1').split(`--${boundary}`)) {
    if (!part.includes(`name="${name}"`)) continue;
    const head = part.slice(0, part.indexOf('\r\n\r\n'));
    const type = /Content-Type: (\S+)/i.exec(head)?.[1] ?? '';
    const bytes = Buffer.from(part.slice(head.length + 4, part.length - 2), 'latin1');
    return { type, bytes };
  }
  return undefined;
}

/** A camera-sized photo (3000×2000) drawn in the page, as a PNG the phone would pick. */
async function bigPhoto(page: Page, seed: number) {
  const dataUrl = await page.evaluate((s) => {
    const c = document.createElement('canvas');
    c.width = 3000;
    c.height = 2000;
    const ctx = c.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 3000, 2000);
    g.addColorStop(0, `hsl(${s % 360} 60% 80%)`);
    g.addColorStop(1, `hsl(${(s * 7) % 360} 60% 40%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 3000, 2000);
    ctx.fillStyle = '#000';
    ctx.font = '120px sans-serif';
    ctx.fillText(`โอนเงินสำเร็จ ${s}`, 200, 1000);
    return c.toDataURL('image/png');
  }, seed);
  return { name: 'IMG_0001.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
});

test.describe('demo2 on a phone', () => {
  let token = '';
  test.beforeEach(async ({ page }) => {
    token = await signInMember(page, 'demo2');
  });

  test('/saving: where the money stands, history as cards with status and reason, a deposit answered by a receipt', async ({
    page,
  }, info) => {
    const balance = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    const history = await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history');
    for (const [width, height] of sizesOf(info.project.name)) {
      await page.setViewportSize({ width, height });
      await page.goto('/saving');
      await expect(page.getByTestId('saving-balance')).toHaveText(`${int2(balance.balance)}บาท`);
      await expect(page.getByTestId('saving-pending-deposits')).toContainText(`${int2(balance.pendingDeposits)} บาท`);
      await expect(page.getByTestId('saving-pending')).toContainText(`${int2(balance.pendingWithdrawals)} บาท`);
      expect(await cutOff(page)).toEqual([]);
      await shot(page, 'saving-deposit');
      await fabCoversNothing(page);

      await page.locator('#main').getByRole('tab', { name: 'ประวัติ' }).click();
      await expect(page.getByTestId('saving-history').locator('[data-row]').first()).toBeVisible();
      expect(await cutOff(page)).toEqual([]);
      await rowsShow(page, 'saving-history', 'amount', 'status');
      for (const word of ['วันที่', 'จำนวน (บาท)', 'สถานะ', 'คงเหลือ (บาท)'])
        await expect(page.getByTestId('saving-history').getByText(word, { exact: true }).first()).toBeVisible();
      // The seeded refused deposit (on the first page: newest first) shows the shop's reason in full.
      const refused = history.slice(0, 5).find((r) => r.detail_status === 'ไม่อนุมัติ');
      if (refused?.sav_note) await expect(page.getByTestId('saving-history').getByText(refused.sav_note)).toBeVisible();
      await shot(page, 'saving-history');
    }

    test.skip(info.project.name !== 'phone', 'the deposit is sent once, from a phone');
    await page.locator('#main').getByRole('tab', { name: 'ฝากเงิน' }).click();
    const form = page.locator('#deposit');
    await expect(form.getByText('ยอดฝากขั้นต่ำ', { exact: false })).toBeVisible();
    await form.getByLabel('จำนวนเงินที่ฝาก').fill('250.75');
    await form.getByLabel('สลิปการโอนเงิน').setInputFiles(freshSlip());
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'ยืนยันการฝาก' }).click();
    const receipt = page.getByTestId('money-receipt');
    await expect(receipt.getByRole('heading', { name: 'แจ้งฝากเงินแล้ว' })).toBeVisible();
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('250.75 บาท');
    const after = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    expect(after.pendingDeposits).toBeCloseTo(balance.pendingDeposits + 250.75, 2);
    await expect(page.getByTestId('saving-pending-deposits')).toContainText(`${int2(after.pendingDeposits)} บาท`);
    expect(await cutOff(page)).toEqual([]);
    await shot(page, 'saving-receipt');
    await fabCoversNothing(page);
  });

  test("/downing: the contract summary shows the API's figures; cards fit; no payment form hidden behind anything", async ({
    page,
  }, info) => {
    const { data } = await apiGet<GetReqAnswer>(page.request, token, '/api/down/get-req');
    const c = data[0]!;
    expect(c.Status).toBe('อนุมัติ');
    for (const [width, height] of sizesOf(info.project.name)) {
      await page.setViewportSize({ width, height });
      await page.goto('/downing');
      const summary = page.getByTestId('down-summary');
      await expect(summary).toBeVisible();
      await expect(page.getByTestId('down-status-meaning')).toContainText('สัญญามีผลแล้ว');
      await expect(page.getByTestId('down-product')).toHaveText(c.Prod_type!);
      await expect(page.getByTestId('down-agreed')).toHaveText(`${int(c.ApprovedAmount!)} บาท`);
      await expect(page.getByTestId('down-paid')).toHaveText(`${int(c.Paid)} บาท`);
      await expect(page.getByTestId('down-pending')).toHaveText(`${int(c.PendingPaid)} บาท`);
      await expect(page.getByTestId('down-remaining')).toHaveText(`${int(c.Remaining!)} บาท`);
      await expect(page.getByTestId('down-start')).toHaveText(thaiDay(c.StartDate!));
      await expect(page.getByTestId('down-end')).toHaveText(thaiDay(c.EndDate!));
      const next = c.NextInstalment!;
      await expect(page.getByTestId('down-next-amount')).toHaveText(`${int(next.amount)} บาท`);
      await expect(page.getByTestId('down-next-due')).toContainText(`กำหนดชำระ ${thaiDay(next.dueDate)}`);
      if (next.daysOverdue > 0) await expect(page.getByTestId('down-next')).toHaveClass(/is-overdue/);

      await expect(page.getByTestId('down-payments').locator('[data-row]').first()).toBeVisible();
      expect(await cutOff(page)).toEqual([]);
      await rowsShow(page, 'down-requests', 'approved', 'status');
      await rowsShow(page, 'down-payments', 'amount', 'status');
      // The column words label the card fields on a phone (docs/product.md "Records and their fields"), head the columns on a desktop.
      for (const word of ['วันที่โอน', 'จำนวน (บาท)', 'สถานะ', 'สลิป'])
        await expect(page.getByTestId('down-payments').getByText(word, { exact: true }).first()).toBeVisible();
      await shot(page, 'downing-contract');
      await fabCoversNothing(page);

      await page.locator('#main').getByRole('tab', { name: 'ชำระเงิน' }).click();
      await expect(page.locator('#down-payment')).toBeVisible();
      expect(await cutOff(page)).toEqual([]);
      await shot(page, 'downing-pay');
      await fabCoversNothing(page);
    }
  });

  test('/downing: minimum beside the amount, a big photo made small, a dropped upload retried with the same key, then a receipt', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the instalment is sent once, from a phone');
    const rules = (await (await page.request.get('/api/content/money-rules')).json()) as MoneyRules;
    const { data } = await apiGet<GetReqAnswer>(page.request, token, '/api/down/get-req');
    const latest = data[0]!;
    const before = await apiGet<DownPaymentRow[]>(page.request, token, `/api/down/detail/${latest.down_id}`);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/downing');
    await page.locator('#main').getByRole('tab', { name: 'ชำระเงิน' }).click();
    const form = page.locator('#down-payment');
    await expect(form.getByTestId('amount-minimum')).toHaveText(`ยอดชำระขั้นต่ำ ${int(rules.minInstalment)} บาท`);

    // Under the minimum: refused before anything is sent.
    let sends = 0;
    page.on('request', (r) => r.url().endsWith('/api/down/submit-payment') && sends++);
    await form.getByLabel('จำนวนเงินที่ชำระ').fill(String(Math.max(1, rules.minInstalment - 1)));
    await form.getByLabel('สลิปการโอนเงิน').setInputFiles(await bigPhoto(page, Date.now() % 1000));
    await form.getByRole('button', { name: 'ส่งหลักฐานการชำระเงิน' }).click();
    await expect(form.locator('.field__error', { hasText: `ยอดชำระขั้นต่ำ ${int(rules.minInstalment)} บาท` })).toBeVisible();
    expect(sends).toBe(0);

    // The next instalment fills in with one tap; the 3000 px photo has become a WebP of 1600 px.
    await form.getByRole('button', { name: 'ใส่ยอดงวดนี้' }).click();
    await expect.poll(async () => Number(await form.getByLabel('จำนวนเงินที่ชำระ').inputValue())).toBe(latest.NextInstalment!.amount);
    await expect(form.getByTestId('image-field-name')).toContainText(/IMG_0001\.(webp|jpg) · \d+ KB/);
    await shot(page, 'downing-pay-filled');

    // The first try loses its connection: the retry reuses the key.
    const keys: string[] = [];
    let uploaded: { type: string; bytes: Buffer } | undefined;
    await page.route('**/api/down/submit-payment', async (route) => {
      const req = route.request();
      keys.push(req.headers()['idempotency-key']!);
      uploaded = filePart(req.postDataBuffer()!, req.headers()['content-type']!, 'proof');
      if (keys.length === 1) return route.abort('connectionreset');
      return route.continue();
    });
    await form.getByRole('button', { name: 'ส่งหลักฐานการชำระเงิน' }).click();
    await expect(page.getByTestId('upload-retry')).toBeVisible();
    await shot(page, 'downing-pay-retry');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/down/submit-payment'));
    await page.getByTestId('upload-retry').getByRole('button', { name: 'ลองส่งอีกครั้ง' }).click();
    const { id } = (await (await answer).json()) as { id: number };
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(uploaded?.type).toMatch(/^image\/(webp|jpeg)$/);
    const size = imageSize(uploaded!.bytes)!;
    expect(Math.max(size.width, size.height)).toBe(1600);
    expect(size.width / size.height).toBeCloseTo(1.5, 2);

    // The receipt: reference number, amount, time, what happens next.
    const receipt = page.getByTestId('money-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('receipt-reference')).toHaveText(referenceOf('down', id));
    await expect(receipt.getByTestId('receipt-amount')).toHaveText(
      `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(latest.NextInstalment!.amount)} บาท`,
    );
    await expect(receipt.getByTestId('receipt-time')).toContainText(/25\d\d \d\d:\d\d:\d\d น\./);
    await expect(receipt).toContainText('ขั้นตอนต่อไป');
    expect(await cutOff(page)).toEqual([]);
    await shot(page, 'downing-receipt');
    const after = await apiGet<DownPaymentRow[]>(page.request, token, `/api/down/detail/${latest.down_id}`);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((p) => p.id === id)).toMatchObject({ amount: latest.NextInstalment!.amount, status: 'รออนุมัติ' });
    // The summary counts it as waiting for the shop.
    const now = (await apiGet<GetReqAnswer>(page.request, token, '/api/down/get-req')).data[0]!;
    await expect(page.getByTestId('down-pending')).toHaveText(`${int(now.PendingPaid)} บาท`);

    // The same slip again is refused under the slip field, in the server's words.
    await page.unroute('**/api/down/submit-payment');
    await receipt.getByRole('button', { name: 'กลับไปหน้าชำระเงิน' }).click();
    await form.getByLabel('จำนวนเงินที่ชำระ').fill(String(Math.max(rules.minInstalment, 100)));
    await form.getByLabel('สลิปการโอนเงิน').setInputFiles({ name: 'again.webp', mimeType: uploaded!.type, buffer: uploaded!.bytes });
    await form.getByRole('button', { name: 'ส่งหลักฐานการชำระเงิน' }).click();
    await expect(form.locator('.field__error', { hasText: 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว' })).toBeVisible();
    await expect(toast(page, /\(Error submitting form: สลิปนี้ถูกใช้ชำระเงินไปแล้ว/)).toBeVisible();
  });

  test('/downing before approval: the request asks which product and confirms; a pending request offers no payment', async ({
    page,
  }, info) => {
    let data: unknown[] = [];
    const bodies: unknown[] = [];
    await page.route('**/api/down/get-req?*', (route) => route.fulfill(json({ data })));
    await page.route('**/api/down/down-request', (route) => {
      bodies.push(route.request().postDataJSON());
      data = [
        {
          down_id: 99,
          DateColumn: new Date().toISOString(),
          Status: 'รออนุมัติ',
          statusCode: 'pending',
          Prod_type: null,
          ApprovedAmount: null,
          StartDate: null,
          EndDate: null,
          Asked: 'GN-101 (1 บาท)',
          Paid: 0,
          PendingPaid: 0,
          Remaining: null,
          NextInstalment: null,
          Note: null,
        },
      ];
      return route.fulfill(json({ message: 'ยื่นคำขออนุมัติสำเร็จ', id: 99 }));
    });
    const products = (await (await page.request.get('/api/shop/shop-product')).json()) as {
      id: number;
      code: string;
      price: number | null;
    }[];
    const product = products.find((p) => p.price !== null)!;
    const [width, height] = sizesOf(info.project.name).at(-1)!;
    await page.setViewportSize({ width, height });
    await page.goto('/downing');
    const main = page.locator('#main');
    const ask = main.getByRole('button', { name: 'ยื่นคำขออนุมัติ' });
    await ask.click();
    await expect(main.locator('.field__error', { hasText: 'กรุณาเลือกสินค้าของร้าน หรือบอกสินค้าที่ต้องการ' }).first()).toBeVisible();
    expect(bodies).toHaveLength(0);

    const picker = main.getByRole('combobox', { name: 'สินค้าที่ต้องการ' });
    const option = picker.locator('option', { hasText: product.code }).first();
    await expect(option).toContainText(`฿${int(product.price!)}`);
    await picker.selectOption({ label: (await option.textContent())! });
    await expect(page.getByTestId('down-pick-chosen')).toContainText(product.code);
    await main.getByLabel('หรือบอกสินค้าที่ต้องการ').fill('ขอลายสี่เสา');
    expect(await cutOff(page)).toEqual([]);
    await shot(page, 'downing-request');
    await ask.click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการยื่นคำขออนุมัติ' });
    await expect(confirm.getByTestId('down-confirm')).toContainText(product.code);
    await expect(confirm.getByTestId('down-confirm')).toContainText('ขอลายสี่เสา');
    // The branch that will keep the contract: the member's home branch first, named in the confirmation.
    const branchId = Number(await main.getByRole('combobox', { name: 'สาขาที่ดูแลสัญญา' }).inputValue());
    const branchName = (await main.getByRole('combobox', { name: 'สาขาที่ดูแลสัญญา' }).locator('option:checked').textContent())!;
    await expect(confirm.getByTestId('down-confirm')).toContainText(branchName);
    await shot(page, 'downing-request-confirm');
    expect(bodies).toHaveLength(0);
    await confirm.getByRole('button', { name: 'ยืนยันส่งคำขอ' }).click();
    await expect(toast(page, 'ยื่นคำขออนุมัติสำเร็จ')).toBeVisible();
    expect(bodies).toEqual([{ productId: product.id, note: 'ขอลายสี่เสา', branch_id: branchId }]);

    // Pending: the state in a sentence, no payment or closing tab, no bank account to transfer to.
    await expect(page.getByTestId('down-status')).toHaveClass(/alert--warning/);
    await expect(page.getByTestId('down-status-meaning')).toContainText('ยังไม่ต้องโอนเงิน');
    await expect(page.getByTestId('down-product')).toHaveText('GN-101 (1 บาท)');
    await expect(main.getByRole('tab', { name: 'ประวัติขออนุมัติ' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'ชำระเงิน' })).toHaveCount(0);
    await expect(main.getByRole('tab', { name: 'ขอจบสัญญา' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'คัดลอกเลขบัญชี' })).toHaveCount(0);
    expect(await cutOff(page)).toEqual([]);
    await shot(page, 'downing-pending');
  });

  test('/repurchase: overdue contracts first, in red with their days; cards fit; the detail estimates the redemption', async ({
    page,
    playwright,
    baseURL,
  }, info) => {
    // A contract with its item and gold weight recorded (the demo's come from a point of sale without them).
    const staff = await playwright.request.newContext({ baseURL });
    expect(
      (await staff.post('/api/auth/admin-signin', { data: { username: 'admin', password: 'admin1234', rememberMe: false } })).ok(),
    ).toBe(true);
    const found = (await (await staff.get('/api/admin/pawn/contracts?q=JN2567-0001')).json()) as { data: { customerId: number }[] };
    const customerId = found.data[0]!.customerId;
    const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    await staff.post('/api/admin/pawn/contracts', {
      data: {
        jn_id: 'E2E-PHONE-1',
        customerId,
        jn_date: day(-45),
        Net_Total: 12_000,
        Rate_In: 150,
        fee: 0,
        jn_Status: 'ปกติ',
        due_date: day(-5),
        item: 'สร้อยข้อมือทอง ลายเลส',
        weight_grams: 15.2,
      },
    }); // 409 on a rerun: it is there already
    await staff.dispose();

    const pawns = await apiGet<PawnContract[]>(page.request, token, '/api/pawn/get-pawn');
    const overdue = pawns.filter((c) => c.is_open && c.days_overdue > 0);
    expect(overdue.length).toBeGreaterThan(1);
    // The server's order: overdue first, most overdue first.
    expect(pawns.slice(0, overdue.length).map((c) => c.jn_id)).toEqual(overdue.map((c) => c.jn_id));
    expect(overdue.map((c) => c.days_overdue)).toEqual([...overdue.map((c) => c.days_overdue)].sort((a, b) => b - a));

    // A contract of the first page with more than one page of payments.
    const counts = await Promise.all(
      pawns
        .slice(0, 10)
        .map(async (c) => ({ id: c.jn_id, n: (await apiGet<unknown[]>(page.request, token, `/api/pawn/get-pawn/${c.jn_id}`)).length })),
    );
    const withPayments = counts.find((c) => c.n > 5)!.id;

    for (const [width, height] of sizesOf(info.project.name)) {
      await page.setViewportSize({ width, height });
      await page.goto('/repurchase');
      const rows = page.getByTestId('pawn-table').locator('[data-row]');
      await expect(rows).toHaveCount(10);
      for (const [i, c] of overdue.entries()) {
        const row = rows.nth(i);
        await expect(row.locator('[data-field=id]')).toHaveText(c.jn_id);
        const late = row.getByTestId('pawn-overdue');
        // Counted to today, and said so beside the shop's own status word.
        await expect(late).toHaveText(`เกินกำหนด ${c.days_overdue} วัน (นับถึงวันนี้)`);
        await expect(late).toHaveCSS('color', 'rgb(180, 35, 24)');
      }
      await expect(rows.nth(overdue.length).getByTestId('pawn-overdue')).toHaveCount(0);
      await expect(page.getByTestId('pawn-overdue-note')).toContainText(`${overdue.length} สัญญา`);
      expect(await cutOff(page)).toEqual([]);
      await rowsShow(page, 'pawn-table', 'total', 'status');
      for (const word of ['รหัส', 'วันที่ขายฝาก', 'ยอดรวม', 'ดอกเบี้ย', 'สถานะ', 'กำหนดชำระ'])
        await expect(page.getByTestId('pawn-table').getByText(word, { exact: true }).first()).toBeVisible();
      await shot(page, 'repurchase-list');
      await fabCoversNothing(page);

      // The detail of the contract with its item: what it is, what it weighs, what redeeming costs today.
      const mine = pawns.find((c) => c.jn_id === 'E2E-PHONE-1')!;
      await page.getByRole('button', { name: 'ดูรายละเอียดขายฝากของ E2E-PHONE-1' }).click();
      const modal = page.getByRole('dialog', { name: 'รายละเอียดขายฝากของ E2E-PHONE-1' });
      await expect(modal.getByTestId('pawn-item')).toHaveText('สร้อยข้อมือทอง ลายเลส');
      await expect(modal.getByTestId('pawn-weight')).toHaveText('15.2 กรัม');
      await expect(modal.getByTestId('pawn-principal')).toHaveText(`${int(mine.principal)} บาท`);
      await expect(modal.getByTestId('pawn-monthly')).toHaveText(`${int(mine.monthly_interest)} บาท`);
      await expect(modal.getByTestId('pawn-interest-owed')).toHaveText(`${int(mine.interest_owed!)} บาท`);
      await expect(modal.getByText('ยอดไถ่ถอน ณ วันนี้')).toBeVisible();
      await expect(modal.getByTestId('pawn-redeem-today')).toHaveText(`${int(mine.redeem_today!)} บาท`);
      await expect(modal.getByTestId('pawn-overdue')).toHaveText(`เกินกำหนด ${mine.days_overdue} วัน (นับถึงวันนี้)`);
      // One answer to "when do I lose my gold?": the standing, the last day to pay in the app, and the one sentence.
      await expect(modal.getByTestId('pawn-standing')).toHaveText(new RegExp(`^เกินกำหนด ${mine.days_overdue} วัน`));
      await expect(modal.getByTestId('pawn-pay-until')).toHaveText(/\d{1,2} \S+ 25\d\d/);
      await expect(modal.getByTestId('pawn-standing-sentence')).toContainText('ร้านมีสิทธิ์ถือว่าสินค้าหลุดขายฝากตั้งแต่วันที่');
      await expect(modal.getByText('ไถ่ถอนได้ถึง')).toHaveCount(0);
      expect(await cutOff(page)).toEqual([]);
      await shot(page, 'repurchase-detail');
      await modal.getByRole('button', { name: 'Close' }).click();

      // A contract with payments: they are cards too, each with its amount and way of paying.
      await page.getByRole('button', { name: `ดูรายละเอียดขายฝากของ ${withPayments}` }).click();
      const paid = page.getByRole('dialog', { name: `รายละเอียดขายฝากของ ${withPayments}` });
      await expect(paid.getByTestId('pawn-payments').locator('[data-row]')).toHaveCount(5);
      await rowsShow(page, 'pawn-payments', 'total', 'type');
      const shown = pawns.find((c) => c.jn_id === withPayments)!;
      await expect(paid.getByTestId('pawn-item')).toHaveText(shown.item ?? 'ไม่ได้ระบุ');
      expect(await cutOff(page)).toEqual([]);
      await shot(page, 'repurchase-payments');
      await paid.getByRole('button', { name: 'Close' }).click();
    }
  });

  test('/gold-bank: open contracts only, the overdue one before one due today', async ({ page }, info) => {
    const pawns = await apiGet<PawnContract[]>(page.request, token, '/api/pawn/get-pawn');
    const open = pawns.filter((c) => c.is_open);
    expect(open.length).toBeLessThan(pawns.length);
    const worst = [...open].sort((a, b) => b.days_overdue - a.days_overdue)[0]!;
    expect(worst.days_overdue).toBeGreaterThan(0);
    const { data } = await apiGet<GetReqAnswer>(page.request, token, '/api/down/get-req');
    for (const [width, height] of sizesOf(info.project.name)) {
      await page.setViewportSize({ width, height });
      await page.goto('/gold-bank');
      await expect(page.getByTestId('glance-pawn-count')).toHaveText(`${open.length} สัญญา`);
      await expect(page.getByTestId('glance-next-due')).toHaveText(
        `${worst.jn_id} เกินกำหนดชำระ ${worst.days_overdue} วัน (กำหนด ${thaiDay(worst.due_date)})`,
      );
      await expect(page.getByTestId('glance-next-due')).toHaveCSS('color', 'rgb(180, 35, 24)');
      await expect(page.getByTestId('glance-down-next')).toContainText(`งวดถัดไป ${int(data[0]!.NextInstalment!.amount)} บาท`);
      expect(await cutOff(page)).toEqual([]);
      await shot(page, 'gold-bank');
      await fabCoversNothing(page);
    }
  });
});

test.describe('back where you were', () => {
  test('signing in with the password returns to /repurchase', async ({ page }) => {
    await page.goto('/repurchase');
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('ชื่อผู้ใช้').fill('demo2');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/repurchase$/);
    await expect(page.getByRole('heading', { name: 'รายการขายฝาก', level: 1 })).toBeVisible();
  });

  test('signing in with LINE returns to /repurchase', async ({ page }) => {
    await page.goto('/repurchase');
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByRole('button', { name: /เข้าสู่ระบบด้วย LINE/ }).click();
    await page.waitForURL((u) => u.pathname === '/repurchase', { timeout: 20_000 });
    // A new LINE member is not verified yet: the page says so, with the way to /verify.
    await expect(page.getByRole('heading', { name: 'รายการขายฝาก', level: 1 })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'ยืนยันตัวตน' })).toBeVisible();
  });

  test('a liff.state deep link opened signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/?liff.state=%2Frepurchase');
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('ชื่อผู้ใช้').fill('demo2');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/repurchase$/);
  });

  test("the header's sign-in button comes back to the page it was pressed on", async ({ page }) => {
    await page.goto('/about');
    await page.locator('.nav__account').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('ชื่อผู้ใช้').fill('demo2');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a visitor who leaves the sign-in detour is not sent back later', async ({ page }) => {
    await page.goto('/repurchase');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/shop');
    await page.goto('/signin');
    await page.getByLabel('ชื่อผู้ใช้').fill('demo2');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});

test("the shop's own details: header, footer tel links and about page from the shop profile", async ({ page }, info) => {
  const profile = (await (await page.request.get('/api/content/shop-profile')).json()) as {
    name: string;
    branches: { name: string; phone: string; address: string }[];
  };
  for (const [width, height] of sizesOf(info.project.name)) {
    await page.setViewportSize({ width, height });
    await page.goto('/about');
    await expect(page.locator('.nav__brand')).toHaveAccessibleName(`${profile.name} หน้าแรก`);
    const footer = page.locator('footer');
    for (const b of profile.branches) {
      await expect(footer.getByRole('link', { name: new RegExp(b.name) })).toHaveAttribute(
        'href',
        `tel:${b.phone.replace(/[^0-9+]/g, '')}`,
      );
      await expect(page.locator('.about__branches')).toContainText(b.address);
    }
    await expect(page.getByText(`ร้านของเรามีทั้งหมด ${profile.branches.length} สาขา ได้แก่`)).toBeVisible();
    await expect(footer).toContainText(`© ${new Date(Date.now() + 7 * 3_600_000).getUTCFullYear()} ${profile.name}`);
    expect(await cutOff(page)).toEqual([]);
    // The record photos load as they scroll into view.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500)
      await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(500);
    await shot(page, 'about');
  }
  // A failing profile leaves the page usable: no branch list, the LINE contact still there.
  await page.route('**/api/content/shop-profile*', (route) => route.fulfill(json({ message: 'x' }, 500)));
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'เกี่ยวกับเรา' })).toBeVisible();
  await expect(page.locator('.about__branches')).toHaveCount(0);
  await expect(page.locator('#main').getByRole('link', { name: /LINE Official/ })).toHaveAttribute('href', /^https:\/\/line\.me\//);
  await expect(page.locator('.nav__brand')).toHaveAccessibleName('หน้าแรก');
});
