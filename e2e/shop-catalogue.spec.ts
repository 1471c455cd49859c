import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from './member-helpers';
import { snap } from './helpers';

// /shop on a 360 px phone asks the server's catalogue call for what its address says (docs/decisions.md
// "The shop's list comes from the server"): category, weight as customers say it, an order; the count and the
// order a person sees follow; a reload and Back from a product bring the same view, at the same place.
// Against the demo shop (db/src/seed/catalog.ts).

interface Item {
  code: string;
  cat_id: number;
  grams: number | null;
}

/** The whole shop from the call itself, newest first, with each piece's grams. */
async function wholeShop(page: Page) {
  const res = await page.request.get('/api/shop/products?pageSize=100&images=url');
  return ((await res.json()) as { data: Item[] }).data;
}

const codesShown = async (page: Page) =>
  (await page.getByTestId('product-link').allInnerTexts()).map((t) => t.replace('รหัสสินค้า', '').trim());

test.use({ viewport: { width: 360, height: 740 } });

test('category, weight and order at 360 px: the count and the cards follow, a reload and Back keep the view and the place', async ({
  page,
}, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await acceptCookies(page);
  const shop = await wholeShop(page);
  // Necklaces (cat 1) of 2 สลึง: from 7.58 g (2 สลึง of ornament gold) to below 1 บาท (15.16 g).
  const wanted = shop.filter((p) => p.cat_id === 1 && p.grams !== null && p.grams >= 7.58 && p.grams < 15.16);
  const byWeight = [...wanted].sort((a, b) => a.grams! - b.grams!).map((p) => p.code);
  expect(wanted.length).toBeGreaterThan(1);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/shop/products') asked.push(r.url());
  });
  await page.goto('/shop');
  const count = page.locator('.shop__count');
  await expect(count).toHaveText(`พบ ${shop.length} รายการ`);
  await page.getByLabel('ประเภทสินค้า').selectOption({ label: 'สร้อยคอ' });
  await expect(count).toHaveText(`พบ ${shop.filter((p) => p.cat_id === 1).length} รายการ`);
  await page.getByLabel('น้ำหนัก', { exact: true }).selectOption({ label: '2 สลึง' });
  await expect(count).toHaveText(`พบ ${wanted.length} รายการ`);
  await page.getByLabel('เรียงตาม').selectOption({ label: 'น้ำหนักน้อยไปมาก' });
  await expect.poll(() => new URL(page.url()).search).toBe('?cat=1&weight=2-salueng&sort=weight');
  await expect.poll(() => codesShown(page)).toEqual(byWeight);
  // Two columns at 360 px, nothing wider than the screen.
  const [a, b] = [await page.getByTestId('product-card').nth(0).boundingBox(), await page.getByTestId('product-card').nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, 'shop-filters-360', info.project.name);

  // A reload (or the link sent to a friend): the same view from the address alone.
  await page.reload();
  await expect(page.getByLabel('ประเภทสินค้า')).toHaveValue('1');
  await expect(page.getByLabel('น้ำหนัก', { exact: true })).toHaveValue('2-salueng');
  await expect(page.getByLabel('เรียงตาม')).toHaveValue('weight');
  await expect(count).toHaveText(`พบ ${wanted.length} รายการ`);
  await expect.poll(() => codesShown(page)).toEqual(byWeight);

  // Open the last card from lower down the page, then Back: the same filters, the same place.
  const last = page.getByTestId('product-card').last();
  await last.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(100);
  await page.waitForTimeout(100); // the scroll is written down on the next frame
  await last.getByTestId('product-link').click();
  await expect(page).toHaveURL(new RegExp(`/shop/${byWeight[byWeight.length - 1]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?cat=1&weight=2-salueng&sort=weight$/);
  await expect(count).toHaveText(`พบ ${wanted.length} รายการ`);
  await expect(page.getByLabel('น้ำหนัก', { exact: true })).toHaveValue('2-salueng');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 5);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(y + 5);

  // Typing a search asks the server after a pause, not once per key.
  await page.evaluate(() => window.scrollTo(0, 0));
  asked.length = 0;
  await page.getByLabel('ค้นหารหัสสินค้า').pressSequentially('GN-10', { delay: 40 });
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('GN-10');
  await expect(count).toHaveText(`พบ ${wanted.filter((p) => p.code.startsWith('GN-10')).length} รายการ`);
  expect(asked.length).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('an older answer never overwrites a newer one: a slow first answer arrives last and is dropped', async ({ page }) => {
  await acceptCookies(page);
  const shop = await wholeShop(page);
  let held: (() => Promise<void>) | undefined;
  // The answer for the necklaces is held back until the bracelets' has been shown.
  await page.route(
    (url) => url.pathname === '/api/shop/products' && url.searchParams.get('cat') === '1',
    async (route) => {
      const answer = await route.fetch();
      await new Promise<void>((resolve) => {
        held = async () => {
          await route.fulfill({ response: answer }).catch(() => undefined);
          resolve();
        };
      });
    },
  );
  await page.goto('/shop');
  const count = page.locator('.shop__count');
  await expect(count).toHaveText(`พบ ${shop.length} รายการ`);
  await page.getByLabel('ประเภทสินค้า').selectOption({ label: 'สร้อยคอ' });
  await expect.poll(() => held !== undefined).toBe(true);
  // While it waits, the last list stays on screen.
  await expect(page.getByTestId('product-card')).toHaveCount(8);
  await page.getByLabel('ประเภทสินค้า').selectOption({ label: 'สร้อยข้อมือ' });
  const bracelets = shop.filter((p) => p.cat_id === 2).length;
  await expect(count).toHaveText(`พบ ${bracelets} รายการ`);
  await held!();
  await page.waitForTimeout(300);
  await expect(count).toHaveText(`พบ ${bracelets} รายการ`);
  await expect(page.getByLabel('ประเภทสินค้า')).toHaveValue('2');
});

test('screens: /shop at 360, 390 and 1280 px, Thai drawn, nothing wider than the screen', async ({ page }, info) => {
  await acceptCookies(page);
  for (const [width, height] of [
    [360, 740],
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/shop?weight=1-salueng');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await snap(page, `shop-${width}`, info.project.name);
  }
});
