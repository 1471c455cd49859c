import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AmlSettings, BankAccount } from '../api/contract';
import { apiJson, pngFile, signInAdmin } from './admin-fixtures';
import { freshNationalId, freshUsername } from './member-helpers';

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
    page.request.put(`/api/content/account-details/${before.id}`, {
      multipart: { bank: before.bank, acc_name: before.acc_name, acc_no: accNo },
    });
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

test('the owner switches the gold account on and sets its limits beside its queue', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/gold-account');
  await expect(page.getByTestId('flag-gold')).toContainText('เปิดบริการออมทองเป็นน้ำหนัก');
  const rules = page.getByTestId('gold-rules');
  await rules.getByLabel('ฝากซื้อได้ต่อวันต่อสมาชิก (บาท)').fill('20000');
  await rules.getByLabel('ถือทองได้ต่อสมาชิก (กรัม)').fill('1.23456');
  await rules.getByRole('button', { name: 'บันทึกกติกา' }).click();
  await expect(rules).toContainText('ทศนิยมไม่เกิน 4 ตำแหน่ง');
  await rules.getByLabel('ถือทองได้ต่อสมาชิก (กรัม)').fill('152.44');
  await rules.getByRole('button', { name: 'บันทึกกติกา' }).click();
  await expect(page.getByText('บันทึกกติกาออมทองเป็นน้ำหนักแล้ว')).toBeVisible();
  expect(await apiJson(page.request, '/api/content/money-rules')).toMatchObject({ goldDailyLimit: 20000, goldMaxGrams: '152.4400' });
  await shot(page, 'gold-account-rules-owner');
  // Emptied, a limit is none again (and the other specs' deposits are not held by this one's).
  await page.reload();
  await rules.getByLabel('ฝากซื้อได้ต่อวันต่อสมาชิก (บาท)').fill('');
  await rules.getByLabel('ถือทองได้ต่อสมาชิก (กรัม)').fill('');
  await rules.getByRole('button', { name: 'บันทึกกติกา' }).click();
  await expect(page.getByText('บันทึกกติกาออมทองเป็นน้ำหนักแล้ว')).toBeVisible();
  expect(await apiJson(page.request, '/api/content/money-rules')).toMatchObject({ goldDailyLimit: null, goldMaxGrams: null });
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

    await staff.goto('/admin/gold-account');
    await expect(staff.getByTestId('gold-rules')).toContainText('เฉพาะเจ้าของร้านแก้ไขได้');
    await expect(staff.getByTestId('gold-rules')).toContainText('ถือทองได้ต่อสมาชิก');
    await expect(staff.getByRole('button', { name: 'บันทึกกติกา' })).toHaveCount(0);

    await staff.goto('/admin/dashboard');
    await expect(staff.getByTestId('owner-alerts')).toBeVisible();
    await expect(staff.getByTestId('owner-line')).toHaveCount(0);
    await shot(staff, 'dashboard-staff');
  } finally {
    await staff.context().close();
  }
});

test('money-laundering flags: a deposit at the owner’s threshold is listed for the owner; staff cannot reach the page', async ({
  page,
  browser,
}) => {
  await signInAdmin(page);
  const before = await apiJson<AmlSettings>(page.request, '/api/admin/aml/settings');
  // The plain staff account of the test before (made here too when this test runs alone).
  const made = await page.request.post('/api/admin/staff', { data: { ...clerk, role: 'staff' } });
  expect([200, 409]).toContain(made.status());
  // demo2 sends a deposit of 5,432.10 baht, under the default threshold (2,000,000 baht).
  const signin = await page.request.post('/api/auth/signin', { data: { username: 'demo2', password: 'demo1234', rememberMe: false } });
  const { token } = (await signin.json()) as { token: string };
  const sent = await page.request.post('/api/saving/create-saving', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `aml-${Date.now().toString(36)}` },
    multipart: { amount: '5432.10', amountString: 'ห้าพันสี่ร้อยสามสิบสองบาทสิบสตางค์', proof: pngFile('aml-slip.png', [201, 33, 147]) },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { id } = (await sent.json()) as { id: number };
  const flagged = (p: Page) => p.locator('tbody tr.ant-table-row', { hasText: `เลขที่ ${id}` });
  try {
    await page.goto('/admin/aml-flags');
    await expect(page.getByTestId('aml-settings').getByLabel('ยอดต่อรายการที่ต้องตรวจสอบ (บาท)')).toHaveValue('2000000');
    // Loaded, and this deposit is under the default threshold: not listed.
    await expect(page.locator('.ant-table-placeholder')).toBeVisible();
    await expect(flagged(page)).toHaveCount(0);
    // The owner lowers the threshold to 5,000 baht: the deposit is at or above it.
    const rules = page.getByTestId('aml-settings');
    await rules.getByLabel('ยอดต่อรายการที่ต้องตรวจสอบ (บาท)').fill('5000');
    await rules.getByRole('button', { name: 'บันทึกเกณฑ์' }).click();
    await expect(page.locator('.ant-message').getByText('บันทึกเกณฑ์แล้ว')).toBeVisible();
    await page.reload();
    await expect(flagged(page)).toContainText('demo2');
    await expect(flagged(page)).toContainText('ออมทองประเภทที่ 1');
    await expect(flagged(page)).toContainText('5,432.10');
    await expect(flagged(page)).toContainText('ยอดสูงถึงเกณฑ์รายงาน');
    await shot(page, 'aml-flags-owner');

    const staff = await staffPage(browser);
    try {
      await staff.goto('/admin/dashboard');
      await expect(staff.locator('.ant-pro-sider')).toBeVisible();
      await expect(staff.locator('.ant-pro-sider').getByText('ธุรกรรมที่ต้องตรวจสอบ')).toHaveCount(0);
      // An address typed by hand: the reason, no rules or movements, and no call the server would refuse.
      const refused: string[] = [];
      staff.on('response', (r) => {
        if (r.status() === 403) refused.push(r.url());
      });
      await staff.goto('/admin/aml-flags');
      await expect(staff.getByTestId('owner-only-page')).toContainText('เฉพาะเจ้าของร้าน');
      await expect(staff.getByTestId('owner-only-page')).toContainText('ธุรกรรมที่ต้องตรวจสอบเปิดได้เฉพาะบัญชีเจ้าของร้าน');
      await expect(staff.getByTestId('aml-settings')).toHaveCount(0);
      await expect(staff.getByText('5,432.10')).toHaveCount(0);
      await shot(staff, 'aml-flags-staff');
      // Any other owner-only page gets the same reason from the same guard: staff accounts, by address.
      await staff.goto('/admin/staff-accounts');
      await expect(staff.getByTestId('owner-only-page')).toContainText('บัญชีพนักงานเปิดได้เฉพาะบัญชีเจ้าของร้าน');
      await expect(staff.getByText('พนักงานทั้งหมด')).toHaveCount(0);
      await shot(staff, 'staff-accounts-staff');
      expect(refused).toEqual([]);
      expect((await staff.request.get('/api/admin/aml/flagged')).status()).toBe(403);
    } finally {
      await staff.context().close();
    }
  } finally {
    expect((await page.request.put('/api/admin/aml/settings', { data: before })).ok()).toBe(true);
    await page.request.post(`/api/admin/saving/transactions/${id}/reject`, { data: { note: 'รายการทดสอบ' } });
  }
});

