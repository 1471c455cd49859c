import { expect, test, type Page } from '@playwright/test';
import type { PublicBranch } from '../api/contract';
import { slipPicture } from '../api/src/test/slip-image';
import { signInMember, snap } from './helpers';
import { acceptCookies } from './member-helpers';
import { signInAdmin } from './admin-fixtures';
import { at, consoleAs, nextOpenDay, pieceInStockAt, staffOf } from './pickup-setup';

// A reservation with a deposit (docs/decisions.md "Reservation deposits"), on a 360 px phone: the owner asks 500 baht
// in the console's reservation rules; demo2 reads the deposit and its rule before reserving, pays it with a slip
// carrying the bank's mini-QR and reserves at หาดสำราญ with a slot; that branch's staff see the deposit and confirm,
// and the pickup day's handover names it as paid towards the price. A second one, cancelled by staff with a reason,
// stays in the default list as a refund due until staff record the refund.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 740 };
const run = Date.now().toString(36).toUpperCase();
const CODE = `DEP-${run}`;
const CODE_CANCELLED = `DEP-${run}-X`;
let staff: { username: string; password: string };
let day: string;

const popover = (page: Page) => page.locator('.ant-popover:visible');
const dialog = (page: Page) => page.locator('.ant-modal:visible').last();
/** One of the reservations page's views ('รอดำเนินการ', 'ต้องคืนมัดจำ (n)', 'ทั้งหมด'). */
const view = (page: Page, name: string | RegExp) => page.locator('label.ant-radio-button-wrapper', { hasText: name });
/** Switches the view and waits for the server's list of it. */
async function showView(page: Page, name: string | RegExp, show: string) {
  const listed = page.waitForResponse((r) => r.url().includes('/api/admin/reservations?') && r.url().includes(`show=${show}`));
  await view(page, name).click();
  expect((await listed).status()).toBe(200);
}

/** The owner's reservation rules through the API (the first test sets them in the console). */
async function setDeposit(page: Page, deposit: number) {
  await signInAdmin(page);
  const res = await page.request.put('/api/admin/reservations/settings', { data: { graceHours: 24, deposit, depositRule: 'refund' } });
  expect(res.status(), await res.text()).toBe(200);
}

// Other flows reserve without a deposit: the default again, whatever happened here.
test.afterAll(async ({ browser }) => {
  const owner = await browser.newPage();
  await setDeposit(owner, 0);
  await owner.close();
});

