import { expect, test, type Page } from '@playwright/test';
import type { Pickup, PublicBranch } from '../api/contract';
import { signInMember, snap } from './helpers';
import { acceptCookies } from './member-helpers';
import { signInAdmin } from './admin-fixtures';
import { at, consoleAs, memberWithPiecesWaiting, nextOpenDay, redeemedPieceOfDemo2, staffOf } from './pickup-setup';

// Pickups booked, not guessed (docs/product.md "Pickups"): demo2, on a 390 px phone, books the pickup of a
// redeemed pawn piece at เขาวิเศษ on the next open day after the lead time at 10:00, sees it on the contract and
// moves it; staff of เขาวิเศษ see it on their pickup day and hand it over; staff of นาวง do not see it.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const JN = `JN-E2E-PICKUP-${RUN}`;
/** Page elements wider than the window: nothing may be cut off at a phone's width. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.className || el.tagName),
  );

test('demo2 books a redeemed piece at เขาวิเศษ, moves it; เขาวิเศษ hands it over, นาวง never sees it', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'phone', 'booked once, from a 390 px phone');
  // The owner makes a member of staff for each of two branches.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAdmin(ownerPage);
  // Named for this run: a retried serial file makes them again.
  const kw = await staffOf(ownerPage.request, `staff_kw_${RUN}`, 'เขาวิเศษ');
  const nw = await staffOf(ownerPage.request, `staff_nw_${RUN}`, 'นาวง');
  await owner.close();
  await acceptCookies(page);
  await signInMember(page, 'demo2');
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  const kwBranch = branches.find((b) => b.name === 'เขาวิเศษ')!;
  const day = nextOpenDay(kwBranch);
  // When paying, demo2 said they would come to เขาวิเศษ on the open day after that one.
  const named = nextOpenDay(kwBranch, day);
  const requestId = redeemedPieceOfDemo2('เขาวิเศษ', JN, named);

  // The contract shows the piece waiting, and the booking panel with the branch and day named when paying.
  await page.goto(`/repurchase/${JN}`);
  const panel = page.getByTestId('pickup-panel');
  await expect(panel.getByRole('heading', { name: 'นัดวันรับสินค้า' })).toBeVisible();
  await expect(panel.getByLabel('สาขา')).toHaveValue(String(kwBranch.id));
  await expect(panel.getByLabel('วันที่รับ')).toHaveValue(named);
  await panel.getByLabel('สาขา').selectOption({ label: 'สาขาเขาวิเศษ' });
  await panel.getByLabel('วันที่รับ').selectOption(day);
  const slots = panel.getByTestId('pickup-slots');
  await expect(slots.getByRole('button', { name: /^10:00/ })).toBeEnabled();
  await expect(slots.getByRole('button', { name: /^10:00/ })).toContainText('ว่าง 2');
  expect(await overflowing(page)).toEqual([]);
  await snap(page, 'pickup-book-390', info.project.name);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowing(page)).toEqual([]);
  await snap(page, 'pickup-book-360', info.project.name);
  await page.setViewportSize({ width: 390, height: 844 });

  await slots.getByRole('button', { name: /^10:00/ }).click();
  await panel.getByRole('button', { name: 'ยืนยันนัดรับ' }).click();
  const booked = panel.getByTestId('pickup-booked');
  await expect(booked).toContainText('สาขาเขาวิเศษ');
  await expect(booked.getByTestId('pickup-when')).toContainText('10:00–10:30');
  await snap(page, 'pickup-booked-390', info.project.name);

  // Moved to 11:00 the same day.
  await panel.getByRole('button', { name: 'เลื่อนนัด' }).click();
  await expect(panel.getByLabel('วันที่รับ')).toHaveValue(day);
  await panel
    .getByTestId('pickup-slots')
    .getByRole('button', { name: /^11:00/ })
    .click();
  await panel.getByRole('button', { name: 'ยืนยันเลื่อนนัด' }).click();
  await expect(panel.getByTestId('pickup-when')).toContainText('11:00–11:30');
  await page.reload();
  await expect(page.getByTestId('pickup-when')).toContainText('11:00–11:30');
  const mine = (await (
    await page.request.get('/api/pickups', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    })
  ).json()) as Pickup[];
  const pickup = mine.find((p) => p.ref === requestId && p.status === 'booked')!;
  expect(new Date(pickup.start).getTime()).toBe(at(day, '11:00'));

  // นาวง's staff: nothing that day, and the server refuses the handover.
  const nwConsole = await consoleAs(browser, nw);
  await nwConsole.page.goto(`/admin/pickups?date=${day}`);
  await expect(nwConsole.page.getByTestId('pickups-day-0')).toContainText('ไม่มีนัดรับสินค้า');
  const refused = await nwConsole.page.request.post(`/api/admin/pickups/${pickup.id}/handed-over`, { data: {} });
  expect(refused.status()).toBe(403);
  await nwConsole.context.close();

  // เขาวิเศษ's staff: the pickup on its day, the ID masked; handed over.
  const kwConsole = await consoleAs(browser, kw);
  const staffPage = kwConsole.page;
  await staffPage.goto(`/admin/pickups?date=${day}`);
  const dayCard = staffPage.getByTestId('pickups-day-0');
  const row = dayCard.locator('tr', { hasText: JN });
  await expect(row).toContainText('11:00–11:30');
  await expect(row).toContainText('สาขาเขาวิเศษ');
  await expect(row.getByTestId('pickup-id')).toHaveText(/^x+0708$/);
  await snap(staffPage, 'pickups-console-1280', info.project.name);
  await row.getByRole('button', { name: 'ส่งมอบแล้ว' }).click();
  await staffPage.locator('.ant-popover:visible').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(row).toContainText('รับของแล้ว');
  await expect(row).toContainText(kw.username);
  await snap(staffPage, 'pickups-console-handed-1280', info.project.name);
  await kwConsole.context.close();

  // The member's contract: redeemed, nothing left to book.
  await page.reload();
  await expect(page.getByTestId('pickup-panel')).toHaveCount(0);
});

test('savings goods on /saving and the type 2 piece on /downing are booked with the same panel', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'booked once, from a 390 px phone');
  const who = memberWithPiecesWaiting('เขาวิเศษ', `e2e_pick_${Date.now().toString(36)}`);
  await acceptCookies(page);
  await signInMember(page, who);
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  const day = nextOpenDay(branches.find((b) => b.name === 'เขาวิเศษ')!);

  for (const [path, label, hhmm, shot] of [
    ['/saving', 'ถอนทองออมทอง', '10:00', 'pickup-saving-390'],
    ['/downing', 'ปิดสัญญาออมทองประเภทที่ 2', '10:30', 'pickup-downing-390'],
  ] as const) {
    await page.goto(path);
    const panel = page.getByTestId('pickup-panel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { name: 'นัดวันรับสินค้า' })).toBeVisible();
    await expect(panel).toContainText(label);
    await panel.getByLabel('สาขา').selectOption({ label: 'สาขาเขาวิเศษ' });
    await panel.getByLabel('วันที่รับ').selectOption(day);
    await panel
      .getByTestId('pickup-slots')
      .getByRole('button', { name: new RegExp(`^${hhmm}`) })
      .click();
    await panel.getByRole('button', { name: 'ยืนยันนัดรับ' }).click();
    await expect(panel.getByTestId('pickup-booked')).toContainText('สาขาเขาวิเศษ');
    await expect(panel.getByTestId('pickup-when')).toContainText(`${hhmm}–`);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, shot, info.project.name);
    // Still booked after a reload: it is the server's.
    await page.reload();
    await expect(page.getByTestId('pickup-when')).toContainText(`${hhmm}–`);
  }
});

test('bar gold: 1 สลึง asked on /gold-account, booked at เขาวิเศษ, handed over, and the grams leave the account', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'booked once, from a 390 px phone');
  const who = memberWithPiecesWaiting('เขาวิเศษ', `e2e_bar_${Date.now().toString(36)}`);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAdmin(ownerPage);
  expect((await ownerPage.request.put('/api/content/gold-visible', { data: { isVisible: 1 } })).status()).toBe(200);
  await acceptCookies(page);
  await signInMember(page, who);
  const branches = (await (await page.request.get('/api/branches')).json()) as PublicBranch[];
  const day = nextOpenDay(branches.find((b) => b.name === 'เขาวิเศษ')!);

  await page.goto('/gold-account');
  await expect(page.getByTestId('gold-grams')).toHaveText('7.6220 กรัม');
  const bar = page.getByRole('region', { name: 'รับทองแท่ง' });
  await expect(bar.getByLabel('จำนวนทองแท่ง').locator('option')).toHaveText(['1 สลึง (3.8110 กรัม)', '2 สลึง (7.6220 กรัม)']);
  await bar.getByRole('button', { name: 'ขอรับทองแท่ง' }).click();
  const panel = page.getByTestId('pickup-panel');
  await expect(panel).toContainText(/ทองแท่ง 1 สลึง G-\d+/);
  await expect(page.getByText('จองไว้ 3.8110 กรัม · ถอนหรือขายได้ 3.8110 กรัม')).toBeVisible();
  await panel.getByLabel('สาขา').selectOption({ label: 'สาขาเขาวิเศษ' });
  await panel.getByLabel('วันที่รับ').selectOption(day);
  await panel
    .getByTestId('pickup-slots')
    .getByRole('button', { name: /^11:00/ })
    .click();
  await panel.getByRole('button', { name: 'ยืนยันนัดรับ' }).click();
  await expect(panel.getByTestId('pickup-when')).toContainText('11:00–11:30');
  expect(await overflowing(page)).toEqual([]);
  await snap(page, 'pickup-gold-bar-390', info.project.name);

  // At the branch, on the day: handed over (the owner, from the pickup day's call).
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const mine = (await (await page.request.get('/api/pickups', { headers: { authorization: `Bearer ${token}` } })).json()) as Pickup[];
  const booked = mine.find((p) => p.what === 'gold-bar' && p.status === 'booked')!;
  expect((await ownerPage.request.post(`/api/admin/pickups/${booked.id}/handed-over`, { data: {} })).status()).toBe(200);
  await owner.close();

  await page.reload();
  await expect(page.getByTestId('gold-grams')).toHaveText('3.8110 กรัม');
  await expect(page.getByTestId('pickup-panel')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'รายการ' })).toContainText('ถอนทองแท่ง');
});
