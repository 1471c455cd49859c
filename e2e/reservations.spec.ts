import { expect, test, type Browser } from '@playwright/test';
import type { PublicBranch } from '../api/contract';
import { bangkokDate, signInMember, snap } from './helpers';
import { acceptCookies } from './member-helpers';
import { signInAdmin } from './admin-fixtures';
import { pieceInStockAt, staffOf } from './pickup-setup';

// Reserving a piece (docs/product.md "Reserving a piece"): demo2, on a 360 px phone, reserves a piece in stock at
// หาดสำราญ with a pickup slot from its page; staff of หาดสำราญ see it in the console and confirm it; the member's
// page then shows it confirmed.
test.describe.configure({ mode: 'serial' });

const CODE = `RSV-${Date.now().toString(36).toUpperCase()}`;
const LEAD_MS = 24 * 3_600_000; // the owner's default lead time
const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+07:00`);

/** The first day from tomorrow the branch is open at 10:00, not closed, and past the lead time. */
function nextOpenDay(b: PublicBranch): string {
  const closed = new Set(b.closures.map((c) => c.date));
  for (let d = 1; d <= 30; d++) {
    const date = bangkokDate(d);
    const h = b.hours.find((x) => x.day === new Date(`${date}T00:00:00Z`).getUTCDay());
    if (!h?.open || !h.close || closed.has(date) || h.open > '10:00' || h.close < '11:30') continue;
    if (at(date, '10:00') >= Date.now() + LEAD_MS) return date;
  }
  throw new Error('no open day in 30');
}

async function consoleAs(browser: Browser, who: { username: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/admin-signin', { data: { ...who, rememberMe: false } });
  if (!res.ok()) throw new Error(`admin-signin ${who.username}: ${res.status()}`);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  return { page, context };
}

test('demo2 reserves a piece at หาดสำราญ with a slot; staff of หาดสำราญ see it and confirm it', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'phone', 'reserved once, from a phone');
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAdmin(ownerPage);
  const hs = await staffOf(ownerPage.request, 'staff_hs_rsv', 'หาดสำราญ');
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
  await expect(row).toContainText('staff_hs_rsv');
  await snap(staffPage, 'reservations-console-1280', info.project.name);
  await hsConsole.context.close();

  await page.reload();
  await expect(page.getByTestId('reservation-status')).toHaveText('ร้านยืนยันแล้ว');
  await page.goto('/reservations');
  await expect(page.getByTestId('reservation-row').filter({ hasText: CODE })).toContainText('ร้านยืนยันแล้ว');
});
