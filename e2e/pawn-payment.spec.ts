import { expect, test, type Page } from '@playwright/test';
import type { AdminPawnRequest, Paged, PawnContract } from '../api/contract';
import { slipPicture } from '../api/src/test/slip-image';
import { bangkokDate, signInMember, snap } from './helpers';
import { acceptCookies } from './member-helpers';
import { apiJson, signInAdmin } from './admin-fixtures';

// Paying a pawn contract in the app (docs/decisions.md "Pawn"): demo2, on a 390 px phone, pays one month of
// interest (ต่อดอก) on JN2567-0012 with the Thai QR and a slip; staff approve it in the console at 1280 px;
// the member sees the new due date, the payment and the shop's e-receipt.
test.describe.configure({ mode: 'serial' });

const JN = 'JN2567-0012';
const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();
/** Page elements wider than the window: nothing may be cut off at a phone's width. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.className || el.tagName),
  );

test('demo2 pays a month of interest from the phone, staff approve, the member sees the new due date and the receipt', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'paid once, from a 390 px phone');
  await acceptCookies(page);
  const token = await signInMember(page, 'demo2');
  const headers = { authorization: `Bearer ${token}` };
  const before = ((await (await page.request.get('/api/pawn/get-pawn', { headers })).json()) as PawnContract[]).find(
    (c) => c.jn_id === JN,
  )!;
  expect(before).toMatchObject({ pay: 'open', is_open: true });
  // 1,237.51 a month (1.25 % and the fee) is above the law's 15 % a year: one month costs what the server
  // quotes for its days, with the ceiling line (docs/decisions.md "Pawn: the law").
  const priced = (await (await page.request.get(`/api/pawn/quote/${JN}?kind=interest&months=1`, { headers })).json()) as { amount: number };
  const baht = `${priced.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`;
  expect(priced.amount).toBeLessThan(1237.51);

  // From the list, the contract's detail, then its pay screen.
  await page.goto('/repurchase');
  await page.getByRole('button', { name: `ดูรายละเอียดขายฝากของ ${JN}` }).click();
  const modal = page.getByRole('dialog', { name: `รายละเอียดขายฝากของ ${JN}` });
  await expect(modal.getByTestId('pawn-monthly')).toHaveText('1,237.51 บาท');
  await modal.getByTestId('pawn-pay-link').click();
  await expect(page).toHaveURL(new RegExp(`/repurchase/${JN}$`));
  await expect(page.getByRole('heading', { name: `สัญญาขายฝาก ${JN}` })).toBeVisible();

  const form = page.locator('#pawn-pay');
  await expect(form.getByRole('radio', { name: /ต่อดอก/ })).toBeChecked();
  const quote = form.getByTestId('pawn-quote');
  await expect(quote.locator('[data-line=amount]')).toContainText(baht);
  await expect(quote.locator('[data-line=monthly]')).toContainText('1,237.51 บาท');
  await expect(quote.locator('[data-line=ceiling]')).toContainText('ส่วนที่เกินเพดานตามกฎหมาย');
  await expect(quote.locator('[data-line=newDueDate]')).toBeVisible();
  const newDue = (await quote.locator('[data-line=newDueDate] dd').textContent())!;
  const card = form.getByTestId('promptpay');
  await expect(card.getByTestId('promptpay-amount')).toHaveText(baht);
  await expect(card.getByRole('img', { name: `QR พร้อมเพย์ ยอด ${baht}` })).toBeVisible();
  // The shop's bank account is the other way to pay, on the same panel.
  await expect(form.getByRole('heading', { name: 'หรือโอนเข้าบัญชีของร้าน' })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await snap(page, 'pawn-pay-390', info.project.name);

  // ไถ่ถอน shows the law's ceiling where it bites and asks where and when to collect.
  await form.getByRole('radio', { name: /ไถ่ถอน/ }).check();
  await expect(form.getByLabel('สาขาที่จะรับสินค้า')).toBeVisible();
  await expect(quote.locator('[data-line=amount]')).toContainText('บาท');
  await snap(page, 'pawn-pay-redeem-390', info.project.name);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowing(page)).toEqual([]);
  await snap(page, 'pawn-pay-redeem-360', info.project.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('radio', { name: /ต่อดอก/ }).check();
  await expect(quote.locator('[data-line=amount]')).toContainText(baht);

  // The slip of the transfer, with the bank's mini-QR.
  const slip = await slipPicture({ bank: '004', amount: baht.replace(' บาท', '') });
  await form.getByLabel('สลิปการโอนเงิน').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip.png });
  await form.getByRole('button', { name: 'ยืนยันการชำระต่อดอก' }).click();
  const receipt = page.getByTestId('money-receipt');
  await expect(receipt.getByRole('heading', { name: 'แจ้งชำระต่อดอกแล้ว' })).toBeVisible();
  await expect(receipt).toContainText('ต่อดอก 1 เดือน');
  await expect(receipt).toContainText(newDue);
  await snap(page, 'pawn-sent-390', info.project.name);
  await receipt.getByRole('button', { name: 'กลับไปหน้าสัญญา' }).click();
  await expect(page.getByTestId('pawn-pay-blocked')).toContainText('รอร้านตรวจสอบ');

  // Staff, on a desktop: the queue shows the slip's bank and reference, the due date an approval gives, and
  // approve in reach.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAdmin(staff);
  const pending = await apiJson<Paged<AdminPawnRequest>>(staff.request, '/api/admin/pawn/requests?status=pending&pageSize=100');
  const mine = pending.data.find((r) => r.slipRead?.transRef === slip.transRef)!;
  expect(mine).toMatchObject({ jn_id: JN, kind: 'interest', amount: priced.amount, username: 'demo2' });
  await staff.goto('/admin/pawn-requests');
  const row = staff
    .locator('tr', { hasText: JN })
    .filter({ has: staff.getByRole('button', { name: 'อนุมัติ', exact: true }) })
    .first();
  await expect(row.getByTestId('slip-read-tag')).toBeVisible();
  await expect(row.getByTestId('pawn-new-due')).toHaveText(/\d/);
  await expect(row.getByRole('button', { name: 'อนุมัติ', exact: true })).toBeInViewport();
  await snap(staff, 'pawn-requests-1280', info.project.name);
  // A 768 px tablet: the buttons still in the window, nothing to scroll sideways.
  await staff.setViewportSize({ width: 768, height: 1024 });
  const approveBox = (await row.getByRole('button', { name: 'อนุมัติ', exact: true }).boundingBox())!;
  expect(approveBox.x + approveBox.width).toBeLessThanOrEqual(768);
  await expect
    .poll(() =>
      staff
        .locator('.ant-table-body, .ant-table-content')
        .first()
        .evaluate((el) => el.scrollWidth - el.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await snap(staff, 'pawn-requests-768', info.project.name);
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.getByRole('button', { name: `รายละเอียดการชำระ ${mine.id}` }).click();
  const d = drawer(staff);
  await expect(d.getByTestId('slip-read').getByText(slip.transRef)).toBeVisible();
  await expect(d.getByTestId('quote-breakdown')).toContainText(`฿${baht.replace(' บาท', '')}`);
  const bar = d.getByTestId('decision-bar');
  await expect(bar.getByRole('button', { name: 'อนุมัติ', exact: true })).toBeInViewport();
  await bar.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const pop = staff.locator('.ant-popover:visible');
  await expect(pop.getByTestId('slip-evidence')).toContainText(slip.transRef);
  await snap(staff, 'pawn-approve-1280', info.project.name);
  await pop.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(staff.getByText('รับชำระแล้ว ส่งใบรับเงินให้สมาชิกทาง LINE แล้ว')).toBeVisible();
  await expect(d.getByTestId('pawn-receipt')).toBeVisible();
  await snap(staff, 'pawn-approved-1280', info.project.name);
  await staff.close();

  // The member: the new due date, the payment made in the app, and the receipt.
  await page.reload();
  await expect(page.getByTestId('pawn-due-date')).toContainText(newDue);
  // This request's receipt (a retried run leaves the first attempt's request beside it).
  const receiptCard = page.getByTestId(`pawn-request-${mine.id}`).getByTestId('pawn-receipt');
  await expect(receiptCard).toContainText(`PW-${String(mine.id).padStart(6, '0')}`);
  await expect(receiptCard.getByTestId('receipt-due-date')).toHaveText(newDue);
  // Who received the money by the name the owner set, never the login name (docs/product.md "Console: staff accounts and audit log").
  await expect(receiptCard).toContainText('สมศักดิ์ ทองงาม (เจ้าของร้าน)');
  await expect(receiptCard).not.toContainText('admin');
  const payments = page.getByTestId('pawn-payments');
  await expect(payments.locator('[data-row]').first()).toContainText('โอนผ่านแอป');
  await expect(payments.locator('[data-row]').first()).toContainText(baht.replace(/\.00 บาท$/, ' บาท'));
  expect(await overflowing(page)).toEqual([]);
  await snap(page, 'pawn-receipt-390', info.project.name);
  // Paid: it may be paid again (the next month), and the list shows the new due date.
  await expect(page.locator('#pawn-pay')).toBeVisible();
});

test('a contract too far past its due date asks the member to contact the shop, with the LINE button', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'once, on a phone');
  await acceptCookies(page);
  await signInMember(page, 'demo2');
  // JN2567-0005 is 10 days late; the owner's grace is 7 days: the app took payment until 3 days ago.
  await page.goto('/repurchase/JN2567-0005');
  const blocked = page.getByTestId('pawn-pay-blocked');
  const thai = (iso: string) =>
    new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  await expect(blocked).toContainText(`เลยวันที่ชำระผ่านแอปได้ (${thai(bangkokDate(-3))}) แล้ว`);
  await expect(blocked).toContainText(`ตั้งแต่วันที่ ${thai(bangkokDate(-2))}`);
  await expect(blocked.getByRole('link', { name: 'ติดต่อชำระดอกเบี้ย' })).toBeVisible();
  await expect(page.locator('#pawn-pay')).toHaveCount(0);
  await snap(page, 'pawn-contact-390', info.project.name);
});

test('the owner sets the pawn rules (an owner alert on the dashboard); a staff account reads them only', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the console, at 1280 px');
  await signInAdmin(page);
  await page.goto('/admin/pawn-settings');
  await expect(page.getByTestId('pawn-rules-alerts')).toContainText('แจ้งเจ้าของร้าน');
  const grace = page.getByLabel('ชำระผ่านแอปได้หลังเลยกำหนดไม่เกิน (วัน)');
  await expect(grace).toHaveValue('7');
  const save = async (days: string) => {
    await grace.fill(days);
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByText('บันทึกกติกาขายฝากแล้ว').last()).toBeVisible();
  };
  await save('8');
  await snap(page, 'pawn-settings-owner-1280', info.project.name);
  try {
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('owner-alerts').getByTestId('owner-alert-pawn_rules').first()).toContainText(
      'ชำระผ่านแอปหลังเลยกำหนดได้ 8 วัน',
    );
  } finally {
    await page.goto('/admin/pawn-settings');
    await save('7');
  }

  // A staff account the owner made: the rules on screen, no form.
  const clerk = { username: `pawnclerk${Date.now().toString(36)}`, password: 'clerkpass123' };
  expect((await page.request.post('/api/admin/staff', { data: { ...clerk, role: 'staff' } })).ok()).toBe(true);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const staff = await context.newPage();
  const res = await staff.request.post('/api/auth/admin-signin', { data: { ...clerk, rememberMe: false } });
  const { token } = (await res.json()) as { token: string };
  await staff.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  await staff.goto('/admin/pawn-settings');
  await expect(staff.getByTestId('owner-only')).toContainText('เฉพาะเจ้าของร้านแก้ไขได้');
  await expect(staff.getByTestId('pawn-rules')).toContainText('7 วัน');
  await expect(staff.getByRole('button', { name: 'บันทึก' })).toHaveCount(0);
  await snap(staff, 'pawn-settings-staff-1280', info.project.name);
  await context.close();
});