test('demo2 pays a deposit with a slip and reserves; staff confirm; the handover takes it off the price', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'reserved once, from a phone');
  // The owner, in the console's reservation rules.
  const owner = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAdmin(owner);
  staff = await staffOf(owner.request, `staff_dep_${run.toLowerCase()}`, 'หาดสำราญ');
  await owner.goto('/admin/reservations');
  const rules = owner.getByTestId('reservation-settings');
  // The saved rules load first (they would overwrite what is typed before them).
  await expect(rules.getByLabel('เก็บสินค้าไว้หลังเวลานัด (ชั่วโมง)')).toHaveValue('24');
  await rules.getByLabel('มัดจำ (บาท, 0 = ไม่เก็บ)').fill('500');
  await rules.getByLabel('คืนมัดจำ').check();
  await rules.getByRole('button', { name: 'บันทึก' }).click();
  await expect(owner.locator('.ant-message').getByText('บันทึกเงื่อนไขการจองแล้ว')).toBeVisible();
  await owner.close();
  pieceInStockAt('หาดสำราญ', CODE);
  pieceInStockAt('หาดสำราญ', CODE_CANCELLED);

  await page.setViewportSize(PHONE);
  await acceptCookies(page);
  await signInMember(page, 'demo2');
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  day = nextOpenDay(branches.find((b) => b.name === 'หาดสำราญ')!);

  // The deposit and what becomes of it, read before anything is sent.
  await page.goto(`/shop/${CODE}`);
  await page.getByTestId('reserve').click();
  const form = page.getByTestId('reserve-form');
  await expect(form.getByTestId('reserve-deposit')).toContainText('มัดจำ 500 บาท');
  await expect(form.getByTestId('reserve-deposit')).toContainText(
    'หากไม่มารับภายในเวลาที่ร้านเก็บไว้ให้ หรือยกเลิกการจอง ร้านจะคืนเงินมัดจำ เมื่อมารับ มัดจำจะหักเป็นค่าสินค้า',
  );
  await expect(form.getByLabel('สาขา').locator('option')).toHaveText(['สาขาหาดสำราญ']);
  await form.getByLabel('วันที่รับ').selectOption(day);
  await form
    .getByTestId('pickup-slots')
    .getByRole('button', { name: /^11:00/ })
    .click();
  await form.getByRole('button', { name: 'ถัดไป: ชำระมัดจำ' }).click();

  // The deposit's step: the Thai QR for exactly 500.00 and the slip.
  const pay = form.locator('#reserve-deposit');
  await expect(pay.getByTestId('reserve-deposit-when')).toContainText('เวลา 11:00 น. ชำระมัดจำ 500 บาท แล้วแนบสลิป');
  await expect(pay.getByTestId('promptpay').getByTestId('promptpay-amount')).toHaveText('500.00 บาท');
  await snap(page, 'reservation-deposit-pay-360', info.project.name);
  const slip = await slipPicture({ bank: '004', amount: '500.00' });
  await pay.getByLabel('สลิปการโอนเงิน').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip.png });
  await pay.getByRole('button', { name: 'ชำระมัดจำและจองสินค้า' }).click();

  const held = page.getByTestId('reservation');
  await expect(held.getByTestId('reservation-status')).toHaveText('รอร้านยืนยัน');
  await expect(held.getByTestId('reservation-deposit')).toHaveText('500 บาท (ชำระมัดจำแล้ว)');
  await expect(held).toContainText('11:00–11:30');
  await snap(page, 'reservation-deposit-held-360', info.project.name);

  // The branch's staff, on a phone too: the deposit with its slip, confirmed.
  const hs = await consoleAs(browser, staff, PHONE);
  const staffPage = hs.page;
  await staffPage.goto('/admin/reservations');
  const row = staffPage.locator('tr.ant-table-row', { hasText: CODE }).filter({ hasNotText: CODE_CANCELLED });
  await expect(row.getByTestId('reservation-status')).toHaveText('รอร้านยืนยัน');
  await expect(row).toContainText('฿500.00');
  await expect(row.getByTestId('reservation-deposit')).toHaveText('ชำระมัดจำแล้ว');
  await expect(row.getByRole('img', { name: 'สลิปมัดจำ' })).toBeVisible();
  await row.getByRole('button', { name: 'ยืนยัน' }).click();
  await popover(staffPage).getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(row.getByTestId('reservation-status')).toHaveText('ร้านยืนยันแล้ว');
  await snap(staffPage, 'reservation-deposit-console-360', info.project.name);

  // The pickup day: the deposit on the row and in the handover's confirmation.
  await staffPage.goto(`/admin/pickups?date=${day}`);
  const pickup = staffPage.getByTestId('pickups-day-0').locator('tr.ant-table-row', { hasText: `สินค้าที่จอง รหัส ${CODE}` });
  await expect(pickup.getByTestId('pickup-deposit')).toHaveText('มัดจำแล้ว ฿500.00 หักจากราคา');
  await snap(staffPage, 'reservation-deposit-pickup-360', info.project.name);
  await pickup.getByRole('button', { name: 'ส่งมอบแล้ว' }).click();
  const confirmHandover = popover(staffPage);
  const checks = confirmHandover.getByTestId('handover-checks');
  await expect(checks).toContainText('ตรวจบัตรประชาชนให้ตรงก่อนส่งมอบ');
  await expect(checks).toContainText('มัดจำแล้ว ฿500.00 หักจากราคา');
  await expect(checks).toContainText('เก็บเงินเฉพาะส่วนที่เหลือ');
  await snap(staffPage, 'reservation-deposit-handover-360', info.project.name);
  await confirmHandover.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(pickup).toContainText('รับของแล้ว');
  await expect(pickup.getByTestId('pickup-deposit')).toHaveText('มัดจำแล้ว ฿500.00 หักจากราคา');
  await hs.context.close();

  // The member's list: collected, the deposit counted towards the price.
  await page.goto('/reservations');
  const mine = page.getByTestId('reservation-row').filter({ hasText: CODE });
  await expect(mine).toContainText('รับสินค้าแล้ว');
  await expect(mine.getByTestId('reservation-deposit')).toHaveText('500 บาท · หักมัดจำเป็นค่าสินค้าแล้ว');
  await snap(page, 'reservation-deposit-list-360', info.project.name);
});

