import { expect, test } from '@playwright/test';
import type { AdminGoldTransaction, Paged } from '../api/contract';
import { signInMember, snap } from './helpers';
import { apiJson, pngFile, signInAdmin } from './admin-fixtures';

// The gold account on a phone: the owner offers it, demo2 opens one at a branch, sees the quote for 5,000 baht
// and the QR before sending the slip, staff approve, and the grams, the baht-weight and the gain or loss line
// show; nothing wider than the screen.

test('demo2 opens a gold account, buys gold with a slip, and sees the grams once staff approve', async ({ page }, testInfo) => {
  await signInAdmin(page);
  expect((await page.request.put('/api/content/gold-visible', { data: { isVisible: 1 } })).status()).toBe(200);
  await signInMember(page, 'demo2');

  await page.goto('/gold-account');
  await expect(page.getByRole('heading', { name: 'ออมทองเป็นน้ำหนัก', level: 1 })).toBeVisible();
  const open = page.getByRole('button', { name: 'เปิดบัญชี' });
  if (await open.isVisible()) await open.click();
  await expect(page.getByTestId('gold-grams')).toBeVisible();
  const before = (await page.getByTestId('gold-grams').textContent())!;

  await page.getByLabel('จำนวนเงินที่ฝากซื้อทอง').fill('5000');
  await expect(page.getByTestId('gold-quote')).toContainText(/ได้ทองประมาณ \d+\.\d{4} กรัม/);
  await page.locator('#gold-deposit input[type=file]').setInputFiles(pngFile('slip.png', [Date.now() % 256, 90, 140]));
  await snap(page, 'gold-account-deposit', testInfo.project.name);
  await page.getByRole('button', { name: 'ยืนยันการฝากซื้อทอง' }).click();
  await expect(page.getByText('แจ้งฝากซื้อทองแล้ว')).toBeVisible();

  const pending = await apiJson<Paged<AdminGoldTransaction>>(
    page.request,
    '/api/admin/gold-account/transactions?status=pending&pageSize=100',
  );
  const mine = pending.data.filter((t) => t.username === 'demo2' && t.kind === 'deposit' && t.amount === 5000);
  expect(mine.length).toBeGreaterThan(0);
  for (const t of mine)
    expect((await page.request.post(`/api/admin/gold-account/transactions/${t.id}/approve`, { data: {} })).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('gold-grams')).not.toHaveText(before);
  await expect(page.getByTestId('gold-baht-weight')).toContainText('กรัม');
  await expect(page.getByTestId('gold-gain')).toContainText(/บาท \(-?\d+(\.\d+)?%\)/);
  await snap(page, 'gold-account-balance', testInfo.project.name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Sells 1 g back: the quote at the buy-back price with its countdown, then staff approve and the sale is in the ledger.
  await page.getByLabel('จำนวนกรัมที่ขายคืน').fill('1');
  await expect(page.getByTestId('gold-sell-quote')).toContainText(/ได้เงิน [\d,]+\.?\d* บาท/);
  await expect(page.getByTestId('gold-sell-countdown')).toHaveText(/^\d+:\d{2}$/);
  await page.getByLabel('ธนาคารที่รับเงิน').selectOption('กสิกรไทย');
  await page.getByLabel('ชื่อบัญชี').fill('สมาชิก ทดสอบ');
  await page.getByLabel('เลขที่บัญชี').fill('123-4-56789-0');
  await snap(page, 'gold-account-sell', testInfo.project.name);
  await page.getByRole('button', { name: 'ยืนยันขายคืน' }).click();
  await expect(page.getByRole('region', { name: 'รายการ', exact: true })).toContainText('ขายคืน · รออนุมัติ');
  const sells = await apiJson<Paged<AdminGoldTransaction>>(
    page.request,
    '/api/admin/gold-account/transactions?status=pending&kind=sell&pageSize=100',
  );
  const sale = sells.data.find((t) => t.username === 'demo2' && t.grams === '1.0000');
  expect(sale).toBeTruthy();
  expect((await page.request.post(`/api/admin/gold-account/transactions/${sale!.id}/approve`, { data: {} })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'รายการ', exact: true })).toContainText('-1.0000 กรัม');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);

  // The balance over time, drawn once scrolled to, ends at the grams held.
  const grams = (await page.getByTestId('gold-grams').textContent())!.trim();
  const chart = page.getByTestId('gold-balance-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart.locator('figcaption')).toContainText(`ล่าสุด ${grams}`);
  await expect(chart.locator('canvas')).toBeVisible();
  await snap(page, 'gold-account-chart', testInfo.project.name);

  // The gold bank shows the same grams beside the other savings.
  await page.goto('/gold-bank');
  await expect(page.getByTestId('glance-gold-grams')).toHaveText(grams);
});
