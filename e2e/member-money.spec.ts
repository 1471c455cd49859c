import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceOf } from '../api/contract/references';
import type {
  BalanceAnswer,
  DownPaymentRow,
  GetReqAnswer,
  PawnContract,
  PawnPayment,
  SavingHistoryRow,
  VerifyRouteAnswer,
} from '../api/contract';
import { signInMember, snap } from './helpers';
import { pngFile } from './admin-fixtures';

// The member money screens: /saving, /downing, /repurchase and /gold-bank as demo2 (verified,
// with savings history, an approved type 2 contract and 12 pawn contracts), and the gates for demo0.
// Mutating tests compare the API's answer before and after, so reruns on the same database still pass.
test.describe.configure({ mode: 'serial' });

const slip = { name: 'slip.png', mimeType: 'image/png', buffer: readFileSync(join(import.meta.dirname, 'fixtures', 'slip.png')) };
/** A slip of its own for each transfer: the server refuses one member's second use of the same slip. */
const freshSlip = () => pngFile('slip.png', [Math.floor(Math.random() * 256), Math.floor(Math.random() * 256), Date.now() % 256]);
// Integers with separators (docs/product.md "Formatting: money"); an amount with satang keeps them (docs/decisions.md "Member app").
const int = (n: number) =>
  Number.isInteger(n) ? new Intl.NumberFormat('en-US').format(n) : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n);
const baht2 = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toasts').getByText(text);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's validation message: the whole text, or (prefix) its start. */
const errorOf = (scope: Locator, text: string, prefix = false) =>
  scope.locator('.field__error', { hasText: new RegExp(`^${escapeRegExp(text)}${prefix ? '' : '$'}`) });

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Sets an admin switch (productWithdraw-visible, cashWithdraw-visible) through a separate staff session. */
async function setSwitch(request: APIRequestContext, path: string, isVisible: 0 | 1) {
  const signin = await request.post('/api/auth/admin-signin', { data: { username: 'admin', password: 'admin1234', rememberMe: false } });
  expect(signin.ok()).toBe(true);
  const res = await request.put(`/api/content/${path}`, { data: { isVisible } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A list's rows: table rows from 768 px, stacked cards on phones; both carry data-row. */
const rowsOf = (scope: Page | Locator, testId: string) => scope.getByTestId(testId).locator('[data-row]');
/** A list's numbered page buttons, under the table or the cards. */
const pageButtons = (scope: Locator) => scope.locator('.pager__btn[aria-label^="หน้า "]');
/** A column's heading on a desktop, the same word as a card's label on a phone. */
const heading = (scope: Locator, word: string) => scope.getByText(word, { exact: true }).first();

async function noPageScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Visible controls inside the page's main area smaller than a 44px touch target (phone only). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('#main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=tab]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.opacity === '0') return false;
        // A checkbox or radio counts through its (larger) label, a file input through the button it lies over.
        if (el.matches('input[type=checkbox], input[type=radio], .photo-field__input')) return false;
        return r.height < 44 || r.width < 44;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
      ),
  );
}

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

// The consent banner is another screen's subject; accepted up front so screenshots show these screens.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
});

test('no token: member money routes go to /signin', async ({ page }) => {
  for (const path of ['/saving', '/downing', '/repurchase', '/gold-bank']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
  }
});

test('demo0 (not verified) sees a note and the way to /verify, no money data', async ({ page }, testInfo) => {
  await signInMember(page, 'demo0');
  for (const [path, title] of [
    ['/saving', 'ออมทองประเภทที่ 1'],
    ['/downing', 'ออมทองประเภทที่ 2'],
    ['/repurchase', 'รายการขายฝาก'],
    ['/gold-bank', 'บัญชีทองของฉัน'],
  ] as const) {
    await page.goto(path);
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(main.getByText('บริการนี้สำหรับสมาชิกที่ยืนยันตัวตนแล้ว')).toBeVisible();
    await expect(main.getByRole('link', { name: 'ยืนยันตัวตน' })).toHaveAttribute('href', '/verify');
    await expect(main.getByRole('tab')).toHaveCount(0);
  }
  await snap(page, 'money-gate-demo0', testInfo.project.name);
  await page.locator('#main').getByRole('link', { name: 'ยืนยันตัวตน' }).click();
  await expect(page).toHaveURL(/\/verify$/);
});

