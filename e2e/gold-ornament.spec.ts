import { expect, test } from '@playwright/test';
import type { AdminGoldTransaction, Paged, PublicBranch } from '../api/contract';
import { signInMember, snap } from './helpers';
import { apiJson, pngFile, signInAdmin } from './admin-fixtures';
import { nextOpenDay, pieceInStockAt } from './pickup-setup';

// An ornament for grams (docs/decisions.md "Gold account: an ornament for grams"), on a 390 px phone: demo2 buys
// gold and staff approve it; demo2 opens the piece's page and its 'แลกด้วยทองในบัญชี' link, sees the grams it takes against the grams
// free and the ค่ากำเหน็จ, picks the slot at หาดสำราญ, names the refund account, sends the slip; the request is in the
// staff's gold queue with its piece; staff approve it (handed over) and the grams leave the account.
test.describe.configure({ mode: 'serial' });

const CODE = `ORN-${Date.now().toString(36).toUpperCase()}`;
test('demo2 takes a 1-สลึง ring against grams, pays its ค่ากำเหน็จ, and staff hand it over', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'exchanged once, from a phone');
  await page.setViewportSize({ width: 390, height: 844 });
  pieceInStockAt('หาดสำราญ', CODE);
  await signInAdmin(page);
  expect((await page.request.put('/api/content/gold-visible', { data: { isVisible: 1 } })).status()).toBe(200);
  await signInMember(page, 'demo2');
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  const day = nextOpenDay(branches.find((b) => b.name === 'หาดสำราญ')!);

  // Enough grams first: 12,000 baht buys more than one สลึง (3.8110 g) at any price the demo holds.
  await page.goto('/gold-account');
  const open = page.getByRole('button', { name: 'เปิดบัญชี' });
  await expect(open.or(page.getByTestId('gold-grams'))).toBeVisible();
  if (await open.isVisible()) await open.click();
  await page.getByLabel('จำนวนเงินที่ฝากซื้อทอง').fill('12000');
  await page.locator('#gold-deposit input[type=file]').setInputFiles(pngFile('slip.png', [Date.now() % 256, 30, 200]));
  await page.getByRole('button', { name: 'ยืนยันการฝากซื้อทอง' }).click();
  await expect(page.getByText('แจ้งฝากซื้อทองแล้ว')).toBeVisible();
  const deposits = await apiJson<Paged<AdminGoldTransaction>>(
    page.request,
    '/api/admin/gold-account/transactions?status=pending&kind=deposit&pageSize=100',
  );
  for (const t of deposits.data.filter((d) => d.username === 'demo2'))
    expect((await page.request.post(`/api/admin/gold-account/transactions/${t.id}/approve`, { data: {} })).status()).toBe(200);

  // From the piece's own page: its link opens the exchange with the piece looked up at once.
  await page.goto(`/shop/${CODE}`);
  await page.getByRole('link', { name: 'แลกด้วยทองในบัญชี' }).click();
  await expect(page).toHaveURL(new RegExp(`/gold-account\\?ornament=${CODE}$`));
  const quote = page.getByTestId('gold-ornament-quote');
  await expect(quote.getByTestId('gold-ornament-grams')).toHaveText('3.8110 กรัม');
  await expect(quote.getByTestId('gold-ornament-workmanship')).toHaveText('500 บาท');
  await expect(quote.getByLabel('สาขา').locator('option')).toHaveText(['สาขาหาดสำราญ']);
  await quote.getByLabel('วันที่รับ').selectOption(day);
  await quote
    .getByTestId('pickup-slots')
    .getByRole('button', { name: /^10:00/ })
    .click();
  await quote.getByRole('button', { name: 'เลือกเวลานัดรับนี้' }).click();
  await expect(quote.getByTestId('gold-ornament-slot')).toContainText('10:00–10:30');
  await quote.getByLabel('บัญชีรับเงินคืน (หากร้านไม่อนุมัติ)').selectOption('พร้อมเพย์');
  await quote.getByLabel('ชื่อบัญชี').fill('สมาชิก ทดสอบ');
  await quote.getByLabel('หมายเลขพร้อมเพย์').fill('0812345678');
  await quote.locator('input[type=file]').setInputFiles(pngFile('slip2.png', [Date.now() % 256, 200, 30]));
  await snap(page, 'gold-ornament-390', info.project.name);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);
  await quote.getByRole('button', { name: 'ยืนยันแลกทองรูปพรรณ' }).click();
  await expect(page.getByText('ส่งคำขอแลกทองรูปพรรณแล้ว')).toBeVisible();
  await expect(page.getByText(/นัดรับ .*10:00–10:30/)).toBeVisible();

  // In the staff's gold queue with its piece; approving it hands it over.
  await page.goto('/admin/gold-account');
  const row = page.locator('tr', { hasText: CODE });
  await expect(row).toContainText('ค่ากำเหน็จ ฿500.00 บาท');
  const ornaments = await apiJson<Paged<AdminGoldTransaction>>(
    page.request,
    '/api/admin/gold-account/transactions?status=pending&kind=ornament&pageSize=100',
  );
  const mine = ornaments.data.find((t) => t.productCode === CODE)!;
  expect(mine).toMatchObject({ grams: '3.8110', amount: 500, username: 'demo2' });
  expect((await page.request.post(`/api/admin/gold-account/transactions/${mine.id}/approve`, { data: {} })).status()).toBe(200);

  await page.goto('/gold-account');
  await expect(page.getByRole('region', { name: 'รายการ', exact: true })).toContainText('-3.8110 กรัม');
});
