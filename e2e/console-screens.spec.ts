import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AboutItem, BankAccount, HomeItem, Policy, Product } from '../api/contract';
import { signInMember, snap } from './helpers';
import { ADMIN, apiJson, fakeImage, fillAdminSignin, pngFile, signInAdmin } from './admin-fixtures';

// The admin console: every console screen of docs/product.md, driven like a staff member would, with each
// change checked in the API's answer and, where the member app shows it, on the member page.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop tool; checked at 1280x800 (and once at 768)');
});

const uid = () => String(Date.now()).slice(-6);
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const dialog = (page: Page) => page.getByRole('dialog').last();
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** Picks an option of the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  // A click that lands while the dialog is still animating in does not open the list: open it again until it shows.
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click({ force: true }); // the chosen value's label covers the input
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await item.click();
}

/** Chooses an image in the open form: a disguised text file is refused before sending, a PNG previews. */
async function chooseImage(_page: Page, scope: Locator, index: number, rgb: [number, number, number]) {
  const input = scope.locator('input[type=file]').nth(index);
  await input.setInputFiles(fakeImage);
  await expect(scope.getByRole('alert').filter({ hasText: 'ไฟล์ต้องเป็นรูปภาพ' })).toBeVisible();
  // A retried test picks another colour: the image store keys pictures by content, and the first attempt's
  // picture is already there.
  const [r, g, b] = rgb;
  await input.setInputFiles(pngFile(`e2e-${index}.png`, [(r + 37 * test.info().retry) % 256, g, b]));
  await expect(scope.getByText('ไฟล์ใหม่: e2e-').nth(index)).toBeVisible();
  await expect(scope.locator('img[src^="blob:"]').first()).toBeVisible();
}

const switchIn = (scope: Page | Locator, name: string) => scope.getByRole('switch', { name, exact: true });

/**
 * Opens a member page in the same browser and expects each text on it. Reloads until it shows (30 s):
 * the member app's build is served straight from liff-app/dist, which a rebuild briefly empties.
 */
