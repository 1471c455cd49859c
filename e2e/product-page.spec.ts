import { expect, test } from '@playwright/test';
import { acceptCookies } from './member-helpers';
import { snap } from './helpers';
import { signInAdmin } from './admin-fixtures';

// A piece's own page at 360 px, against the seeded demo shop (db/src/seed/catalog.ts): every necklace has two
// photos. From a filtered /shop a visitor opens a card, swipes to the second photo, and back puts the list
// where it was; a visitor without LINE asks about the piece and it lands in the console's inbox.

test.use({ viewport: { width: 360, height: 740 } });

test.describe('a product page', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('from /shop a visitor opens a product, swipes to the second photo, and goes back to the same place', async ({ page }, info) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/shop?cat=1');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // Two columns at 360 px: the first two cards share a row.
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    await snap(page, 'shop-360', info.project.name);

    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => Math.round(window.scrollY));
    expect(y).toBeGreaterThan(100);
    const code = (await last.getByTestId('product-link').innerText()).replace('รหัสสินค้า', '').trim();
    // Let the scroll be written down before leaving (it is saved on the next frame).
    await page.waitForTimeout(100);
    await last.getByTestId('product-link').click();
    await expect(page).toHaveURL(new RegExp(`/shop/${code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`รหัสสินค้า ${code}`)).toBeVisible();

    // Swipe (the strip scrolls sideways and snaps) to the second photo.
    const strip = page.getByTestId('product-photos');
    await expect(page.getByTestId('photo-index')).toHaveText('รูปที่ 1 / 2');
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }));
    await expect(page.getByTestId('photo-index')).toHaveText('รูปที่ 2 / 2');
    const second = strip.locator('img').nth(1);
    await expect(second).toHaveAttribute('alt', /ภาพใกล้/);
    await expect(second).toBeInViewport();
    await snap(page, 'product-360', info.project.name);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?cat=1$/);
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 5);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(y + 5);
    expect(errors).toEqual([]);
  });

  test('a visitor asks about the piece with the form, and staff see it in the console inbox', async ({ page, browser }, info) => {
    await page.goto('/shop/GN-101');
    await page.getByTestId('ask-shop').click();
    const dialog = page.getByTestId('ask-dialog');
    await dialog.getByLabel('ชื่อ').fill('ทดสอบ ถามร้าน');
    await dialog.getByLabel('เบอร์โทรศัพท์').fill('12');
    await dialog.getByLabel('คำถาม').fill('มีไซซ์ 18 นิ้วไหมคะ');
    await dialog.getByRole('button', { name: 'ส่งคำถาม' }).click();
    await expect(dialog.getByText(/กรุณากรอกเบอร์โทรศัพท์/)).toBeVisible();
    await dialog.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
    await snap(page, 'ask-360', info.project.name);
    await dialog.getByRole('button', { name: 'ส่งคำถาม' }).click();
    await expect(page.getByTestId('ask-done')).toBeVisible();

    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAdmin(staff);
    await staff.goto('/admin/questions');
    const row = staff.getByRole('row').filter({ hasText: 'ทดสอบ ถามร้าน' }).first();
    await expect(row).toContainText('GN-101');
    await expect(row).toContainText('มีไซซ์ 18 นิ้วไหมคะ');
    await snap(staff, 'questions-1280', info.project.name);
    await staff.close();
  });
});

test.describe('inside LINE (liff-mock playing the LINE in-app browser)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/14.10.0/IAB',
  });

  test('the piece is shared to a friend as a card whose photo LINE can fetch as JPEG', async ({ page }) => {
    await acceptCookies(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/shop/GN-101');
    const share = page.getByTestId('share-piece');
    await expect(share).toHaveText('แชร์ให้เพื่อนใน LINE');
    await share.click();
    await expect(page.getByRole('status').filter({ hasText: 'แชร์ให้เพื่อนแล้ว' })).toBeVisible();
    expect(errors).toEqual([]);
    // The card names the JPEG copy of the first photo; LINE's servers fetch it like this.
    const first = await page.locator('[data-testid="product-photos"] img').first().getAttribute('src');
    const hash = /\/api\/images\/([0-9a-f]{64})\.webp/.exec(first ?? '')?.[1];
    expect(hash).toBeTruthy();
    const jpeg = await page.request.get(`/api/images/${hash}.jpg?w=960`);
    expect([jpeg.status(), jpeg.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  });
});

test.describe('the console product editor', () => {
  test("staff set a piece's label and stock per branch, and its page shows them", async ({ browser }, info) => {
    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAdmin(staff);
    await staff.goto('/admin/shop-manager');
    await staff.getByPlaceholder('ค้นหารหัสสินค้า').fill('GN-103');
    await staff.getByRole('button', { name: /ค้น/ }).first().click();
    await staff.getByRole('button', { name: 'รายละเอียดหน้าสินค้า GN-103' }).click();
    const dialog = staff.getByRole('dialog', { name: 'รายละเอียดหน้าสินค้า GN-103' });
    await dialog.getByRole('textbox', { name: /ผู้ผลิตหรือผู้นำเข้า/ }).fill('บริษัท ทองทดสอบ จำกัด');
    await dialog.getByLabel('จำนวนที่สาขาหาดสำราญ').fill('7');
    await snap(staff, 'product-editor-1280', info.project.name);
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(dialog).toBeHidden();
    const page = (await (await staff.request.get('/api/shop/products/GN-103')).json()) as {
      label: { maker: string };
      branches: { name: string; stock: number | null }[];
    };
    expect(page.label.maker).toBe('บริษัท ทองทดสอบ จำกัด');
    expect(page.branches.find((b) => b.name === 'หาดสำราญ')?.stock).toBe(7);
    await staff.close();
  });

  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`the product page at ${w}x${h}`, async ({ browser }, info) => {
      const page = await browser.newPage({ viewport: { width: w, height: h } });
      await acceptCookies(page);
      await page.goto('/shop/GN-101');
      await expect(page.getByTestId('product-page')).toBeVisible();
      await snap(page, `product-${w}`, info.project.name);
      await page.goto('/shop?cat=1');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await snap(page, `shop-${w}`, info.project.name);
      await page.close();
    });
  }
});