test('a deposit staff cancel stays in the default list as a refund due until the refund is recorded', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'phone', 'reserved once, from a phone');
  // demo2 reserves the second piece with its deposit (the form is the first test's), at 10:30 that day.
  const token = await signInMember(page, 'demo2');
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  const branchId = branches.find((b) => b.name === 'หาดสำราญ')!.id;
  const slip = await slipPicture({ bank: '014', amount: '500.00' });
  const reserved = await page.request.post('/api/reservations', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      code: CODE_CANCELLED,
      branch_id: String(branchId),
      start: new Date(at(day, '10:30')).toISOString(),
      amount: '500',
      proof: { name: 'slip.png', mimeType: 'image/png', buffer: slip.png },
    },
  });
  expect(reserved.status(), await reserved.text()).toBe(200);

  const hs = await consoleAs(browser, staff, PHONE);
  const staffPage = hs.page;
  await staffPage.goto('/admin/reservations');
  const row = staffPage.locator('tr.ant-table-row', { hasText: CODE_CANCELLED });
  await row.getByRole('button', { name: 'ยกเลิก' }).click();
  await dialog(staffPage).getByLabel('เหตุผล').fill('สินค้าชำรุด คืนมัดจำเต็มจำนวน');
  await dialog(staffPage).getByRole('button', { name: 'ยืนยัน' }).click();
  // Closed, and still in the default view: the shop owes the deposit back.
  await expect(row.getByTestId('reservation-status')).toHaveText('ยกเลิกแล้ว');
  await expect(row.getByTestId('refund-due')).toHaveText('ต้องคืนมัดจำ');
  await expect(row.getByTestId('reservation-deposit')).toHaveText('รอร้านคืนเงินมัดจำ');
  await expect(row).toContainText('สินค้าชำรุด คืนมัดจำเต็มจำนวน');
  await expect(view(staffPage, /^ต้องคืนมัดจำ \(\d+\)$/)).toBeVisible();
  await snap(staffPage, 'reservation-refund-due-360', info.project.name);

  // Only the refunds due: it is there; its refund recorded, it leaves this view and the default one.
  await showView(staffPage, /^ต้องคืนมัดจำ/, 'refund_due');
  await expect(row.getByTestId('refund-due')).toBeVisible();
  await row.getByRole('button', { name: 'บันทึกการคืนมัดจำ' }).click();
  await expect(dialog(staffPage)).toContainText('คืนมัดจำ ฿500.00 ให้');
  await dialog(staffPage).getByLabel('เลขอ้างอิงการโอนคืน').fill('โอนคืน อ้างอิง 20261203-01');
  await dialog(staffPage).getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(staffPage.locator('.ant-message').getByText('บันทึกการคืนมัดจำแล้ว')).toBeVisible();
  await expect(row).toHaveCount(0);
  await showView(staffPage, 'รอดำเนินการ', 'open');
  await expect(row).toHaveCount(0);
  // Among every reservation, refunded.
  await showView(staffPage, 'ทั้งหมด', 'all');
  await expect(row.getByTestId('reservation-deposit')).toHaveText('คืนเงินมัดจำแล้ว');
  await expect(row.getByTestId('refund-due')).toHaveCount(0);
  await hs.context.close();
});