async function memberSees(
  page: Page,
  path: string,
  texts: string[],
  steps: { before?: (member: Page) => Promise<unknown>; after?: (member: Page) => Promise<unknown> } = {},
) {
  const member = await page.context().newPage();
  try {
    await steps.before?.(member);
    await expect(async () => {
      await member.goto(path);
      await steps.after?.(member);
      for (const t of texts) await expect(member.getByText(t).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await member.close();
  }
}

test('sign-in: the guard, a failed attempt, success, expiry and sign-out', async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto('/admin/shop-manager');
  await expect(page).toHaveURL(/\/admin\/signin$/);
  await expect(page.getByText('ระบบจัดการสำหรับพนักงาน')).toBeVisible();
  await snap(page, 'admin-signin', testInfo.project.name);

  await fillAdminSignin(page, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeVisible({ timeout: 20_000 });
  await snap(page, 'admin-signin-failed', testInfo.project.name);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  await page.getByLabel('รหัสผ่าน').fill(ADMIN.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  // A fresh sign-in lands on the console's first screen (the back office's dashboard once it exists).
  await expect(page).not.toHaveURL(/\/admin\/signin$/, { timeout: 20_000 });
  await expect(page.getByTestId('account-menu')).toContainText(ADMIN.username);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^ey/);
  expect(await apiJson(page.request, '/api/auth/admin-me')).toMatchObject({ username: ADMIN.username });

  // Signed in: the sign-in page sends you on to /admin/home-manager.
  await page.goto('/admin/signin');
  await expect(page).toHaveURL(/\/admin\/home-manager$/);

  // A session the server no longer knows (cookie gone, token still valid): the console's first call
  // (who am I) answers 401, so it drops its token and goes to the sign-in page.
  await page.context().clearCookies();
  await page.goto('/admin/privacy-manager2');
  await expect(page).toHaveURL(/\/admin\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await fillAdminSignin(page);
  await expect(page.getByTestId('account-menu')).toContainText(ADMIN.username, { timeout: 20_000 });

  // Expiry is checked every 60 s: an expired token is removed and the user lands on the sign-in page.
  await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    localStorage.setItem(
      'adminToken',
      `${b64({ alg: 'HS256' })}.${b64({ kind: 'admin-expiry', role: 'owner', exp: Math.floor(Date.now() / 1000) + 30 })}.x`,
    );
  });
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/admin\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  // Sign in again, then sign out from the account menu: the cookie is cleared on the server too.
  await fillAdminSignin(page);
  await expect(page.getByTestId('account-menu')).toContainText(ADMIN.username, { timeout: 20_000 });
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/admin\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  expect((await page.request.get('/api/auth/admin-me')).status()).toBe(401);
});

test('shop manager: add, search, edit, feature, refuse a failed save, delete', async ({ page }, testInfo) => {
  await signInAdmin(page);
  const code = `E2E${uid()}`;
  const product = async () => (await apiJson<Product[]>(page.request, '/api/shop/shop-product?images=url')).find((p) => p.code === code);

  await page.goto('/admin/shop-manager');
  await expect(page.getByText('รายการสินค้า')).toBeVisible();
  // Each row's thumbnail is the 320 px copy, and it decoded.
  const thumb = page.getByRole('img', { name: /^รูปสินค้า / }).first();
  await expect
    .poll(() => thumb.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
    .toMatch(/\.webp\?w=320$/);
  await snap(page, 'admin-shop-manager', testInfo.project.name);

  // Add, with an image (a disguised text file is refused first).
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  const form = dialog(page);
  await form.getByLabel('รหัสสินค้า').fill(code);
  await choose(page, form, 'หมวดหมู่', 'แหวน');
  await form.getByLabel('น้ำหนัก').fill('1.5');
  await chooseImage(page, form, 0, [212, 175, 55]);
  await snap(page, 'admin-shop-manager-add', testInfo.project.name);
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'เพิ่มสินค้าแล้ว')).toBeVisible();
  await expect.poll(product).toMatchObject({ code, cat_id: 3, weight: 1.5, unit: 'บาท', topStatus: 0 });
  expect((await product())!.img).toMatch(/^\/api\/images\//);

  // Search by code, then filter by category.
  await page.getByPlaceholder('ค้นหารหัสสินค้า').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, code)).toContainText('แหวน');
  await expect(row(page, code).locator('img')).toBeVisible();

  // Edit: weight and category 6 (pledged loose items in the admin).
  await row(page, code)
    .getByRole('button', { name: `แก้ไข ${code}` })
    .click();
  const edit = dialog(page);
  await expect(edit.getByLabel('รหัสสินค้า')).toHaveValue(code);
  await edit.getByLabel('น้ำหนัก').fill('2');
  await choose(page, edit, 'หมวดหมู่', 'ทองหลุดจำนำ');
  await edit.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'บันทึกการแก้ไขสินค้าแล้ว')).toBeVisible();
  await expect.poll(product).toMatchObject({ cat_id: 6, weight: 2 });
  await expect(row(page, code)).toContainText('ทองหลุดจำนำ');

  // Featured switch: saved, and still on after a reload.
  await switchIn(page, `สินค้าแนะนำ ${code}`).click();
  await expect.poll(async () => (await product())?.topStatus).toBe(1);
  await page.reload();
  await page.getByPlaceholder('ค้นหารหัสสินค้า').fill(code);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(switchIn(page, `สินค้าแนะนำ ${code}`)).toBeChecked();

  // A save the server refuses: its message shows and the switch stays where the server has it.
  await page.route('**/api/shop/update-top-status/**', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'ทดสอบ: บันทึกไม่สำเร็จ' }) }),
  );
  await switchIn(page, `สินค้าแนะนำ ${code}`).click();
  await expect(toast(page, 'ทดสอบ: บันทึกไม่สำเร็จ')).toBeVisible();
  await expect(switchIn(page, `สินค้าแนะนำ ${code}`)).toBeChecked();
  await page.unroute('**/api/shop/update-top-status/**');
  expect((await product())?.topStatus).toBe(1);

  // The member catalogue shows it.
  await memberSees(page, '/shop', [code], { after: (member) => member.getByLabel('ค้นหารหัสสินค้า').fill(code, { timeout: 5_000 }) });

  // Delete, with confirmation.
  await row(page, code)
    .getByRole('button', { name: `ลบ ${code}` })
    .click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'ลบ' }).click();
  await expect(toast(page, `ลบสินค้า ${code} แล้ว`)).toBeVisible();
  await expect.poll(product).toBeUndefined();
  await expect(row(page, code)).toHaveCount(0);

  // Still usable at 768 wide: the menu collapses, the table scrolls.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await snap(page, 'admin-shop-manager-768', testInfo.project.name);
});