test.describe('demo2', () => {
  let token = '';
  test.beforeEach(async ({ page }) => {
    token = await signInMember(page, 'demo2');
  });

  test('saving: balance and history as the API reports them', async ({ page }, testInfo) => {
    const balance = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    const history = await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history');
    await page.goto('/saving');
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { name: 'ออมทองประเภทที่ 1' })).toBeVisible();
    await expect(page.getByTestId('saving-balance')).toHaveText(`${baht2(balance.balance)}บาท`);
    // Where the rest of the money stands: deposits the shop has not checked, and what withdrawals hold.
    expect(balance.pendingDeposits, 'demo2 has a deposit waiting for the shop').toBeGreaterThan(0);
    await expect(page.getByTestId('saving-pending-deposits')).toHaveText(
      `ฝากรอร้านตรวจสอบ${baht2(balance.pendingDeposits)} บาทรวมในยอดคงเหลือเมื่อร้านอนุมัติ`,
    );
    if (balance.pendingWithdrawals > 0) {
      await expect(page.getByTestId('saving-pending')).toHaveText(
        `รอถอน${baht2(balance.pendingWithdrawals)} บาทถอนได้อีก ${baht2(balance.available)} บาท`,
      );
    }
    await expect(main.getByRole('tab', { name: 'ฝากเงิน' })).toBeVisible();
    await snap(page, 'saving-deposit-tab', testInfo.project.name);

    await main.getByRole('tab', { name: 'ประวัติ' }).click();
    const list = page.getByTestId('saving-history');
    const rows = rowsOf(page, 'saving-history');
    await expect(rows).toHaveCount(Math.min(5, history.length));
    // Newest first, amounts and balances with separators (docs/product.md "Formatting: money"), satang kept when present; the same
    // fields whether the row is a table row (desktop) or a card (phone).
    const first = history[0]!;
    const field = (row: Locator, name: string) => row.locator(`[data-field=${name}]`);
    await expect(field(rows.first(), 'kind')).toHaveText(first.sav_Type === 'ถอน' ? 'ถอน' : first.sav_Type);
    await expect(field(rows.first(), 'amount')).toHaveText(int(first.sav_amount));
    await expect(field(rows.first(), 'status')).toContainText(first.detail_status);
    await expect(field(rows.first(), 'balance')).toHaveText(int(first.sav_NetBalance));
    // Badge colours: withdrawal red, pending yellow with a word that it waits for the shop.
    await expect(list.locator('.badge--danger', { hasText: 'ถอน' }).first()).toBeVisible();
    await expect(list.locator('.badge--warning', { hasText: 'รออนุมัติ' }).first()).toBeVisible();
    await expect(list.getByText('รอร้านตรวจสอบ').first()).toBeVisible();
    // A refused row shows the shop's reason in full.
    const refused = history.slice(0, 5).find((r) => r.detail_status === 'ไม่อนุมัติ');
    if (refused) await expect(list.getByText(refused.sav_note ?? 'ร้านไม่ได้ระบุเหตุผล กรุณาติดต่อร้าน')).toBeVisible();
    await noPageScroll(page);
    await snap(page, 'saving-history', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);

    // The last page holds the oldest rows: an approved deposit with its slip.
    await pageButtons(list).last().click();
    const oldest = history[history.length - 1]!;
    await expect(field(rows.last(), 'amount')).toHaveText(int(oldest.sav_amount));
    await rows
      .last()
      .getByRole('button', { name: /^ดู\s?หลักฐานการโอน$/ })
      .click();
    const proof = page.getByRole('dialog', { name: 'Proof Image' });
    await expect(proof.locator('img')).toBeVisible();
    await expect.poll(() => proof.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await snap(page, 'saving-proof', testInfo.project.name);
    await proof.getByRole('button', { name: 'Close' }).click();
    await expect(proof).toBeHidden();
  });

  test('saving: the terms alert, then a deposit with a slip records once', async ({ page }, testInfo) => {
    const before = await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history');
    await page.goto('/saving');
    const form = page.locator('#deposit');
    await form.getByLabel('จำนวนเงินที่ฝาก').fill('1,500.50');
    await expect(form.getByLabel('จำนวนเงินที่ฝาก')).toHaveValue('1500.50');
    await expect(form.getByLabel('จำนวนเงิน (ตัวอักษร)')).toHaveValue('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์');
    // The words stay editable.
    await form.getByLabel('จำนวนเงิน (ตัวอักษร)').fill('หนึ่งพันห้าร้อยบาทห้าสิบสตางค์ (ฝากประจำเดือน)');
    await form.getByRole('button', { name: 'ยืนยันการฝาก' }).click();
    await expect(errorOf(form, 'กรุณาแนบรูปสลิปการโอนเงิน')).toBeVisible();
    await form.getByLabel('สลิปการโอนเงิน').setInputFiles(freshSlip());
    await expect(form.getByRole('img', { name: 'ตัวอย่างสลิปการโอนเงิน' })).toBeVisible();
    await form.getByRole('button', { name: 'ยืนยันการฝาก' }).click();
    await expect(toast(page, 'Please accept the terms and conditions.')).toBeVisible();
    expect((await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history')).length).toBe(before.length);

    await form.getByRole('checkbox').check();
    await noPageScroll(page);
    await snap(page, 'saving-deposit-filled', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/saving/create-saving'));
    await form.getByRole('button', { name: 'ยืนยันการฝาก' }).dblclick();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    await expect(toast(page, 'ทำรายการสำเร็จ')).toBeVisible();

    // A receipt, not a bare reload: the reference the server answered, the amount, what happens next.
    const after = await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history');
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ sav_Type: 'ฝาก', sav_amount: 1500.5, detail_status: 'รออนุมัติ' });
    const receipt = page.getByTestId('money-receipt');
    await expect(receipt.getByRole('heading', { name: 'แจ้งฝากเงินแล้ว' })).toBeVisible();
    await expect(receipt.getByTestId('receipt-reference')).toHaveText(referenceOf('saving', after[0]!.sav_id));
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('1,500.50 บาท');
    await expect(receipt).toContainText('รวมในยอดเงินออมคงเหลือ');
    // The balance card behind it already counts the deposit as waiting for the shop.
    const balance = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    await expect(page.getByTestId('saving-pending-deposits')).toContainText(baht2(balance.pendingDeposits));
    await noPageScroll(page);
    await snap(page, 'saving-deposit-receipt', testInfo.project.name);
    await receipt.getByRole('button', { name: 'ดูประวัติ' }).click();
    await expect(rowsOf(page, 'saving-history').first().locator('[data-field=amount]')).toHaveText('1,500.50');
  });

  test('saving: goods withdrawal, required fields and the delivery vs pickup rule', async ({ page, playwright, baseURL }, testInfo) => {
    const staff = await playwright.request.newContext({ baseURL });
    await setSwitch(staff, 'productWithdraw-visible', 0);
    await page.goto('/saving');
    const main = page.locator('#main');
    await main.getByRole('tab', { name: 'ถอน', exact: true }).click();
    await expect(main.getByText('ยังไม่เปิดให้บริการ')).toBeVisible();
    await snap(page, 'saving-withdraw-closed', testInfo.project.name);
    await setSwitch(staff, 'productWithdraw-visible', 1);
    await staff.dispose();

    const before = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    await page.reload();
    await main.getByRole('tab', { name: 'ถอน', exact: true }).click();
    const form = page.locator('#withdraw-goods');
    await form.getByRole('button', { name: 'ยืนยันการถอนทอง' }).click();
    for (const msg of [
      'กรุณากรอกจำนวนเงิน',
      'กรุณากรอกจำนวนเงินเป็นตัวอักษร',
      'กรุณากรอกรายละเอียดสินค้า',
      'กรุณาเลือกวิธีรับสินค้า',
      'กรุณาแนบรูปบัตรประชาชนด้านหน้า',
      'กรุณาแนบรูปบัตรประชาชนด้านหลัง',
    ]) {
      await expect(errorOf(form, msg)).toBeVisible();
    }
    // Numbers only.
    await form.getByLabel('มูลค่าทองที่ต้องการถอน').fill('1o0x');
    await expect(form.getByLabel('มูลค่าทองที่ต้องการถอน')).toHaveValue('10');
    await expect(form.getByLabel('จำนวนเงิน (ตัวอักษร)')).toHaveValue('สิบบาทถ้วน');
    await form.getByLabel('รายละเอียดสินค้า').fill('ต่างหูทอง 96.5% น้ำหนัก 0.5 กรัม (ทดสอบ)');

    await form.getByLabel('จัดส่ง', { exact: true }).check();
    await form.getByRole('button', { name: 'ยืนยันการถอนทอง' }).click();
    for (const msg of ['กรุณากรอกชื่อผู้รับ', 'กรุณากรอกเบอร์โทรผู้รับ', 'กรุณากรอกที่อยู่จัดส่ง']) await expect(errorOf(form, msg)).toBeVisible();
    await expect(form.getByLabel('สาขาที่รับสินค้า')).toHaveCount(0);
    await snap(page, 'saving-withdraw-goods-delivery', testInfo.project.name);

    await form.getByLabel('รับเองหน้าร้าน', { exact: true }).check();
    await expect(form.getByLabel('ชื่อผู้รับ')).toHaveCount(0);
    await form.getByRole('button', { name: 'ยืนยันการถอนทอง' }).click();
    await expect(errorOf(form, 'กรุณาเลือกสาขาที่รับสินค้า')).toBeVisible();
    await choose(form, 'สาขาที่รับสินค้า', 'เขาวิเศษ');
    await form.getByLabel('รูปบัตรประชาชน (ด้านหน้า)').setInputFiles(slip);
    await form.getByLabel('รูปบัตรประชาชน (ด้านหลัง)').setInputFiles(slip);
    await noPageScroll(page);
    await snap(page, 'saving-withdraw-goods', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);
    await form.getByRole('button', { name: 'ยืนยันการถอนทอง' }).click();
    await expect(toast(page, 'ทำรายการสำเร็จ')).toBeVisible();
    const receipt = page.getByTestId('money-receipt');
    await expect(receipt.getByRole('heading', { name: 'ส่งคำขอถอนเป็นทองคำแล้ว' })).toBeVisible();
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('10.00 บาท');
    await snap(page, 'saving-withdraw-receipt', testInfo.project.name);

    const after = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    await expect(page.getByTestId('saving-pending')).toContainText(baht2(after.pendingWithdrawals));
    expect(after.pendingWithdrawals).toBeCloseTo(before.pendingWithdrawals + 10, 2);
    expect(after.available).toBeCloseTo(before.available - 10, 2);
    const history = await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history');
    expect(history[0]).toMatchObject({ sav_Type: 'ถอน', sav_amount: 10, detail_status: 'รออนุมัติ' });
  });

  test('saving: cash withdrawal with its required fields; an over-balance amount is refused', async ({ page }, testInfo) => {
    const before = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    await page.goto('/saving');
    const main = page.locator('#main');
    await main.getByRole('tab', { name: 'ถอน', exact: true }).click();
    await main.getByRole('radio', { name: 'ถอนเป็นเงินสด' }).check();
    const form = page.locator('#withdraw-cash');
    // The account is the member's own: its name comes filled in with the name the shop verified.
    const { name } = await apiGet<VerifyRouteAnswer>(page.request, token, '/api/verify/verify-route');
    expect(name).toBeTruthy();
    await expect(form.getByLabel('ชื่อบัญชี')).toHaveValue(name!);
    await form.getByLabel('ชื่อบัญชี').fill('');
    await form.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
    for (const msg of [
      'กรุณากรอกจำนวนเงิน',
      'กรุณากรอกจำนวนเงินเป็นตัวอักษร',
      'กรุณาเลือกธนาคาร',
      'กรุณากรอกชื่อบัญชี',
      'กรุณากรอกเลขที่บัญชี',
      'กรุณาแนบรูปบัตรประชาชนด้านหน้า',
      'กรุณาแนบรูปบัตรประชาชนด้านหลัง',
    ]) {
      await expect(errorOf(form, msg)).toBeVisible();
    }
    await form.getByLabel('จำนวนเงินที่ต้องการถอน').fill(String(Math.ceil(before.available) + 1000));
    await expect(errorOf(form, 'ยอดที่ถอนได้ไม่เกิน', true)).toBeVisible();
    await form.getByLabel('จำนวนเงินที่ต้องการถอน').fill('20.25');
    await expect(form.getByLabel('จำนวนเงิน (ตัวอักษร)')).toHaveValue('ยี่สิบบาทยี่สิบห้าสตางค์');
    // PromptPay is offered beside every bank; its number is a mobile or a national ID.
    await choose(form, 'ธนาคาร', 'พร้อมเพย์ (เบอร์มือถือหรือเลขบัตรประชาชน)');
    await form.getByLabel('เบอร์มือถือหรือเลขบัตรประชาชนที่ผูกพร้อมเพย์').fill('021234567');
    await form.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
    await expect(errorOf(form, 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขบัตรประชาชน 13 หลักที่ถูกต้อง')).toBeVisible();
    await choose(form, 'ธนาคาร', 'กสิกรไทย');
    await form.getByLabel('ชื่อบัญชี').fill('สมหญิง ใจดี');
    await form.getByLabel('เลขที่บัญชี').fill('123-4-56789-0');
    await form.getByLabel('รูปบัตรประชาชน (ด้านหน้า)').setInputFiles(slip);
    await form.getByLabel('รูปบัตรประชาชน (ด้านหลัง)').setInputFiles(slip);
    await noPageScroll(page);
    await snap(page, 'saving-withdraw-cash', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);
    await form.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
    await expect(toast(page, 'ทำรายการสำเร็จ')).toBeVisible();
    const receipt = page.getByTestId('money-receipt');
    await expect(receipt.getByRole('heading', { name: 'ส่งคำขอถอนเป็นเงินสดแล้ว' })).toBeVisible();
    await expect(receipt.getByTestId('receipt-amount')).toHaveText('20.25 บาท');
    await expect(receipt).toContainText('โอนเงินเข้าบัญชีที่แจ้งไว้');
    const history = await apiGet<SavingHistoryRow[]>(page.request, token, '/api/saving/history');
    await expect(receipt.getByTestId('receipt-reference')).toHaveText(referenceOf('saving', history[0]!.sav_id));
    const after = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    expect(after.pendingWithdrawals).toBeCloseTo(before.pendingWithdrawals + 20.25, 2);
  });

  test('downing: status, no request form, history with payments, a payment, the copy toast', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { data } = await apiGet<GetReqAnswer>(page.request, token, '/api/down/get-req');
    const latest = data[0]!;
    const before = await apiGet<DownPaymentRow[]>(page.request, token, `/api/down/detail/${latest.down_id}`);
    await page.goto('/downing');
    const main = page.locator('#main');
    await expect(page.getByTestId('down-status')).toContainText(latest.Status);
    await expect(page.getByTestId('down-status')).toHaveClass(latest.Status === 'รออนุมัติ' ? /alert--warning/ : /alert--success/);
    await expect(main.getByRole('button', { name: 'ยื่นคำขออนุมัติ' })).toHaveCount(0);
    const requests = rowsOf(page, 'down-requests');
    await expect(requests).toHaveCount(data.length);
    await expect(requests.first()).toContainText(latest.Prod_type ?? '');
    await expect(requests.first()).toContainText(int(latest.ApprovedAmount ?? 0));
    await expect(rowsOf(page, 'down-payments')).toHaveCount(Math.min(5, before.length));

    await noPageScroll(page);
    await snap(page, 'downing-history', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);

    await main.getByRole('tab', { name: 'ชำระเงิน' }).click();
    const form = page.locator('#down-payment');
    // The ways to pay sit in the pay panel (docs/product.md "Paying the shop"), the account number copied in one tap.
    await form.getByRole('button', { name: 'คัดลอกเลขบัญชี' }).click();
    await expect(toast(page, 'คัดลอกเลขบัญชีแล้วแล้ว')).toBeVisible();
    const accNo = (await form.getByTestId('acc-no').textContent())!;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accNo);
    // An amount the server refuses shows its reason in the payment error toast.
    await form.getByLabel('จำนวนเงินที่ชำระ').fill('20000000');
    await form.getByLabel('สลิปการโอนเงิน').setInputFiles(freshSlip());
    await form.getByRole('button', { name: 'ส่งหลักฐานการชำระเงิน' }).click();
    await expect(toast(page, /\(Error submitting form: .+\)/)).toBeVisible();
    await form.getByLabel('จำนวนเงินที่ชำระ').fill('1250');
    await snap(page, 'downing-payment', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);
    await form.getByRole('button', { name: 'ส่งหลักฐานการชำระเงิน' }).click();
    await expect(toast(page, 'ทำรายการสำเร็จ')).toBeVisible();
    const after = await apiGet<DownPaymentRow[]>(page.request, token, `/api/down/detail/${latest.down_id}`);
    expect(after.length).toBe(before.length + 1);
    expect(after.some((p) => p.amount === 1250 && p.status === 'รออนุมัติ')).toBe(true);

    await main.getByRole('tab', { name: 'ขอจบสัญญา' }).click();
    const close = page.locator('#down-close');
    await close.getByRole('button', { name: 'ส่งคำขอจบสัญญา' }).click();
    await expect(errorOf(close, 'กรุณาแนบรูปบัตรประชาชนด้านหน้า')).toBeVisible();
    await expect(errorOf(close, 'กรุณาแนบรูปบัตรประชาชนด้านหลัง')).toBeVisible();
    await snap(page, 'downing-close', testInfo.project.name);
  });

  test('repurchase: 10 a page, search, payments modal 5 a page, proof modal', async ({ page }, testInfo) => {
    const pawns = await apiGet<PawnContract[]>(page.request, token, '/api/pawn/get-pawn');
    expect(pawns.length).toBeGreaterThan(10);
    await page.goto('/repurchase');
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { name: 'รายการขายฝาก' })).toBeVisible();
    const rows = rowsOf(page, 'pawn-table');
    await expect(rows).toHaveCount(10);
    for (const h of ['รหัส', 'วันที่ขายฝาก', 'ยอดรวม', 'ดอกเบี้ย', 'สถานะ', 'กำหนดชำระ'])
      await expect(heading(page.getByTestId('pawn-table'), h)).toBeVisible();
    const line = main.getByRole('link', { name: 'ติดต่อชำระดอกเบี้ย' });
    await expect(line).toHaveAttribute('href', /^https:\/\/line\.me\//);
    // LINE's green darkened so its white words can be read (4.5:1 at least; LINE's own green gives 2.25:1).
    await expect(line).toHaveCSS('background-color', 'rgb(4, 122, 52)');
    await expect(pageButtons(page.getByTestId('pawn-table'))).toHaveCount(Math.ceil(pawns.length / 10));
    await noPageScroll(page);
    await snap(page, 'repurchase-list', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);

    // The contract with the most payments: its row shows the amounts with 'บาท' and interest = Rate_In + fee, a month's.
    const details = await Promise.all(
      pawns.map(async (c) => ({ c, pays: await apiGet<PawnPayment[]>(page.request, token, `/api/pawn/get-pawn/${c.jn_id}`) })),
    );
    const { c, pays } = details.sort((a, b) => b.pays.length - a.pays.length)[0]!;
    expect(pays.length).toBeGreaterThan(5);
    await main.getByLabel('ค้นหารหัสสัญญา').fill(c.jn_id.toLowerCase().slice(-6));
    await main.getByRole('button', { name: 'ค้นหา' }).click();
    const expected = pawns.filter((p) => p.jn_id.toLowerCase().includes(c.jn_id.toLowerCase().slice(-6)));
    await expect(rows).toHaveCount(expected.length);
    const row = rows.filter({ hasText: c.jn_id });
    await expect(row.locator('[data-field=total]')).toHaveText(`${int(c.Net_Total)} บาท`);
    await expect(row.locator('[data-field=interest]')).toHaveText(`${int(c.Rate_In + c.fee)} บาท/เดือน`);
    // Where it stands today, the server's one standing; the branch system's own word beside it when it differs.
    await expect(row.getByTestId('pawn-standing')).toBeVisible();
    await expect(row.locator('[data-field=status]')).toContainText(c.jn_Status);
    await snap(page, 'repurchase-search', testInfo.project.name);

    // A tap anywhere on the row (or card) opens it.
    await row.locator('[data-field=date]').click();
    const modal = page.getByRole('dialog', { name: `รายละเอียดขายฝากของ ${c.jn_id}` });
    await expect(modal).toBeVisible();
    const payRows = rowsOf(modal, 'pawn-payments');
    await expect(payRows).toHaveCount(5);
    for (const h of ['วันที่จ่าย', 'จำนวน', 'วิธีชำระ', 'สลิป']) await expect(heading(modal.getByTestId('pawn-payments'), h)).toBeVisible();
    await expect(pageButtons(modal)).toHaveCount(Math.ceil(pays.length / 5));
    await snap(page, 'repurchase-payments', testInfo.project.name);
    await pageButtons(modal).nth(1).click();
    await expect(payRows).toHaveCount(Math.min(5, pays.length - 5));
    await payRows
      .first()
      .getByRole('button', { name: /^ดู\s?สลิป$/ })
      .click();
    const proof = page.getByRole('dialog', { name: 'Proof Image' });
    const img = proof.locator('img');
    await expect(img).toBeVisible();
    await expect(img).toHaveCSS('height', /^(500px|\d+(\.\d+)?px)$/);
    await expect(img).toHaveCSS('object-fit', 'contain');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await snap(page, 'repurchase-proof', testInfo.project.name);
    await proof.getByRole('button', { name: 'Close' }).click();
    await expect(proof).toBeHidden();
    await expect(modal).toBeVisible();

    // No match: the empty row.
    await page.keyboard.press('Escape');
    await main.getByLabel('ค้นหารหัสสัญญา').fill('no-such-contract');
    await main.getByLabel('ค้นหารหัสสัญญา').press('Enter');
    await expect(page.getByTestId('pawn-table').getByText('ไม่มีรายการ')).toBeVisible();
  });

  test('repurchase: a failing list shows the danger alert', async ({ page }) => {
    await page.route('**/api/pawn/get-pawn?*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"x"}', contentType: 'application/json' }),
    );
    await page.goto('/repurchase');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch data. Please try again.' })).toBeVisible();
  });

  test('gold-bank: balance, type 2 status and pawn contracts at a glance, with links', async ({ page }, testInfo) => {
    const balance = await apiGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
    const { data } = await apiGet<GetReqAnswer>(page.request, token, '/api/down/get-req');
    const pawns = await apiGet<PawnContract[]>(page.request, token, '/api/pawn/get-pawn');
    await page.goto('/gold-bank');
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { name: 'บัญชีทองของฉัน', level: 1 })).toBeVisible();
    await expect(page.getByTestId('glance-balance')).toHaveText(`${baht2(balance.balance)} บาท`);
    await expect(page.getByTestId('glance-down-status')).toHaveText(data[0]!.Status);
    // Only contracts still running count.
    await expect(page.getByTestId('glance-pawn-count')).toHaveText(`${pawns.filter((p) => p.is_open).length} สัญญา`);
    await expect(page.getByTestId('glance-next-due')).toContainText('กำหนดชำระ');
    await noPageScroll(page);
    await snap(page, 'gold-bank', testInfo.project.name);
    if (testInfo.project.name === 'phone') expect(await smallTargets(page)).toEqual([]);
    await main.getByRole('link', { name: 'ไปที่ออมทองประเภทที่ 1' }).click();
    await expect(page).toHaveURL(/\/saving$/);
    await page.goBack();
    await main.getByRole('link', { name: 'ไปที่ออมทองประเภทที่ 2' }).click();
    await expect(page).toHaveURL(/\/downing$/);
    await page.goBack();
    await main.getByRole('link', { name: 'ดูรายการขายฝาก' }).click();
    await expect(page).toHaveURL(/\/repurchase$/);
  });

  test('gold-bank: a failing answer fails its own card only, and the page does not wait on it forever', async ({ page }) => {
    const pawns = await apiGet<PawnContract[]>(page.request, token, '/api/pawn/get-pawn');
    // The type 2 list fails; the cards wait for every answer, so a failure must count as an answer.
    await page.route('**/api/down/get-req?*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"x"}', contentType: 'application/json' }),
    );
    await page.goto('/gold-bank');
    const cards = page.locator('.glance-card');
    await expect(cards.filter({ hasText: 'ออมทองประเภทที่ 2' }).getByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(page.getByTestId('glance-pawn-count')).toHaveText(`${pawns.filter((p) => p.is_open).length} สัญญา`);
    await expect(page.getByTestId('glance-balance')).toBeVisible();
    await expect(page.getByText('โหลดข้อมูลไม่สำเร็จ')).toHaveCount(1);
  });

  test('at 360px wide every money screen fits without page-level sideways scroll', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the narrowest phone is checked once');
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, name] of [
      ['/saving', 'saving'],
      ['/downing', 'downing'],
      ['/repurchase', 'repurchase'],
      ['/gold-bank', 'gold-bank'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#main h1')).toBeVisible();
      await expect(page.locator('#main .spinner')).toHaveCount(0);
      await noPageScroll(page);
      expect(await smallTargets(page)).toEqual([]);
      await snap(page, `${name}-360`, testInfo.project.name);
    }
  });

  // States demo2's data does not reach, with the API's answers replaced in the browser only.
  const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

  test('saving states: no account (terms, required checkbox, request), pending, empty history', async ({ page }, testInfo) => {
    let status: { sav_status: string; statusCode: string }[] = [];
    let requested = 0;
    await page.route('**/api/saving/sav_status?*', (route) => route.fulfill(json(status)));
    await page.route('**/api/saving/approval_request', (route) => {
      requested++;
      status = [{ sav_status: 'รออนุมัติ', statusCode: 'pending' }];
      return route.fulfill(json({ message: 'ยื่นคำขออนุมัติสำเร็จ', id: 1 }));
    });
    await page.goto('/saving');
    const main = page.locator('#main');
    await expect(main.getByText('เงื่อนไขการออมทองประเภทที่ 1')).toBeVisible();
    await expect(main.locator('.terms-list li').first()).toBeVisible();
    await main.getByRole('button', { name: 'ขออนุมัติเปิดบัญชีออมทอง' }).click();
    await expect(toast(page, 'Please accept the terms and conditions.')).toBeVisible();
    expect(requested).toBe(0);
    await snap(page, 'saving-request', testInfo.project.name);
    await main.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับเงื่อนไขการออมทอง' }).check();
    await main.getByRole('button', { name: 'ขออนุมัติเปิดบัญชีออมทอง' }).click();
    await expect(main.getByText('รออนุมัติ', { exact: true })).toBeVisible();
    await expect(main.getByText('คำขอเปิดบัญชีออมทองของคุณอยู่ระหว่างรอเจ้าหน้าที่อนุมัติ')).toBeVisible();
    expect(requested).toBe(1);
    await snap(page, 'saving-pending', testInfo.project.name);

    await page.unroute('**/api/saving/sav_status?*');
    await page.route('**/api/saving/history?*', (route) => route.fulfill(json([])));
    await page.reload();
    await main.getByRole('tab', { name: 'ประวัติ' }).click();
    await expect(page.getByTestId('saving-history').getByText('ไม่มีรายการ')).toBeVisible();
  });

  test('saving: a refused deposit shows the failure toast with the server reason', async ({ page }) => {
    await page.route('**/api/saving/create-saving', (route) => route.fulfill(json({ message: 'บัญชีออมทองยังไม่มีผลบังคับ' }, 409)));
    await page.goto('/saving');
    const form = page.locator('#deposit');
    await form.getByLabel('จำนวนเงินที่ฝาก').fill('100');
    await form.getByLabel('สลิปการโอนเงิน').setInputFiles(slip);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'ยืนยันการฝาก' }).click();
    await expect(toast(page, 'มีบางอย่างผิดพลาด กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(toast(page, 'บัญชีออมทองยังไม่มีผลบังคับ')).toBeVisible();
  });

  test('downing with no request: the request form and its three outcomes', async ({ page }, testInfo) => {
    let outcome: 'fail' | 'network' | 'ok' = 'fail';
    let data: unknown[] = [];
    await page.route('**/api/down/get-req?*', (route) => route.fulfill(json({ data })));
    await page.route('**/api/down/down-request', (route) => {
      if (outcome === 'network') return route.abort('connectionrefused');
      if (outcome === 'fail') return route.fulfill(json({ message: 'x' }, 409));
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
          Asked: 'สร้อยคอ 1 บาท',
          Paid: 0,
          PendingPaid: 0,
          Remaining: null,
          NextInstalment: null,
          Note: null,
        },
      ];
      return route.fulfill(json({ message: 'ยื่นคำขออนุมัติสำเร็จ', id: 99 }));
    });
    await page.goto('/downing');
    const main = page.locator('#main');
    const ask = main.getByRole('button', { name: 'ยื่นคำขออนุมัติ' });
    await expect(ask).toBeVisible();
    await snap(page, 'downing-request', testInfo.project.name);
    // The request says what the member wants and is confirmed before it goes.
    await main.getByLabel('หรือบอกสินค้าที่ต้องการ').fill('สร้อยคอ 1 บาท');
    await ask.click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการยื่นคำขออนุมัติ' }).getByRole('button', { name: 'ยืนยันส่งคำขอ' });
    await confirm.click();
    await expect(toast(page, 'Request for approval failed')).toBeVisible();
    outcome = 'network';
    await confirm.click();
    await expect(toast(page, 'Error sending request for approval')).toBeVisible();
    outcome = 'ok';
    await confirm.click();
    await expect(toast(page, 'ยื่นคำขออนุมัติสำเร็จ')).toBeVisible();
    await expect(ask).toHaveCount(0);
    await expect(page.getByTestId('down-status')).toHaveClass(/alert--warning/);
    await expect(page.getByTestId('down-status')).toContainText('รออนุมัติ');
  });
});
