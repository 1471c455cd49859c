import { expect, test as base, type Page } from '@playwright/test';
import { acceptCookies, openMenu } from './member-helpers';

// /shop finds what people type (category names, weights), and what it shows lives in the
// address, so back from another page shows the same list. Against the seeded demo shop (db/src/seed/catalog.ts):
// สร้อยคอ (5 products) and สร้อยข้อมือ (4) share the word สร้อย, so that search has two pages.

interface ShopProduct {
  code: string;
  price: number | null;
  cat_id: number;
  weight: number;
  unit: string;
}
interface ShopCategory {
  id: number;
  cat_name: string;
}

async function shopData(page: Page) {
  const products = (await (await page.request.get('/api/shop/shop-product')).json()) as ShopProduct[];
  const categories = (await (await page.request.get('/api/shop/shop-cat')).json()) as ShopCategory[];
  return { products, categories };
}

/** Away from /shop inside the app (the router's own navigation), as a member would tap the menu. */
async function goToAbout(page: Page) {
  await openMenu(page);
  await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เกี่ยวกับเรา');
}

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

// Every test here fails on an error thrown in the page (a bad address must not throw).
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await acceptCookies(page);
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

test.describe('shop search and address', () => {
  test('a price range typed at 360 px goes into the address and narrows the list to it; the address alone reproduces it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { products } = await shopData(page);
    const prices = products
      .map((p) => p.price)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    test.skip(prices.length < 3, 'the demo shop has no prices today');
    const [min, max] = [prices[1]!, prices[prices.length - 2]!];
    const inRange = products.filter((p) => p.price !== null && p.price >= min && p.price <= max).length;
    await page.goto('/shop');
    await page.getByLabel('ราคาตั้งแต่').fill(String(min));
    await page.getByLabel('ราคาถึง').fill(String(max));
    await page.getByLabel('ราคาถึง').press('Enter');
    await expect(page.getByText(`พบ ${inRange} รายการ`)).toBeVisible();
    expect([param(page, 'min_price'), param(page, 'max_price')]).toEqual([String(min), String(max)]);
    // Two columns of cards at 360 px.
    const boxes = await page.getByTestId('product-card').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    await page.goto(`/shop?min_price=${min}&max_price=${max}`);
    await expect(page.getByText(`พบ ${inRange} รายการ`)).toBeVisible();
    await expect(page.getByLabel('ราคาตั้งแต่')).toHaveValue(String(min));
  });

  test('"สร้อย" finds the chain categories by name; typing replaces the address; back restores search and page', async ({ page }) => {
    const { products, categories } = await shopData(page);
    const chains = categories.filter((c) => c.cat_name.includes('สร้อย'));
    expect(chains.map((c) => c.cat_name).sort()).toEqual(['สร้อยข้อมือ', 'สร้อยคอ']);
    const found = products.filter((p) => chains.some((c) => c.id === p.cat_id));
    expect(found.length).toBeGreaterThan(8); // two pages, so the page can be restored too

    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(8);
    await expect(page.getByText(`พบ ${products.length} รายการ`)).toBeVisible();
    const entries = await page.evaluate(() => history.length);

    const search = page.getByLabel('ค้นหารหัสสินค้า');
    await search.pressSequentially('สร้อย', { delay: 30 });
    await expect(page.getByText(`พบ ${found.length} รายการ`)).toBeVisible();
    await expect(cards).toHaveCount(8);
    for (const label of await cards.locator('.product-card__cat').allTextContents()) expect(label).toMatch(/^สร้อย(คอ|ข้อมือ)$/);
    await expect.poll(() => param(page, 'q')).toBe('สร้อย');
    expect(await page.evaluate(() => history.length)).toBe(entries); // one entry for the whole search

    const pager = page.getByRole('navigation', { name: 'เลือกหน้า' });
    await pager.getByRole('button', { name: 'หน้า 2', exact: true }).click();
    await expect(cards).toHaveCount(found.length - 8);
    await expect.poll(() => param(page, 'page')).toBe('2');
    for (const label of await cards.locator('.product-card__cat').allTextContents()) expect(label).toMatch(/^สร้อย(คอ|ข้อมือ)$/);

    // Away inside the app and back: the same search, the same page.
    await goToAbout(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?/);
    expect(param(page, 'q')).toBe('สร้อย');
    expect(param(page, 'page')).toBe('2');
    await expect(search).toHaveValue('สร้อย');
    await expect(page.getByText(`พบ ${found.length} รายการ`)).toBeVisible();
    await expect(cards).toHaveCount(found.length - 8);
    await expect(pager.getByRole('button', { name: 'หน้า 2', exact: true })).toHaveAttribute('aria-current', 'page');

    // Back once more: the page before the pager was used (page 1 of the search).
    await page.goBack();
    await expect.poll(() => param(page, 'page')).toBeNull();
    await expect(cards).toHaveCount(8);
    await expect(search).toHaveValue('สร้อย');
  });

  test('several words must all match: a category, and a weight with its unit', async ({ page }) => {
    const { products, categories } = await shopData(page);
    const necklace = categories.find((c) => c.cat_name === 'สร้อยคอ')!;
    const wanted = products.filter((p) => p.cat_id === necklace.id && p.weight === 2 && p.unit === 'สลึง');
    expect(wanted.map((p) => p.code)).toEqual(['GN-102']);

    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const search = page.getByLabel('ค้นหารหัสสินค้า');
    await search.fill('สร้อยคอ 2 สลึง');
    await expect(page.getByText('พบ 1 รายการ')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('GN-102');
    await expect(cards).toContainText('น้ำหนัก 2 สลึง');

    // A weight alone, across categories; every card shows it.
    const twoSalueng = products.filter((p) => p.weight === 2 && p.unit === 'สลึง');
    await search.fill('2 สลึง');
    await expect(page.getByText(`พบ ${twoSalueng.length} รายการ`)).toBeVisible();
    for (const w of await cards.locator('.product-card__weight').allTextContents()) expect(w.trim()).toBe('น้ำหนัก 2 สลึง');

    // One word that matches nothing empties the list; the contract's message.
    await search.fill('สร้อยคอ ต่างหู');
    await expect(page.getByText('ไม่มีรายการสินค้า')).toBeVisible();
    await expect(cards).toHaveCount(0);
  });

  test('the chosen category stays through another page and back, and back undoes the choice', async ({ page }) => {
    const { products, categories } = await shopData(page);
    // The category with the most products, to use its second page when the demo data has one.
    const [biggest] = categories.map((c) => ({ c, n: products.filter((p) => p.cat_id === c.id).length })).sort((a, b) => b.n - a.n);
    const { c: category, n } = biggest!;
    expect(n).toBeGreaterThan(0);

    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const select = page.getByLabel('ประเภทสินค้า');
    await select.selectOption({ label: category.cat_name });
    await expect(page.getByText(`พบ ${n} รายการ`)).toBeVisible();
    await expect.poll(() => param(page, 'cat')).toBe(String(category.id));
    const onPage = n > 8 ? n - 8 : n;
    if (n > 8) {
      await page.getByRole('navigation', { name: 'เลือกหน้า' }).getByRole('button', { name: 'หน้า 2', exact: true }).click();
      await expect.poll(() => param(page, 'page')).toBe('2');
    }
    await expect(cards).toHaveCount(onPage);

    // Away inside the app and back.
    await goToAbout(page);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]cat=${category.id}(&|$)`));
    await expect(select).toHaveValue(String(category.id));
    await expect(select.locator('option:checked')).toHaveText(category.cat_name);
    await expect(page.getByText(`พบ ${n} รายการ`)).toBeVisible();
    await expect(cards).toHaveCount(onPage);
    if (n > 8) expect(param(page, 'page')).toBe('2');

    // Away with a full page load (another site, a reload) and back: read from the address alone.
    await page.goto('/');
    await expect(page.getByTestId('gold-price')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]cat=${category.id}(&|$)`));
    await expect(select).toHaveValue(String(category.id));
    await expect(page.getByText(`พบ ${n} รายการ`)).toBeVisible();

    // Choosing was a step of its own: back shows every category again, forward the choice.
    if (n > 8) await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(select).toHaveValue('all');
    await expect(page.getByText(`พบ ${products.length} รายการ`)).toBeVisible();
    await page.goForward();
    await expect(select).toHaveValue(String(category.id));
    await expect(page.getByText(`พบ ${n} รายการ`)).toBeVisible();
  });

  test('bad values in the address show the defaults, without errors, and are tidied away', async ({ page }) => {
    const { products, categories } = await shopData(page);
    const cards = page.getByTestId('product-card');
    const select = page.getByLabel('ประเภทสินค้า');

    await page.goto('/shop?cat=999&page=abc&order=cheapest');
    await expect(page.getByText(`พบ ${products.length} รายการ`)).toBeVisible();
    await expect(select).toHaveValue('all');
    await expect(cards).toHaveCount(8);
    await expect(page).toHaveURL(/\/shop$/);

    const ring = categories.find((c) => c.cat_name === 'แหวน')!;
    const rings = products.filter((p) => p.cat_id === ring.id).length;
    await page.goto(`/shop?cat=${ring.id}&page=40`);
    await expect(select).toHaveValue(String(ring.id));
    await expect(cards).toHaveCount(Math.min(8, rings));
    await expect(page).toHaveURL(new RegExp(`/shop\\?cat=${ring.id}$`));

    // A link with a search opens with it in the box.
    await page.goto(`/shop?q=${encodeURIComponent('gn-10')}`);
    await expect(page.getByLabel('ค้นหารหัสสินค้า')).toHaveValue('gn-10');
    await expect(page.getByText(`พบ ${products.filter((p) => p.code.startsWith('GN-10')).length} รายการ`)).toBeVisible();
  });
});
