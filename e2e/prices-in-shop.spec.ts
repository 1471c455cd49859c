import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BalanceAnswer, PriceInUseAnswer, Product, RecommendationsAnswer } from '../api/contract';
import { signInMember } from './helpers';
import { apiJson, signInAdmin } from './admin-fixtures';
import { acceptCookies, THAI_DATE } from './member-helpers';

// Today's price on every product, the balance as gold and the gold it buys on /saving, and the
// console's gold price screen. The demo price is shared by every spec (member-public checks its figures):
// the test that enters a price by hand puts the figures it found back when it ends, pass or fail.
test.describe.configure({ mode: 'serial' });

const int = (n: number) => new Intl.NumberFormat('en-US').format(n);
const baht2 = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
/** What the member app shows for an amount: whole baht plain, satang kept ("5,283.50"). */
const amount = (n: number) => (Number.isInteger(n) ? int(n) : baht2(n));
const cardPrice = (p: Pick<Product, 'price'>) => `ราคาวันนี้ ฿${int(p.price!)}`;

async function memberGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Full-page screenshots for people to look at: test-results/screens/<name>-<width>.png. */
async function screen(page: Page, name: string) {
  // Lazy images load as they come into view: scroll through first so the picture shows what a person sees.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(700); // the sections' 0.6 s fade-in
  const dir = join(import.meta.dirname, '..', 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

/** Rounds a weight in baht-weight down to 2 decimals as the balance card shows it (the API floors to 4). */
const down2 = (n: number) => (Math.floor(Math.round(n * 10_000) / 100) / 100).toFixed(2);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('saving: demo2 sees its balance as gold, the pieces it buys now and how much more the next ones need', async ({ page }) => {
  const token = await signInMember(page, 'demo2');
  const recs = await memberGet<RecommendationsAnswer>(page.request, token, '/api/saving/recommendations?images=url');
  const balance = await memberGet<BalanceAnswer>(page.request, token, '/api/saving/balance');
  const shop = await apiJson<Product[]>(page.request, '/api/shop/shop-product?images=url');
  // The money the recommendations use is what can be taken as goods now: the balance less pending withdrawals.
  expect(recs.balance).toBe(balance.available);
  expect(recs.goldWeight).not.toBeNull();
  expect(recs.affordable.length).toBeGreaterThan(0);
  expect(recs.next.length).toBeGreaterThan(0);
  // The API's answer against the catalogue: the dearest pieces within the balance, then the cheapest above it.
  const priced = shop.filter((p) => p.price !== null);
  const within = priced.filter((p) => p.price! <= recs.balance).sort((a, b) => b.price! - a.price! || b.id - a.id);
  expect(recs.affordable.map((p) => p.price)).toEqual(within.slice(0, 8).map((p) => p.price));
  const above = priced.filter((p) => p.price! > recs.balance).sort((a, b) => a.price! - b.price! || a.id - b.id);
  expect(recs.next.map((p) => p.price)).toEqual(above.slice(0, 4).map((p) => p.price));

  await page.goto('/saving');
  // Four calls before the section shows; the shared test machine can take a while.
  await expect(page.getByTestId('saving-recs')).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId('saving-gold-weight');
  await expect(card).toContainText('เทียบเป็นทองรูปพรรณ (ประมาณการ)');
  await expect(page.getByTestId('saving-gold-grams')).toHaveText(`${down2(recs.goldWeight!.grams)} กรัม`);
  await expect(page.getByTestId('saving-gold-baht')).toHaveText(`${down2(recs.goldWeight!.baht)} บาททอง`);
  await expect(card).toContainText(`คิดจากยอดที่ถอนได้ ${baht2(recs.balance)} บาท ตามราคาขายทองรูปพรรณวันนี้ ยังไม่รวมค่ากำเหน็จ`);

  const section = page.getByTestId('saving-recs');
  await expect(section.getByRole('heading', { name: 'ทองที่ออมได้แล้ว' })).toBeVisible();
  await expect(section).toContainText(`ยอดที่ถอนได้ ${baht2(recs.balance)} บาท รับทองชิ้นเหล่านี้ได้ตามราคาวันนี้`);
  const affordable = section.getByTestId('rec-affordable');
  await expect(affordable).toHaveCount(recs.affordable.length);
  for (const [i, p] of recs.affordable.entries()) {
    await expect(affordable.nth(i)).toContainText(`รหัส ${p.code}`);
    await expect(affordable.nth(i).getByTestId('rec-price')).toHaveText(cardPrice(p));
  }
  // What a person reads: every price shown in this list is within the money shown above it.
  for (const text of await affordable.getByTestId('rec-price').allTextContents()) {
    expect(Number(text.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(recs.balance);
  }

  await expect(section.getByRole('heading', { name: 'ออมอีกนิดเพื่อรับชิ้นถัดไป' })).toBeVisible();
  const next = section.getByTestId('rec-next');
  await expect(next).toHaveCount(recs.next.length);
  for (const [i, p] of recs.next.entries()) {
    // The missing amount is the price less the money, to the satang.
    expect(p.missing).toBeCloseTo(p.price! - recs.balance, 2);
    await expect(next.nth(i).getByTestId('rec-missing')).toHaveText(`ออมอีก ฿${amount(p.missing)} เพื่อรับ`);
    await expect(next.nth(i)).toContainText(`รหัส ${p.code}`);
    await expect(next.nth(i).getByTestId('rec-price')).toHaveText(cardPrice(p));
  }
  // The demo's price is this morning's: a note only if staff entered it (a rerun after the test below).
  const latest = await apiJson<{ response?: { source?: string } }>(page.request, '/api/gold-price/latest');
  if (latest.response?.source === 'staff') await expect(section.getByTestId('price-note')).toContainText('ราคาทองที่ร้านประกาศ');
  else await expect(section.getByTestId('price-note')).toHaveCount(0);
  await noSidewaysScroll(page);

  // The link in the balance card goes to the list.
  await page.getByRole('link', { name: 'ดูทองที่ออมได้แล้ว ↓' }).click();
  await expect(section.getByRole('heading', { name: 'ทองที่ออมได้แล้ว' })).toBeInViewport();
});

test("shop and home: today's price on every card, and /shop sorts by it", async ({ page }) => {
  const products = await apiJson<Product[]>(page.request, '/api/shop/shop-product?images=url');
  const priced = products.filter((p) => p.price !== null);
  expect(priced.length).toBeGreaterThan(8);

  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  // The default order stays the server's (newest first), each card with its price.
  for (const [i, p] of products.slice(0, 8).entries()) {
    await expect(cards.nth(i)).toContainText(`รหัสสินค้า ${p.code}`);
    if (p.price === null) await expect(cards.nth(i).getByTestId('product-price')).toHaveCount(0);
    else await expect(cards.nth(i).getByTestId('product-price')).toHaveText(cardPrice(p));
  }
  const order = page.getByLabel('เรียงตาม');
  await order.selectOption({ label: 'ราคาน้อยไปมาก' });
  const cheapest = [...priced].sort((a, b) => a.price! - b.price!);
  await expect(cards.first().getByTestId('product-price')).toHaveText(cardPrice(cheapest[0]!));
  const shown = async () => (await cards.getByTestId('product-price').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  expect(await shown()).toEqual([...(await shown())].sort((a, b) => a - b));
  await order.selectOption({ label: 'ราคามากไปน้อย' });
  await expect(cards.first().getByTestId('product-price')).toHaveText(cardPrice(cheapest[cheapest.length - 1]!));
  expect(await shown()).toEqual([...(await shown())].sort((a, b) => b - a));
  // Sorting keeps the search and the category.
  await page.getByLabel('ประเภทสินค้า').selectOption({ label: 'แหวน' });
  const rings = priced.filter((p) => p.cat_id === 3).sort((a, b) => b.price! - a.price!);
  await expect(cards).toHaveCount(products.filter((p) => p.cat_id === 3).length);
  await expect(cards.first().getByTestId('product-price')).toHaveText(cardPrice(rings[0]!));
  await page.getByLabel('ค้นหารหัสสินค้า').fill(rings[1]!.code);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(cardPrice(rings[1]!));
  await noSidewaysScroll(page);

  // Home: the featured carousel's cards carry the same prices.
  const top = await apiJson<Product[]>(page.request, '/api/shop/top-product?images=url');
  await page.goto('/');
  const featured = page.getByTestId('carousel-featured');
  for (const p of top.filter((x) => x.price !== null)) {
    await expect(
      featured
        .getByTestId('product-card')
        .filter({ hasText: `รหัสสินค้า ${p.code}` })
        .getByTestId('product-price'),
    ).toHaveText(cardPrice(p));
  }
});

test('member screens at 360, 390 and 1280 px (test-results/screens, for people to look at)', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one pass sets each size itself');
  test.setTimeout(240_000);
  await signInMember(page, 'demo2');
  for (const [width, height] of [
    [360, 740],
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, name, ready] of [
      ['/', 'home', 'carousel-featured'],
      ['/shop', 'shop', 'product-price'],
      ['/saving', 'saving', 'saving-recs'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
      await screen(page, name);
    }
  }
});

test('console screens at 1280 and 390 px (test-results/screens)', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one pass sets each size itself');
  test.setTimeout(180_000);
  // A context of its own: the member app's service worker, registered above, must not answer /admin/.
  await signInAdmin(page);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, name, ready] of [
      ['/admin/gold-price', 'console-gold-price', 'price-pairs'],
      ['/admin/shop-manager', 'console-shop-manager', 'price-'],
      ['/admin/dashboard', 'console-dashboard', 'dashboard-gold-price'],
    ] as const) {
      await page.goto(path);
      // The page's chunk and its first answer: slow when the shared test machine is busy.
      await expect(page.locator(`[data-testid^="${ready}"]`).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await screen(page, name);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/shop-manager');
  await page
    .getByRole('button', { name: /^แก้ไข / })
    .first()
    .click();
  await expect(page.getByLabel(/ค่ากำเหน็จ/)).toBeVisible();
  await screen(page, 'console-product-form');
});

test('console: a price entered by hand (with the ornament pair) moves every price on /shop', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the console is a desktop tool');
  await signInAdmin(page);
  const before = await apiJson<PriceInUseAnswer>(page.request, '/api/gold-price/in-use');
  const productsBefore = await apiJson<Product[]>(page.request, '/api/shop/shop-product?images=url');
  expect(before.price).not.toBeNull();
  const bar = before.price!.price.gold_bar;
  const num = (s: string) => Number(s.replace(/,/g, ''));
  const ornament = before.price!.price.gold ? [num(before.price!.price.gold.buy), num(before.price!.price.gold.sell)] : null;
  // The new ornament pair: 1,000 baht a baht-weight dearer than the price in use.
  const newSellOut = before.ornament! + 1_000;
  const newBuyBack = newSellOut - 800;

  try {
    await page.goto('/admin/gold-price');
    const inUse = page.getByTestId('price-in-use');
    await expect(inUse.getByText('ราคาที่ใช้อยู่ตอนนี้')).toBeVisible();
    await expect(inUse.getByTestId('price-source')).toBeVisible({ timeout: 30_000 });
    await expect(inUse.getByTestId('price-source')).toHaveText(before.source === 'staff' ? 'ราคาที่ร้านกรอก' : 'ราคาจากระบบ');
    await expect(inUse.getByTestId('price-ornament')).toContainText(`฿${baht2(before.ornament!)} ต่อบาททอง`);
    await expect(inUse.getByTestId('price-pairs')).toContainText(`฿${baht2(num(bar.buy))}`);
    await expect(inUse.getByTestId('price-time')).toContainText('ประกาศ');
    // One ornament buy-back price: the console's table and the member's price panel say the same figure.
    await expect(inUse.getByTestId('price-pairs')).toContainText(`฿${baht2(before.ornamentBuyback!)}`);
    const customer = await page.context().browser()!.newPage();
    await customer.goto('/gold-price');
    await expect(customer.getByTestId('gold-ornament-buy-back')).toHaveText(before.ornamentBuyback!.toLocaleString('en-US'));
    await customer.close();

    const form = page.getByTestId('manual-price');
    // The form starts from the price in use; staff change the ornament pair only.
    await expect(form.getByLabel('ทองคำแท่ง ขายออก (บาท)')).toHaveValue(num(bar.buy).toFixed(2));
    await form.getByLabel('ทองรูปพรรณ ขายออก (บาท)').fill(String(newSellOut));
    await form.getByLabel('ทองรูปพรรณ รับซื้อ (บาท)').fill(String(newBuyBack));
    await expect(form.getByTestId('ornament-preview')).toContainText(`สินค้าจะคิดราคาจากทองรูปพรรณ ฿${baht2(newSellOut)} ต่อบาททอง`);
    await form.getByRole('button', { name: 'บันทึกราคา' }).click();
    await expect(page.locator('.ant-message').getByText('บันทึกราคาแล้ว สินค้าคิดราคาจากราคานี้ทันที')).toBeVisible();
    // The screen reloads with the new price in use, from staff, today.
    await expect(inUse.getByTestId('price-source')).toHaveText('ราคาที่ร้านกรอก');
    await expect(inUse.getByTestId('price-ornament')).toContainText(`฿${baht2(newSellOut)} ต่อบาททอง`);
    await expect(inUse.getByTestId('price-pairs')).toContainText(`฿${baht2(newSellOut)}`);
    // The buy-back typed for ornaments is the source's figure: shown as such, never as the shop's price.
    await expect(inUse.getByTestId('price-ornament-rule')).toContainText(
      `ตามแหล่งราคา: ขายออก ฿${baht2(newSellOut)} รับซื้อ ฿${baht2(newBuyBack)}`,
    );
    await expect(inUse.getByTestId('price-pairs')).not.toContainText(`฿${baht2(newBuyBack)}`);

    // Every price moved by its weight × 1,000 (up to the rounding up to the baht); none vanished.
    const productsAfter = await apiJson<Product[]>(page.request, '/api/shop/shop-product?images=url');
    const perBahtWeight: Record<string, number> = { บาท: 1, สลึง: 0.25, กรัม: 1 / 15.16 };
    for (const p of productsAfter) {
      const old = productsBefore.find((x) => x.id === p.id)!;
      if (old.price === null) continue;
      expect(p.price, p.code).not.toBeNull();
      expect(Math.abs(p.price! - old.price - p.weight * perBahtWeight[p.unit]! * 1_000), p.code).toBeLessThanOrEqual(1);
    }

    // The dashboard warns that the price in use was entered by hand.
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('gold-price-warning')).toContainText('ราคาทองที่ใช้อยู่เป็นราคาที่ร้านกรอกเอง', { timeout: 30_000 });
    await screen(page, 'console-dashboard-staff-price');

    // The member's /shop shows the new prices, and says the price is the shop's own.
    const member = await page.context().newPage();
    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await member.setViewportSize({ width, height });
      await member.goto('/shop');
      const cards = member.getByTestId('product-card');
      await expect(cards).toHaveCount(8);
      for (const [i, p] of productsAfter.slice(0, 8).entries()) {
        if (p.price !== null) await expect(cards.nth(i).getByTestId('product-price')).toHaveText(cardPrice(p));
      }
      const note = member.getByTestId('price-note');
      await expect(note).toHaveText(/^ราคาคำนวณจากราคาทองที่ร้านประกาศ ณ \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d น\.$/);
      expect(THAI_DATE.test((await note.textContent())!.replace(/^ราคาคำนวณจากราคาทองที่ร้านประกาศ ณ (.+) เวลา .*$/, '$1'))).toBe(true);
      await noSidewaysScroll(member);
      await screen(member, 'shop-staff-price');
    }
    await member.close();
  } finally {
    // Put the figures back for the specs after this one (the restored price is a staff entry with the
    // same figures: the panel and every product price read as before).
    const res = await page.request.post('/api/gold-price/manual', {
      data: {
        buy: num(bar.buy),
        sell: num(bar.sell),
        compare_previous: num(before.price!.price.change.compare_previous),
        ...(ornament && { gold: { buy: Math.max(...ornament), sell: Math.min(...ornament) } }),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const restored = await apiJson<Product[]>(page.request, '/api/shop/shop-product?images=url');
  expect(restored.map((p) => p.price)).toEqual(productsBefore.map((p) => p.price));
});