test('home manager: edit the hero text and image; the member home shows it', async ({ page }, testInfo) => {
  await signInAdmin(page);
  const before = (await apiJson<HomeItem[]>(page.request, '/api/content/get-home?images=url'))[0]!;
  const header = `ร้านทองทดสอบ ${uid()}`;

  // The text goes back for whoever reads the demo data next, even when a step fails (the new image stays).
  try {
    await page.goto('/admin/home-manager');
    await expect(row(page, before.header)).toBeVisible();
    await snap(page, 'admin-home-manager', testInfo.project.name);
    await row(page, before.header).getByRole('button', { name: /แก้ไข/ }).click();
    const form = dialog(page);
    await expect(form.getByLabel('หัวข้อ')).toHaveValue(before.header);
    await form.getByLabel('หัวข้อ').fill(header);
    await form.getByLabel('คำอธิบาย').fill('ทองคำแท้ 96.5%\nบรรทัดที่สอง');
    await chooseImage(page, form, 0, [30, 120, 200]);
    await snap(page, 'admin-home-manager-edit', testInfo.project.name);
    await form.getByRole('button', { name: 'บันทึก' }).click();
    await expect(toast(page, 'บันทึกเนื้อหาหน้าแรกแล้ว')).toBeVisible();

    const after = (await apiJson<HomeItem[]>(page.request, '/api/content/get-home?images=url')).find((h) => h.id === before.id)!;
    expect(after.header).toBe(header);
    // Browsers send line breaks in multipart text as CRLF (HTML form encoding); either break is the same text.
    expect(after.description.replace(/\r\n/g, '\n')).toBe('ทองคำแท้ 96.5%\nบรรทัดที่สอง');
    expect(after.img).toMatch(/^\/api\/images\//);
    expect(after.img).not.toBe(before.img);
    await expect(row(page, header)).toBeVisible();

    await memberSees(page, '/', [header]);
  } finally {
    const restore = await page.request.put(`/api/content/update-home/${before.id}`, {
      multipart: { header: before.header, description: before.description },
    });
    expect(restore.ok()).toBe(true);
  }
});

test('about manager: edit text and both images; the member about page shows it', async ({ page }, testInfo) => {
  await signInAdmin(page);
  const before = (await apiJson<AboutItem[]>(page.request, '/api/content/get-about?images=url'))[0]!;
  const header = `เกี่ยวกับเราทดสอบ ${uid()}`;

  await page.goto('/admin/about-manager');
  await expect(row(page, before.header)).toBeVisible();
  await snap(page, 'admin-about-manager', testInfo.project.name);
  await row(page, before.header).getByRole('button', { name: /แก้ไข/ }).click();
  const form = dialog(page);
  await form.getByLabel('หัวข้อ').fill(header);
  await form.getByLabel('สโลแกน').fill('สโลแกนทดสอบ');
  await form.getByLabel('คำอธิบาย').fill('คำอธิบายทดสอบ');
  await chooseImage(page, form, 0, [200, 40, 40]);
  await chooseImage(page, form, 1, [40, 160, 60]);
  await snap(page, 'admin-about-manager-edit', testInfo.project.name);
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'บันทึกหน้าเกี่ยวกับเราแล้ว')).toBeVisible();

  const after = (await apiJson<AboutItem[]>(page.request, '/api/content/get-about?images=url')).find((a) => a.id === before.id)!;
  expect(after).toMatchObject({ header, slogan: 'สโลแกนทดสอบ', description: 'คำอธิบายทดสอบ' });
  expect(after.img1).toMatch(/^\/api\/images\//);
  expect(after.img2).toMatch(/^\/api\/images\//);
  expect(after.img1).not.toBe(after.img2);

  await memberSees(page, '/about', [header, 'สโลแกนทดสอบ']);

  const restore = await page.request.put(`/api/content/update-about/${before.id}`, {
    multipart: { header: before.header, slogan: before.slogan, description: before.description },
  });
  expect(restore.ok()).toBe(true);
});

/** Reads a bare 0/1 flag. */
const flag = async (page: Page, path: string) => Number(await (await page.request.get(path)).text());

for (const type of [1, 2] as const) {
  test(`privacy manager ${type}: terms add, edit, hide, delete; service switches`, async ({ page, playwright }, testInfo) => {
    await signInAdmin(page);
    const list = () => apiJson<Policy[]>(page.request, `/api/content/policies${type}`);
    const rules = `เงื่อนไขทดสอบ ${uid()}`;
    const switches =
      type === 1
        ? [
            { name: 'เปิดบริการออมทองประเภทที่ 1', get: '/api/content/sav1-visible', put: '/api/content/sav1-visible' },
            { name: 'เปิดรับถอนทอง (รับสินค้า)', get: '/api/content/productWithdraw', put: '/api/content/productWithdraw-visible' },
            { name: 'เปิดรับถอนเป็นเงินสด', get: '/api/content/cashWithdraw', put: '/api/content/cashWithdraw-visible' },
          ]
        : [{ name: 'เปิดบริการออมทองประเภทที่ 2', get: '/api/content/sav2-visible', put: '/api/content/sav2-visible' }];
    const initial = await Promise.all(switches.map((s) => flag(page, s.get)));

    try {
      await page.goto(`/admin/privacy-manager${type}`);
      await expect(page.getByText('เงื่อนไขการออม', { exact: true })).toBeVisible();

      // Add.
      await page.getByRole('button', { name: 'เพิ่มเงื่อนไข' }).click();
      await dialog(page).getByLabel('ข้อความเงื่อนไข').fill(rules);
      await dialog(page).getByRole('button', { name: 'บันทึก' }).click();
      await expect(toast(page, 'เพิ่มเงื่อนไขแล้ว')).toBeVisible();
      const created = (await list()).find((p) => p.rules === rules)!;
      expect(created).toMatchObject({ isVisible: 1 });

      // Edit.
      const edited = `${rules} (แก้ไข)`;
      await row(page, rules).getByRole('button', { name: 'แก้ไข' }).click();
      await expect(dialog(page).getByLabel('ข้อความเงื่อนไข')).toHaveValue(rules);
      await dialog(page).getByLabel('ข้อความเงื่อนไข').fill(edited);
      await dialog(page).getByRole('button', { name: 'บันทึก' }).click();
      await expect(toast(page, 'บันทึกการแก้ไขเงื่อนไขแล้ว')).toBeVisible();
      await expect.poll(async () => (await list()).find((p) => p.id === created.id)?.rules).toBe(edited);

      // Hide: staff still see it, visitors no longer do; the switch shows the saved state after a reload.
      await switchIn(page, `แสดงเงื่อนไขข้อที่ ${created.id}`).click();
      await expect.poll(async () => (await list()).find((p) => p.id === created.id)?.isVisible).toBe(0);
      const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      const seen = (await apiJson<Policy[]>(visitor, `/api/content/policies${type}`)).map((p) => p.id);
      expect(seen).not.toContain(created.id);
      await visitor.dispose();
      await page.reload();
      await expect(switchIn(page, `แสดงเงื่อนไขข้อที่ ${created.id}`)).not.toBeChecked();

      // Every service switch: flip it, check the API, check it after a reload.
      for (const [i, s] of switches.entries()) {
        const was = initial[i]!;
        await expect(switchIn(page, s.name)).toBeChecked({ checked: was === 1 });
        await switchIn(page, s.name).click();
        await expect(toast(page, new RegExp(`^${s.name.replace(/[()]/g, '\\$&')}:`))).toBeVisible();
        await expect.poll(() => flag(page, s.get)).toBe(1 - was);
      }
      await page.reload();
      for (const [i, s] of switches.entries()) await expect(switchIn(page, s.name)).toBeChecked({ checked: initial[i] === 0 });
      await snap(page, `admin-privacy-manager${type}`, testInfo.project.name);

      // The member home's savings section follows the menu switch: closed shows the notice.
      const menuFlag = switches[0]!;
      if ((await flag(page, menuFlag.get)) === 1) {
        await switchIn(page, menuFlag.name).click();
        await expect.poll(() => flag(page, menuFlag.get)).toBe(0);
      }
      await memberSees(page, '/', [`การออมทองประเภทที่ ${type} ยังไม่เปิดให้บริการ`]);

      // Delete.
      await row(page, edited).getByRole('button', { name: 'ลบ' }).click();
      await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'ลบ' }).click();
      await expect(toast(page, 'ลบเงื่อนไขแล้ว')).toBeVisible();
      await expect.poll(async () => (await list()).some((p) => p.id === created.id)).toBe(false);
    } finally {
      // Leave every switch as the demo data had it.
      for (const [i, s] of switches.entries()) {
        await page.request.put(s.put, { data: { isVisible: initial[i] } });
        expect(await flag(page, s.get)).toBe(initial[i]);
      }
    }
  });
}