test('a closed member: staff see their rows as closed, name and phone masked; the owner sees them whole', async ({ page, browser }) => {
  await signInAdmin(page);
  const made = await page.request.post('/api/admin/staff', { data: { ...clerk, role: 'staff' } });
  expect([200, 409]).toContain(made.status());
  // A member verified as a new customer, who then closes their account (nothing owed).
  const username = freshUsername('cl');
  const fullName = `มาลี ปิดบัญชี${username.slice(-4)}`;
  const nationalId = freshNationalId();
  expect(
    (await page.request.post('/api/auth/signup', { data: { username, password: 'pass12345', confirmPassword: 'pass12345' } })).ok(),
  ).toBe(true);
  const { token } = (await (await page.request.post('/api/auth/signin', { data: { username, password: 'pass12345' } })).json()) as {
    token: string;
  };
  const auth = { authorization: `Bearer ${token}` };
  const asked = await page.request.post(`/api/verify/verify-request?idCard=${nationalId}`, {
    headers: auth,
    multipart: {
      NationalID: nationalId,
      fullName,
      phoneNumber: '0861234567',
      email: '',
      address: '12 หมู่ 3 ต.เขาวิเศษ จ.ตรัง',
      consent: 'true',
      idCardImg: pngFile('card.png', [90, 140, 30]),
      personalImg: pngFile('selfie.png', [150, 40, 90]),
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const pending = await apiJson<{ data: { id: number; username: string | null }[] }>(
    page.request,
    '/api/admin/verifications?status=pending&pageSize=100',
  );
  const request = pending.data.find((r) => r.username === username)!;
  expect((await page.request.post(`/api/admin/verifications/${request.id}/approve`, { data: {} })).ok()).toBe(true);
  const closed = await page.request.post('/api/me/close', { headers: auth, data: { confirm: true, password: 'pass12345' } });
  expect(closed.ok(), await closed.text()).toBe(true);

  const row = (p: Page, text: string) => p.locator('tbody tr.ant-table-row', { hasText: text });
  await page.goto('/admin/customers');
  await page.getByPlaceholder(/ชื่อ เบอร์โทร/).fill(fullName);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(row(page, fullName)).toContainText('ปิดบัญชีแล้ว');
  await expect(row(page, fullName)).toContainText('0861234567');
  await shot(page, 'customers-closed-owner');

  const staff = await staffPage(browser);
  try {
    await staff.goto('/admin/customers');
    const masked = row(staff, `xxxxxxxxx${nationalId.slice(-4)}`);
    await expect(masked).toContainText('ปิดบัญชีแล้ว');
    await expect(masked).toContainText('มาลี ป***');
    await expect(masked).toContainText('08x-xxx-4567');
    await expect(masked).not.toContainText(fullName);
    await expect(masked.getByRole('button', { name: /แก้ไข/ })).toHaveCount(0);
    await shot(staff, 'customers-closed-staff');
    // Searching by the name finds nothing for staff.
    await staff.getByPlaceholder(/ชื่อ เบอร์โทร/).fill(fullName);
    await staff.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(staff.getByText('ไม่มีรายการ')).toBeVisible();

    await staff.goto('/admin/members');
    const member = staff.locator('tbody tr.ant-table-row', { has: staff.getByTestId('member-closed') }).filter({ hasText: 'มาลี ป***' });
    await expect(member).toHaveCount(1);
    await expect(member).not.toContainText(username);
    await shot(staff, 'members-closed-staff');
  } finally {
    await staff.context().close();
  }
});
