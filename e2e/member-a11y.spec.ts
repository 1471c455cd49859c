import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { signInMember } from './helpers';
import { acceptCookies, freshNationalId, signInFreshMember } from './member-helpers';

// Accessibility as a check (docs/decisions.md, Member app): axe-core on every member screen, signed out and
// signed in, at the project's size (phone 390, desktop 1280), with its forms showing their messages and its
// dialogs open: no serious or critical violation (text contrast 4.5:1 among them). Screenshots of each state
// go to test-results/a11y/ (phone also at 360 px), to be looked at.

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'a11y');

/** The serious and critical violations of WCAG 2.1 A/AA rules on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Checks the page, and keeps a screenshot of it at this size (and at 360 px on the phone project). */
async function check(page: Page, name: string, project: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main .spinner')).toHaveCount(0);
  expect(await violations(page), name).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  const sizes = project === 'phone' ? [390, 360] : [1280];
  const { height } = page.viewportSize()!;
  for (const width of sizes) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: join(SHOTS, `${project}-${name}-${width}.png`),
      fullPage: (await page.locator('dialog[open]').count()) === 0,
    });
  }
  await page.setViewportSize({ width: sizes[0]!, height });
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('signed out: home, shop, about, sign-in and sign-up (with their messages), not found', async ({ page }, info) => {
  for (const [path, name] of [
    ['/', 'home'],
    ['/shop', 'shop'],
    ['/about', 'about'],
    ['/signin', 'signin'],
    ['/signup', 'signup'],
    ['/no-such-page', 'not-found'],
  ] as const) {
    await page.goto(path);
    await check(page, name, info.project.name);
  }
  await page.goto('/signin');
  await page.getByLabel('ชื่อผู้ใช้').pressSequentially('สมชาย');
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.locator('.field__error').first()).toBeVisible();
  await check(page, 'signin-errors', info.project.name);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page.locator('.field__error').first()).toBeVisible();
  await check(page, 'signup-errors', info.project.name);
});

test('a verified member: home, gold-bank, saving (each tab), downing (each tab), repurchase and its dialogs, password', async ({
  page,
}, info) => {
  await signInMember(page, 'demo2');
  const p = info.project.name;
  for (const [path, name] of [
    ['/', 'home-demo2'],
    ['/gold-bank', 'gold-bank'],
    ['/verify', 'verify-demo2'],
    ['/account/password', 'password'],
  ] as const) {
    await page.goto(path);
    await check(page, name, p);
  }
  const main = page.locator('#main');
  await page.goto('/saving');
  await check(page, 'saving-deposit', p);
  await page.locator('#deposit').getByRole('button', { name: 'ยืนยันการฝาก' }).click();
  await expect(page.locator('#deposit .field__error').first()).toBeVisible();
  await check(page, 'saving-deposit-errors', p);
  await main.getByRole('tab', { name: 'ถอน', exact: true }).click();
  await expect(main.getByRole('radio', { name: 'ถอนเป็นทองคำ' })).toBeVisible();
  await check(page, 'saving-withdraw', p);
  await main.getByRole('tab', { name: 'ประวัติ' }).click();
  await expect(page.getByTestId('saving-history').locator('[data-row]').first()).toBeVisible();
  await check(page, 'saving-history', p);

  await page.goto('/downing');
  await check(page, 'downing-history', p);
  await main.getByRole('tab', { name: 'ชำระเงิน' }).click();
  await check(page, 'downing-pay', p);
  await main.getByRole('tab', { name: 'ขอจบสัญญา' }).click();
  await check(page, 'downing-close', p);

  await page.goto('/repurchase');
  await check(page, 'repurchase', p);
  await page.getByTestId('pawn-table').locator('[data-row]').first().locator('[data-field=id] button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'repurchase-detail', p);
});

test('members on the way: the verification lookup and the new-customer form with its messages; the money gate', async ({ page }, info) => {
  await signInFreshMember(page);
  await page.goto('/verify');
  await check(page, 'verify-lookup', info.project.name);
  await page.getByLabel('เลขบัตรประชาชน 13 หลัก').fill(freshNationalId());
  await page.getByRole('button', { name: 'ตรวจสอบข้อมูล' }).click();
  await expect(page.getByTestId('verify-new')).toBeVisible();
  await page.getByRole('button', { name: 'ส่งข้อมูลยืนยันตัวตน' }).click();
  await expect(page.locator('.field__error').first()).toBeVisible();
  await check(page, 'verify-new-errors', info.project.name);
  await page.goto('/saving');
  await check(page, 'money-gate', info.project.name);
});

test('the type 2 request and its confirmation dialog (no request yet)', async ({ page }, info) => {
  await signInMember(page, 'demo2');
  await page.route('**/api/down/get-req?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [] }) }),
  );
  await page.goto('/downing');
  await check(page, 'downing-request', info.project.name);
  await page.getByLabel('หรือบอกสินค้าที่ต้องการ').fill('สร้อยคอ 1 บาท');
  await page.getByRole('button', { name: 'ยื่นคำขออนุมัติ' }).click();
  await expect(page.getByRole('dialog', { name: 'ยืนยันการยื่นคำขออนุมัติ' })).toBeVisible();
  await check(page, 'downing-request-confirm', info.project.name);
});

test('by keyboard: a dialog keeps the focus inside, Escape closes it, and the focus goes back', async ({ page }) => {
  await signInMember(page, 'demo2');
  await page.goto('/saving');
  await page.locator('#main').getByRole('tab', { name: 'ประวัติ' }).click();
  // The oldest rows (the last page) are approved deposits with their slips.
  await page.getByTestId('saving-history').locator('.pager__btn[aria-label^="หน้า "]').last().click();
  const view = page
    .getByTestId('saving-history')
    .getByRole('button', { name: /^ดู\s?หลักฐานการโอน$/ })
    .last();
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Proof Image' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), 'focus inside the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
});