test('banking account: edit bank, name, number and logo; the member /downing shows it', async ({ page }, testInfo) => {
  await signInAdmin(page);
  const before = await apiJson<BankAccount>(page.request, '/api/content/account-details?images=url');
  const accNo = `987-6-${uid().slice(0, 5)}-1`;

  await page.goto('/admin/banking-account');
  await expect(page.getByTestId('bank-account')).toContainText(before.acc_no);
  await snap(page, 'admin-banking-account', testInfo.project.name);
  // 'แก้ไข' alone: the PromptPay card below has its own 'แก้ไขพร้อมเพย์'.
  await page.getByRole('button', { name: 'แก้ไข', exact: true }).click();
  const form = dialog(page);
  await form.getByLabel('ธนาคาร', { exact: true }).fill('ธนาคารไทยพาณิชย์');
  await form.getByLabel('ชื่อบัญชี').fill('ร้านทองทดสอบ');
  await form.getByLabel('เลขที่บัญชี', { exact: true }).fill(accNo);
  await form.getByLabel('ยืนยันเลขที่บัญชี').fill('000-0-00000-0');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText('เลขที่บัญชีทั้งสองช่องไม่ตรงกัน')).toBeVisible();
  await form.getByLabel('ยืนยันเลขที่บัญชี').fill(accNo);
  await chooseImage(page, form, 0, [90, 20, 140]);
  await snap(page, 'admin-banking-account-edit', testInfo.project.name);
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'บันทึกบัญชีธนาคารแล้ว')).toBeVisible();
  await expect(page.getByTestId('bank-account')).toContainText(accNo);

  const after = await apiJson<BankAccount>(page.request, '/api/content/account-details?images=url');
  expect(after).toMatchObject({ id: before.id, bank: 'ธนาคารไทยพาณิชย์', acc_name: 'ร้านทองทดสอบ', acc_no: accNo });
  expect(after.bank_logo).toMatch(/^\/api\/images\//);
  expect(after.bank_logo).not.toBe(before.bank_logo);

  // The account is shown where the member pays: the contract's ชำระเงิน tab.
  await memberSees(page, '/downing', [accNo], {
    before: (member) => signInMember(member, 'demo2'),
    after: (member) => member.getByRole('tab', { name: 'ชำระเงิน' }).click(),
  });

  const restore = await page.request.put(`/api/content/account-details/${before.id}`, {
    multipart: { bank: before.bank, acc_name: before.acc_name, acc_no: before.acc_no },
  });
  expect(restore.ok()).toBe(true);
});
