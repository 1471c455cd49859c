import { expect, test } from '@playwright/test';
import type { PublicBranch } from '../api/contract';
import { signInMember, snap } from './helpers';
import { acceptCookies } from './member-helpers';
import { signInAdmin } from './admin-fixtures';
import { consoleAs, nextOpenDay, pieceInStockAt, staffOf } from './pickup-setup';

// Reserving a piece (docs/product.md "Reserving a piece"): demo2, on a 360 px phone, reserves a piece in stock at
// หาดสำราญ with a pickup slot from its page; staff of หาดสำราญ see it in the console and confirm it; the member's
// page then shows it confirmed.
test.describe.configure({ mode: 'serial' });

const CODE = `RSV-${Date.now().toString(36).toUpperCase()}`;
test('demo2 reserves a piece at หาดสำราญ with a slot; staff of หาดสำราญ see it and confirm it', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'phone', 'reserved once, from a phone');
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAdmin(ownerPage);
  // Named for this run: a retried serial file makes it again.
  const hs = await staffOf(ownerPage.request, `staff_hs_${Date.now().toString(36)}`, 'หาดสำราญ');
  await owner.close();
  pieceInStockAt('หาดสำราญ', CODE);

  await page.setViewportSize({ width: 360, height: 740 });
  await acceptCookies(page);
  await signInMember(page, 'demo2');
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  const day = nextOpenDay(branches.find((b) => b.name === 'หาดสำราญ')!);

  await page.goto(`/shop/${CODE}`);
  await page.getByTestId('reserve').click();
  const form = page.getByTestId('reserve-form');
  await expect(form).toContainText('24 ชั่วโมงหลังเวลานัด');
  // Only the branch that has the piece.
  await expect(form.getByLabel('สาขา').locator('option')).toHaveText(['สาขาหาดสำราญ']);
  await form.getByLabel('วันที่รับ').selectOption(day);
  await form
    .getByTestId('pickup-slots')
    .getByRole('button', { name: /^10:00/ })
    .click();
  await snap(page, 'reserve-form-360', info.project.name);
  await form.getByRole('button', { name: 'ยืนยันจองสินค้า' }).click();
  const held = page.getByTestId('reservation');
  await expect(held.getByTestId('reservation-status')).toHaveText('รอร้านยืนยัน');
  await expect(held).toContainText('สาขาหาดสำราญ');
  await expect(held).toContainText('10:00–10:30');
  await snap(page, 'reserved-360', info.project.name);

  const hsConsole = await consoleAs(browser, hs);
  const staffPage = hsConsole.page;
  await staffPage.goto('/admin/reservations');
  const row = staffPage.locator('tr', { hasText: CODE });
  await expect(row).toContainText('สาขาหาดสำราญ');
  await expect(row.getByTestId('reservation-status')).toHaveText('รอร้านยืนยัน');
  await row.getByRole('button', { name: 'ยืนยัน' }).click();
  await staffPage.locator('.ant-popover:visible').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(row.getByTestId('reservation-status')).toHaveText('ร้านยืนยันแล้ว');
  await expect(row).toContainText(hs.username);
  await snap(staffPage, 'reservations-console-1280', info.project.name);
  await hsConsole.context.close();

  await page.reload();
  await expect(page.getByTestId('reservation-status')).toHaveText('ร้านยืนยันแล้ว');
  await page.goto('/reservations');
  await expect(page.getByTestId('reservation-row').filter({ hasText: CODE })).toContainText('ร้านยืนยันแล้ว');
});
