import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { referenceOf } from '../api/contract/references';
import { signInMember } from './helpers';
import { acceptCookies, freshUsername, openMenu, signInFreshMember } from './member-helpers';

// What a first-time customer and a member meet on a phone, at 360×740 and 390×844 (docs/product.md "Member app:
// header, footer and contact button", "Member app: verification (/verify)", "Member app: gold price
// (/gold-price)", "Member app: receipts (/receipt/:kind/:id)", "Member app: my account (/account)", "Member app:
// sign in and sign up (/signin, /signup)"): nothing lies over the first screen or a figure, every answer has a
// way on. Screenshots of each go to test-results/first-visit/ (look at them).

const SIZES = [
  [360, 740],
  [390, 844],
] as const;
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'first-visit');
async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: join(SHOTS, `${name}-${width}x${height}.png`), fullPage });
}
const box = async (l: Locator) => (await l.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const bangkokYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

// The phone project only: each test sets a phone's size itself, which the desktop project would repeat without
// a phone's touch and user agent.
test.beforeEach(async ({ page: _ }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone sizes of a first visit');
});

for (const [width, height] of SIZES) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('first visit: the cookie banner covers nothing of the first screen; ราคาทอง is in the menu; the year is this year', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'การใช้คุกกี้' });
      await expect(banner).toBeVisible();
      await expect(page.getByTestId('gold-sell-out')).toHaveText('41,600');
      // The price with its date and change in the first screen, and the banner over none of the page.
      const b = await box(banner);
      for (const id of ['gold-price', 'gold-date', 'gold-change', 'gold-sell-out', 'gold-ornament-buy-back']) {
        const el = await box(page.getByTestId(id));
        expect(overlaps(b, el), `the banner over ${id}`).toBe(false);
        if (id !== 'gold-price') expect(el.y + el.height, `${id} in the first screen`).toBeLessThanOrEqual(height);
      }
      expect(b.y + b.height).toBeLessThanOrEqual((await box(page.locator('#main'))).y + 1);
      // What the eye finds at the date's and the change's place is the date and the change.
      for (const id of ['gold-date', 'gold-change']) {
        const el = await box(page.getByTestId(id));
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'),
          [el.x + el.width / 2, el.y + el.height / 2],
        );
        expect(hit).toBe(id);
      }
      await shot(page, 'home-first-visit');

      await expect(page.locator('footer')).toContainText(`© ${bangkokYear()}`);
      await expect(page.locator('footer')).not.toContainText('© 2023');

      await openMenu(page);
      const link = page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'ราคาทอง' });
      await expect(link).toHaveAttribute('href', '/gold-price');
      await shot(page, 'menu-gold-price');
      await link.click();
      await expect(page).toHaveURL(/\/gold-price$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ราคาทองวันนี้');
    });

    test('a toast takes its own room: it never lies over the bank’s name or a heading', async ({ page, context }) => {
      await acceptCookies(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInMember(page, 'demo2');
      await page.goto('/saving');
      const bank = page.locator('.bank-card__bank').first();
      await expect(bank).toBeVisible();
      // The bank's name just under the header, where a toast used to land.
      await page.evaluate(() => {
        const el = document.querySelector('.bank-card__bank')!;
        window.scrollBy(0, el.getBoundingClientRect().top - 70);
      });
      await page.getByRole('button', { name: 'คัดลอกเลขบัญชี' }).first().click();
      const toast = page.getByTestId('toasts').locator('.toast');
      await expect(toast).toContainText(/เลขบัญชี/);
      const t = await box(toast.first());
      expect(t.y, 'the toast is on screen').toBeGreaterThanOrEqual(0);
      // The toast is part of the sticky top (the header's band), and the page starts below it: the bank's name
      // moved down rather than under the toast.
      const band = await box(page.locator('.layout__top'));
      const bandEnd = band.y + band.height;
      expect(t.y + t.height).toBeLessThanOrEqual(bandEnd + 0.5);
      const b = await box(bank);
      expect(overlaps(t, b), 'the toast over the bank name').toBe(false);
      expect(b.y, 'the bank name below the header and its toast').toBeGreaterThanOrEqual(bandEnd - 0.5);
      // No heading the member can see lies under the toast (what scrolled under the header before it was there is not seen).
      for (const h of await page.locator('#main h1, #main h2, #main h3').all()) {
        if (!(await h.isVisible())) continue;
        const hb = await box(h);
        if (hb.y + hb.height <= bandEnd || hb.y > height) continue;
        expect(overlaps(t, hb), `the toast over "${await h.textContent()}"`).toBe(false);
      }
      await shot(page, 'toast-over-nothing');
    });

    test('/verify says what to prepare first, and an ID in use says why with the ways to reach the shop', async ({ page }) => {
      await acceptCookies(page);
      await signInMember(page, 'demo0');
      await page.goto('/verify');
      const intro = page.getByTestId('verify-intro');
      await expect(intro).toContainText('ก่อนเริ่ม เตรียมสิ่งเหล่านี้');
      await expect(intro).toContainText('บัตรประชาชน');
      await expect(intro).toContainText('เซลฟี่');
      await expect(intro).toContainText('1-2 วันทำการ');
      // The intro comes before the field, and both fit the first screen with the button.
      const field = page.getByLabel('เลขบัตรประชาชน 13 หลัก');
      expect((await box(intro)).y).toBeLessThan((await box(field)).y);
      const button = page.getByRole('button', { name: 'ตรวจสอบข้อมูล' });
      expect((await box(button)).y + (await box(button)).height).toBeLessThanOrEqual(height);
      await shot(page, 'verify-intro');

      await field.fill('1101700230708'); // demo2's card
      await button.click();
      await expect(page.getByTestId('verify-in-use')).toHaveText('เลขบัตรประชาชนถูกใช้งานแล้ว');
      await expect(page.getByTestId('verify-in-use-why')).toContainText('บัตรหนึ่งใบใช้ได้กับบัญชีเดียว');
      const contact = page.getByTestId('verify-in-use-contact');
      await expect(contact.getByRole('link', { name: 'แชทกับร้านทาง LINE' })).toHaveAttribute('href', /^https:\/\/line\.me\//);
      for (const branch of ['นาวง', 'หาดสำราญ', 'เขาวิเศษ']) {
        await expect(contact.getByRole('link', { name: new RegExp(`^โทร สาขา${branch} `) })).toHaveAttribute('href', /^tel:0\d{8,9}$/);
      }
      await contact.scrollIntoViewIfNeeded();
      await shot(page, 'verify-in-use');
    });

    test('price alerts: a member without LINE is told they arrive in the app’s messages, with the button to link LINE', async ({
      page,
    }) => {
      await acceptCookies(page);
      await signInMember(page, 'demo0');
      await page.goto('/gold-price');
      const alerts = page.getByTestId('price-alerts');
      const need = alerts.getByTestId('alerts-need-line');
      await expect(need).toContainText('ยังไม่ได้เชื่อมต่อ LINE');
      await expect(need.getByRole('link', { name: 'ข้อความของแอป' })).toHaveAttribute('href', '/account');
      await expect(need.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeVisible();
      await need.scrollIntoViewIfNeeded();
      await shot(page, 'alerts-without-line');
    });

    test('a savings receipt reads on screen: amount, what, when, reference and the shop; the PDF is the extra', async ({ page }) => {
      await acceptCookies(page);
      const token = await signInMember(page, 'demo2');
      const history = (await (await page.request.get('/api/saving/history', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        sav_id: number;
        sav_amount: number;
        statusCode: string;
      }[];
      const approved = history.find((r) => r.statusCode === 'approved')!;
      // From the history, as a member finds it: each approved row links its receipt by its reference.
      await page.goto('/saving');
      await page.getByRole('tab', { name: 'ประวัติ' }).click();
      await page
        .getByRole('link', { name: /^ดูใบเสร็จ เลขที่ S-\d{6}$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/receipt\/saving\/\d+$/);
      await expect(page.getByTestId('receipt-view')).toBeVisible();
      await page.goto(`/receipt/saving/${approved.sav_id}`);
      const view = page.getByTestId('receipt-view');
      await expect(view.getByTestId('receipt-reference')).toHaveText(referenceOf('saving', approved.sav_id));
      await expect(view.getByTestId('receipt-amount')).toHaveText(
        `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Math.abs(approved.sav_amount))} บาท`,
      );
      await expect(view.getByTestId('receipt-date')).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
      await expect(view.getByTestId('receipt-what')).toContainText(/ฝากเงินออม|ถอนเป็น/);
      await expect(view.getByTestId('receipt-shop')).not.toBeEmpty();
      await expect(page.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).toBeVisible();
      const amount = await box(view.getByTestId('receipt-amount'));
      expect(amount.y + amount.height, 'the amount in the first screen').toBeLessThanOrEqual(height);
      await shot(page, 'receipt-on-screen');
    });

    test('closing says what blocks it before asking for the password', async ({ page }) => {
      await acceptCookies(page);
      await signInMember(page, 'demo2');
      await page.goto('/account');
      const close = page.getByTestId('account-close');
      await expect(close.getByTestId('close-blocked')).toContainText('ยังปิดบัญชีไม่ได้');
      await expect(close.getByTestId('close-blocked')).toContainText('ยอดเงินออมทองประเภทที่ 1 คงเหลือ');
      await expect(close.getByRole('button', { name: 'ปิดบัญชีของฉัน' })).toHaveCount(0);
      await expect(page.getByLabel('ยืนยันด้วยรหัสผ่านของคุณ')).toHaveCount(0);
      await close.scrollIntoViewIfNeeded();
      await shot(page, 'close-blocked');
    });

    test('sign-up keeps Thai typed into the username, says the rule once, and signs the new member in', async ({ page }) => {
      await acceptCookies(page);
      await page.goto('/signup');
      const username = page.getByLabel('ชื่อผู้ใช้');
      await username.pressSequentially('สมชาย');
      await expect(username).toHaveValue('สมชาย');
      await expect(page.locator('#signup-username-error')).toContainText('ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9');
      // Each field says its rule once: the username's as its error, the password's as its hint; nothing else repeats them.
      await expect(page.getByText(/ชื่อผู้ใช้ต้องมี 3-32 ตัว/)).toHaveCount(1);
      await expect(page.getByText(/รหัสผ่านต้องมี 8-64 ตัว/)).toHaveCount(1);
      await shot(page, 'signup-thai');

      // A taken name is said under the field, not in a toast that outlives the page.
      await username.fill('demo2');
      await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Secret123');
      await page.getByLabel('ยืนยันรหัสผ่าน').fill('Secret123');
      await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
      await expect(page.locator('#signup-username-error')).not.toBeEmpty();
      await expect(page.getByTestId('toasts').locator('.toast--error')).toHaveCount(0);

      const fresh = freshUsername('fv');
      await username.fill(fresh);
      await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
      await page.waitForURL('**/verify');
      await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-tone', 'danger');
      await expect(page.getByTestId('toasts').locator('.toast')).toHaveCount(1);
      await expect(page.getByTestId('toasts')).toContainText('สมัครสมาชิกสำเร็จ');
      await expect(page.getByLabel('รหัสผ่าน', { exact: true })).toHaveCount(0);
      await shot(page, 'signup-signed-in');
    });
  });
}

test('a member who never verified is not told ID photos are kept', async ({ page }) => {
  await acceptCookies(page);
  await signInFreshMember(page);
  await page.goto('/account');
  await page.getByRole('button', { name: 'ปิดบัญชีของฉัน' }).click();
  const dialog = page.getByTestId('close-dialog');
  await expect(dialog.getByTestId('close-keeps')).not.toContainText('รูปบัตรประชาชน');
  await expect(dialog).toContainText('ไม่มีรูปบัตรหรือรายการที่ร้านต้องเก็บตามกฎหมาย');
  await shot(page, 'close-never-verified');
});
