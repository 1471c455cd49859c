import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BankAccount } from '../api/contract';
import { apiJson, signInAdmin } from './admin-fixtures';

// Who may move money (docs/access.md): the receiving bank account, the ornament premium, the minimums and the
// limit on prices by hand are the owner's; staff see them read-only. Changes the owner must hear about are
// listed on the dashboard for a day, and the owner links LINE for them from the dashboard.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop tool (1280x800)');
});

async function shot(page: Page, name: string) {
  const dir = join(import.meta.dirname, '..', 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `owner-duties-${name}.png`), fullPage: true });
}

const clerk = { username: `clerk${Date.now().toString(36)}`, password: 'clerkpass123' };

/** A page signed in as a plain staff account the owner made (a context of its own: its own cookie). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/admin-signin', { data: { ...clerk, rememberMe: false } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  return page;
}

test('the owner changes the receiving account: the dashboard lists the alert, and offers to link LINE', async ({ page }) => {
  await signInAdmin(page);
  const before = await apiJson<BankAccount>(page.request, '/api/content/account-details?images=url');
  const put = (accNo: string) =>
    page.request.put(`/api/content/account-details/${before.id}`, { multipart: { bank: before.bank, acc_name: before.acc_name, acc_no: accNo } });
  try {
    expect((await put('555-5-55555-5')).ok()).toBe(true);
  } finally {
    await put(before.acc_no);
  }
  await page.goto('/admin/dashboard');
  const alerts = page.getByTestId('owner-alerts');
  await expect(alerts).toContainText('แจ้งเตือนถึงเจ้าของร้าน');
  await expect(alerts.getByTestId('owner-alert-bank_account').first()).toContainText('บัญชีรับโอนเงินของร้านถูกเปลี่ยนเป็น');
  await expect(alerts).toContainText('xxx5555');
  const line = page.getByTestId('owner-line');
  await line.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  await expect(page.getByTestId('owner-line-code')).toHaveText(/^\d{6}/);
  await shot(page, 'dashboard-owner');

  await page.goto('/admin/banking-account');
  await expect(page.getByTestId('bank-account-alerts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'แก้ไข', exact: true })).toBeVisible();
});

test('the owner sees the limit on prices by hand, and the form warns past it', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/gold-price');
  await expect(page.getByTestId('manual-reference')).toContainText(/พนักงานกรอกได้ไม่เกิน ±\d+%|ราคาแรกต้องให้เจ้าของร้านกรอก/);
  await expect(page.getByTestId('manual-limit').getByLabel('ไม่เกิน (%)')).toBeVisible();
  await page.getByLabel('ทองคำแท่ง ขายออก (บาท)').fill('1');
  await page.getByLabel('ทองคำแท่ง รับซื้อ (บาท)').fill('1');
  await expect(page.getByTestId('manual-difference')).toContainText('ราคานี้ต่างจากราคาอ้างอิง');
  await shot(page, 'gold-price-owner');
});

test('a staff account sees the owner’s settings read-only, and the alerts', async ({ page, browser }) => {
  await signInAdmin(page);
  const made = await page.request.post('/api/admin/staff', { data: { ...clerk, role: 'staff' } });
  expect(made.ok(), await made.text()).toBe(true);
  const staff = await staffPage(browser);
  try {
    await staff.goto('/admin/banking-account');
    await expect(staff.getByTestId('bank-account')).toBeVisible();
    await expect(staff.getByTestId('owner-only')).toContainText('เฉพาะเจ้าของร้านแก้ไขได้');
    await expect(staff.getByRole('button', { name: /แก้ไข/ })).toHaveCount(0);
    await shot(staff, 'banking-account-staff');

    await staff.goto('/admin/gold-price');
    await expect(staff.getByTestId('premium').getByTestId('owner-only')).toBeVisible();
    await expect(staff.getByTestId('manual-limit')).toContainText('เฉพาะเจ้าของร้านแก้ไขได้');
    await expect(staff.getByTestId('manual-limit').getByLabel('ไม่เกิน (%)')).toHaveCount(0);
    await expect(staff.getByTestId('manual-reference')).toContainText('ทุกราคาที่พนักงานกรอกจะแจ้งเจ้าของร้าน');
    await shot(staff, 'gold-price-staff');

    await staff.goto('/admin/privacy-manager1');
    await expect(staff.getByTestId('minimum-minDeposit').getByTestId('owner-only')).toBeVisible();
    await expect(staff.getByLabel('ยอดฝากขั้นต่ำ (บาท)')).toHaveCount(0);

    await staff.goto('/admin/dashboard');
    await expect(staff.getByTestId('owner-alerts')).toBeVisible();
    await expect(staff.getByTestId('owner-line')).toHaveCount(0);
    await shot(staff, 'dashboard-staff');
  } finally {
    await staff.context().close();
  }
});
