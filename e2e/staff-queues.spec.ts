import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { GetReqAnswer, PendingCounts, SavingHistoryRow, VerifyRouteAnswer } from '../api/contract';
import { bangkokDate, signInMember, snap } from './helpers';
import { freshNationalId } from './member-helpers';
import { apiJson, fillAdminSignin, pngFile, signInAdmin } from './admin-fixtures';

// The staff side of every member flow, end to end. A brand-new member goes through every queue
// while staff answer each request in the console; the member's own pages show what staff decided.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop tool (1280x800)');
});

// ------------------------------------------------------------------ helpers

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const member = { username: `bo${suffix}`, password: 'pass12345', nationalId: freshNationalId(), fullName: `ทดสอบ หลังร้าน${suffix}` };
let memberToken = '';

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const row = (scope: Page | Locator, text: string) => scope.locator('tbody tr.ant-table-row', { hasText: text });
const dialog = (page: Page) => page.locator('.ant-modal:visible').last();
const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();
/** Answers the open Popconfirm with ยืนยัน. */
const confirm = (page: Page) => page.locator('.ant-popover:visible').getByRole('button', { name: 'ยืนยัน' }).click();

const bearer = () => ({ Authorization: `Bearer ${memberToken}` });
async function memberGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: bearer() });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
async function memberPost(
  request: APIRequestContext,
  path: string,
  multipart?: Record<string, string | ReturnType<typeof pngFile>>,
  key?: string,
) {
  const headers = { ...bearer(), ...(key ? { 'Idempotency-Key': key } : {}) };
  const res = multipart ? await request.post(path, { headers, multipart }) : await request.post(path, { headers, data: {} });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A fresh page signed in as the member (the member app keeps its token in localStorage). */
async function memberPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.context().addCookies([{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/' }]);
  await signInMember(page, member.username, member.password);
  return page;
}

/** Types a YYYY-MM-DD date into the console's Buddhist-era date picker (labelled by its form item). */
async function pickDate(page: Page, scope: Locator, label: string, iso: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(iso);
  await input.press('Enter'); // confirms the typed date (Escape would close the whole modal)
  await expect(input).toHaveValue(/ 25\d\d$/); // shown in Buddhist era, e.g. "21 พ.ย. 2569"
  await input.press('Tab'); // leaves the field, which closes its panel
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
}

// ------------------------------------------------------------------ the flow

test('a new member verifies; staff sign in, land on the dashboard and approve in the console', async ({ page }, testInfo) => {
  // The member signs up and sends a new-customer verification with a checksum-valid, unused ID.
  const up = await page.request.post('/api/auth/signup', {
    data: { username: member.username, password: member.password, confirmPassword: member.password },
  });
  expect(up.ok(), await up.text()).toBe(true);
  const signin = await page.request.post('/api/auth/signin', { data: { username: member.username, password: member.password } });
  memberToken = ((await signin.json()) as { token: string }).token;
  await memberPost(page.request, `/api/verify/verify-request?idCard=${member.nationalId}`, {
    NationalID: member.nationalId,
    fullName: member.fullName,
    phoneNumber: '0812345678',
    email: '',
    address: '99 ถ.ทดสอบ ต.นาวง จ.ตรัง',
    consent: 'true',
    idCardImg: pngFile('card.png', [200, 180, 40]),
    personalImg: pngFile('selfie.png', [40, 120, 200]),
  });

  // A fresh staff sign-in lands on the dashboard.
  await page.goto('/admin/signin');
  await fillAdminSignin(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  const counts = await apiJson<PendingCounts>(page.request, '/api/admin/pending-counts');
  expect(counts.verifications).toBeGreaterThan(0);
  await expect(page.getByTestId('queue-verifications')).toContainText(String(counts.verifications));
  await expect(page.getByTestId('dashboard-total-owed')).toContainText('฿');
  // Today's price with the original API's labels: the API's buy is the sell-out price, sell the buy-back price.
  const gold = await apiJson<{ response: { price: { gold_bar: { buy: string; sell: string } } } }>(page.request, '/api/gold-price/latest');
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'ขายออก' })).toContainText(gold.response.price.gold_bar.buy);
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'รับซื้อ' })).toContainText(gold.response.price.gold_bar.sell);
  // The menu group carries the sum of its queues' badges.
  await expect(page.locator('.ant-pro-sider').getByLabel(`รอดำเนินการ ${counts.verifications} รายการ`).first()).toBeVisible();
  await snap(page, 'backoffice-dashboard', testInfo.project.name);

  // /admin/home-manager stays reachable; /admin/signin with a session still goes there (docs/product.md "Console: sign in and menu").
  await page.goto('/admin/signin');
  await expect(page).toHaveURL(/\/admin\/home-manager$/);

  await page.goto('/admin/verifications');
  const r = row(page, member.username);
  await expect(r).toContainText('รออนุมัติ');
  // Lists mask the national ID, for the owner too; the pending request's drawer shows it whole to compare with the card.
  await expect(r).toContainText(`xxxxxxxxx${member.nationalId.slice(-4)}`);
  await expect(r).not.toContainText(member.nationalId);
  await r.getByRole('button', { name: /^ตรวจสอบ/ }).click();
  const d = drawer(page);
  await expect(d.getByText(member.fullName)).toBeVisible();
  await expect(d.getByTestId('verification-national-id')).toHaveText(member.nationalId);
  await expect(d.getByRole('row', { name: /ความยินยอมให้ใช้ข้อมูลส่วนบุคคล/ })).toContainText('ยินยอมในแอปเมื่อ');
  for (const alt of ['รูปบัตรประชาชน', 'รูปถ่ายคู่บัตร']) {
    const img = d.getByRole('img', { name: alt });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await snap(page, 'backoffice-verification-drawer', testInfo.project.name);
  await d.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'อนุมัติการยืนยันตัวตนแล้ว')).toBeVisible();
  await expect(d.getByText('ยืนยันตัวตนแล้ว')).toBeVisible(); // the drawer reloaded what the server saved
  expect((await memberGet<VerifyRouteAnswer>(page.request, '/api/verify/verify-route')).verificationStatus).toBe(2);
  // The badge follows the decision without waiting for the 60 s poll.
  await expect(
    page
      .locator('.ant-pro-sider')
      .getByLabel(`รอดำเนินการ ${counts.verifications - 1} รายการ`)
      .first(),
  ).toBeVisible();
});

test('savings type 1: account approved, a slip deposit approved, the member sees balance and history', async ({
  page,
  browser,
}, testInfo) => {
  await signInAdmin(page);
  await memberPost(page.request, '/api/saving/approval_request');
  await page.goto('/admin/saving-accounts');
  await row(page, member.username).getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'อนุมัติบัญชีออมทองแล้ว')).toBeVisible();
  await expect(row(page, member.username)).toHaveCount(0); // gone from the pending list
  await snap(page, 'backoffice-saving-accounts', testInfo.project.name);

  await memberPost(
    page.request,
    '/api/saving/create-saving',
    { amount: '1500.50', amountString: 'หนึ่งพันห้าร้อยบาทห้าสิบสตางค์', proof: pngFile('slip.png', [10, 160, 90]) },
    `dep-${suffix}`,
  );
  await page.goto('/admin/saving-deposits');
  const dep = row(page, member.username);
  await expect(dep).toContainText('฿1,500.50');
  await expect(dep.getByRole('img', { name: /สลิปรายการ/ })).toBeVisible(); // the slip thumbnail (signed URL)
  await dep.getByRole('button', { name: /รายละเอียดรายการ/ }).click();
  const d = drawer(page);
  await expect(d.getByTestId('tx-balance')).toContainText('฿0.00');
  await expect(d.getByRole('img', { name: 'สลิปการโอนเงินของสมาชิก' })).toBeVisible();
  await snap(page, 'backoffice-deposit-drawer', testInfo.project.name);
  await d.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'อนุมัติรายการแล้ว')).toBeVisible();
  await expect(d.getByTestId('tx-balance')).toContainText('฿1,500.50');
  await page.keyboard.press('Escape');

  const m = await memberPage(browser);
  await m.goto('/saving');
  await expect(m.getByTestId('saving-balance')).toContainText('1,500.50');
  await m.locator('#main').getByRole('tab', { name: 'ประวัติ' }).click();
  const first = m.getByTestId('saving-history').locator('tbody tr').first();
  await expect(first).toContainText('ฝาก');
  await expect(first).toContainText('อนุมัติ');
  await snap(m, 'backoffice-member-saving', testInfo.project.name);
  await m.close();
});

test('savings type 1: a cash withdrawal approved, paid out with a proof; the balance and owed total follow', async ({ page }, testInfo) => {
  await signInAdmin(page);
  await memberPost(
    page.request,
    '/api/saving/withdraw',
    {
      amount: '500',
      amountString: 'ห้าร้อยบาทถ้วน',
      bank: 'ธนาคารกสิกรไทย',
      accountName: member.fullName,
      accountNumber: '123-4-56789-0',
      idCardImage: pngFile('front.png', [90, 90, 90]),
      idCardImageBack: pngFile('back.png', [120, 120, 120]),
    },
    `wd-${suffix}`,
  );
  await page.goto('/admin/saving-withdrawals');
  const wd = row(page, member.username);
  await expect(wd).toContainText('ถอนเป็นเงินสด');
  await wd.getByRole('button', { name: /รายละเอียดรายการ/ }).click();
  const d = drawer(page);
  await expect(d.getByTestId('tx-balance')).toContainText('฿1,500.50');
  await expect(d.getByTestId('tx-available')).toContainText('฿1,000.50'); // the pending withdrawal holds its amount
  await expect(d.getByRole('img', { name: 'บัตรประชาชน (ด้านหน้า)' })).toBeVisible();
  await snap(page, 'backoffice-withdrawal-drawer', testInfo.project.name);
  await d.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'อนุมัติรายการแล้ว')).toBeVisible();
  await expect(d.getByTestId('tx-balance')).toContainText('฿1,000.50');
  await page.keyboard.press('Escape');

  await page.goto('/admin/saving-fulfilment');
  await row(page, member.username).getByRole('button', { name: 'โอนเงินแล้ว' }).click();
  const payout = dialog(page);
  await payout.getByRole('button', { name: 'ยืนยันการโอนเงิน' }).click();
  await expect(payout.getByText('กรุณาแนบหลักฐานการโอนเงิน')).toBeVisible();
  await payout.locator('input[type=file]').setInputFiles(pngFile('payout.png', [250, 200, 0]));
  await payout.getByLabel('หมายเหตุ (สมาชิกเห็นในประวัติ)').fill('โอนเข้าบัญชีแล้ว');
  await snap(page, 'backoffice-payout', testInfo.project.name);
  await payout.getByRole('button', { name: 'ยืนยันการโอนเงิน' }).click();
  await expect(toast(page, 'บันทึกการโอนเงินแล้ว')).toBeVisible();
  await expect(row(page, member.username)).toHaveCount(0);

  const history = await memberGet<SavingHistoryRow[]>(page.request, '/api/saving/history');
  expect(history[0]).toMatchObject({
    sav_Type: 'ถอน',
    sav_amount: 500,
    detail_status: 'อนุมัติ',
    sav_NetBalance: 1000.5,
    sav_note: 'โอนเข้าบัญชีแล้ว',
  });
  expect(history[0]!.proof).toBeTruthy();
});

test('savings type 2: request approved with its terms, a payment approved, the close request completed', async ({
  page,
  browser,
}, testInfo) => {
  await signInAdmin(page);
  const { id: downId } = (await memberPost(page.request, '/api/down/down-request')) as { id: number };
  await page.goto('/admin/down-requests');
  await row(page, member.username).getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const form = dialog(page);
  await form.getByLabel('สินค้าตามสัญญา').fill('สร้อยคอทองคำ 1 บาท');
  await form.getByLabel('ยอดที่อนุมัติ (บาท)').fill('45000');
  await pickDate(page, form, 'วันเริ่มสัญญา', bangkokDate(0));
  await pickDate(page, form, 'วันสิ้นสุดสัญญา', bangkokDate(180));
  await snap(page, 'backoffice-down-approve', testInfo.project.name);
  await form.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(toast(page, 'อนุมัติคำขอแล้ว')).toBeVisible();
  let mine = (await memberGet<GetReqAnswer>(page.request, '/api/down/get-req')).data.find((r) => r.down_id === downId)!;
  expect(mine).toMatchObject({
    Status: 'อนุมัติ',
    Prod_type: 'สร้อยคอทองคำ 1 บาท',
    ApprovedAmount: 45000,
    StartDate: bangkokDate(0),
    EndDate: bangkokDate(180),
  });

  await memberPost(
    page.request,
    '/api/down/submit-payment',
    { downId: String(downId), amount: '5000', proof: pngFile('down-slip.png', [0, 90, 160]) },
    `down-${suffix}`,
  );
  await page.goto('/admin/down-payments');
  const pay = row(page, member.username);
  await expect(pay).toContainText('฿5,000.00');
  await pay.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'อนุมัติการชำระเงินแล้ว')).toBeVisible();

  await memberPost(page.request, '/api/down/done-request', {
    downId: String(downId),
    idCardImage: pngFile('f.png', [1, 2, 3]),
    idCardImageBack: pngFile('b.png', [4, 5, 6]),
  });
  await page.goto('/admin/down-closes');
  const close = row(page, member.username);
  await expect(close).toContainText('รอปิดสัญญา');
  await close.getByRole('button', { name: /ดูบัตรประชาชน/ }).click();
  const d = drawer(page);
  await expect(d.getByRole('img', { name: 'ด้านหน้า' })).toBeVisible();
  await snap(page, 'backoffice-down-close', testInfo.project.name);
  await d.getByRole('button', { name: 'ปิดสัญญา', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'ปิดสัญญาเรียบร้อยแล้ว')).toBeVisible();
  mine = (await memberGet<GetReqAnswer>(page.request, '/api/down/get-req')).data.find((r) => r.down_id === downId)!;
  expect(mine.Status).toBe('ปิดสัญญา');

  const m = await memberPage(browser);
  await m.goto('/downing');
  await expect(m.getByTestId('down-status')).toContainText('สถานะคำขอ: ปิดสัญญา');
  await snap(m, 'backoffice-member-downing', testInfo.project.name);
  await m.close();
});

test('pawn: staff create a contract and record a payment; the member sees both on /repurchase', async ({ page, browser }, testInfo) => {
  await signInAdmin(page);
  const jnId = `E2E-${suffix}`.toUpperCase();
  await page.goto('/admin/pawn-contracts');
  await page.getByRole('button', { name: 'เพิ่มสัญญา' }).click();
  const form = dialog(page);
  await form.getByLabel('ค้นหาลูกค้า').fill(member.nationalId);
  await form.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(form.getByTestId('pawn-customer')).toContainText(member.fullName);
  await form.getByLabel('เลขที่สัญญา', { exact: true }).fill(jnId);
  await pickDate(page, form, 'วันที่ขายฝาก', bangkokDate(0));
  await pickDate(page, form, 'กำหนดชำระ', bangkokDate(3));
  await form.getByLabel('ยอดขายฝาก (บาท)').fill('12000');
  await form.getByLabel('ดอกเบี้ย (บาท)').fill('300');
  await form.getByLabel('ค่าธรรมเนียม (บาท)').fill('50');
  await snap(page, 'backoffice-pawn-create', testInfo.project.name);
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, `เพิ่มสัญญา ${jnId} แล้ว`)).toBeVisible();
  const c = row(page, jnId);
  await expect(c).toContainText('฿12,000.00');
  await expect(c).toContainText('฿350.00');

  await c.getByRole('button', { name: `การชำระ ${jnId}` }).click();
  const d = drawer(page);
  await d.getByRole('button', { name: 'บันทึกการชำระ' }).click();
  const pay = dialog(page);
  await pay.getByLabel('จำนวนเงิน (บาท)').fill('1,350.00');
  await pay.getByLabel('เลขอ้างอิง (ถ้ามี)').fill(`R-${suffix}`);
  await pay.locator('input[type=file]').setInputFiles(pngFile('pawn-proof.png', [180, 30, 30]));
  await pay.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'บันทึกการชำระแล้ว')).toBeVisible();
  await expect(row(d, `R-${suffix}`)).toContainText('฿1,350.00');
  await snap(page, 'backoffice-pawn-payments', testInfo.project.name);
  await page.keyboard.press('Escape');

  // Due within 7 days: on the due-soon list.
  await page.goto('/admin/pawn-due-soon');
  await expect(row(page, jnId)).toBeVisible();

  const m = await memberPage(browser);
  await m.goto('/repurchase');
  const mr = m.locator('tbody tr', { hasText: jnId });
  await expect(mr).toContainText('12,000');
  await mr.getByRole('button', { name: `ดูรายละเอียดขายฝากของ ${jnId}` }).click();
  const modal = m.getByRole('dialog', { name: `รายละเอียดขายฝากของ ${jnId}` });
  await expect(modal.locator('tbody tr', { hasText: '1,350' })).toBeVisible();
  await m.waitForTimeout(500); // the modal's opening animation, for the screenshot
  await snap(m, 'backoffice-member-repurchase', testInfo.project.name);
  await m.close();
});

test('pawn CSV import: contracts and payments, a repeat changes nothing, a bad line names its number', async ({ page }, testInfo) => {
  await signInAdmin(page);
  const [a, b] = [freshNationalId(), freshNationalId()];
  const jn = (n: number) => `CSV-${suffix}-${n}`.toUpperCase();
  const contracts = [
    'jn_id,customer_card,jn_date,net_total,rate_in,fee,jn_status,due_date,customer_name,customer_tel,customer_address',
    `${jn(1)},${a},2025-10-01,"15,000.00",375.00,50.00,ปกติ,2026-01-01,นายนำเข้า หนึ่ง,081-111-1111,ตรัง`,
    `${jn(2)},${b},2025-10-02,8500,212.50,0,ต่อดอก,2026-01-15,นางนำเข้า สอง,081-222-2222,ตรัง`,
  ].join('\n');
  const payments = [
    'jn_id,external_ref,pay_date,total,pay_type',
    `${jn(1)},P-1,2025-11-01,375.00,เงินสด`,
    `${jn(2)},P-2,2025-11-02,"1,000.00",โอนเงิน`,
  ].join('\n');
  const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

  await page.goto('/admin/pawn-import');
  const sample = await page.request.get('/admin/samples/pawn-contracts.csv');
  expect(await sample.text()).toContain('jn_id,customer_card');
  await expect(page.getByRole('link', { name: /ดาวน์โหลดไฟล์ตัวอย่าง/ }).first()).toHaveAttribute('href', '/admin/samples/pawn-contracts.csv');

  const upload = (i: number) => page.locator('input[type=file]').nth(i);
  await upload(0).setInputFiles(csv('contracts.csv', contracts));
  const cr = page.getByTestId('import-result-contracts');
  await expect(cr).toContainText('contracts.csv');
  await expect(cr.locator('td').nth(0)).toHaveText('2'); // inserted
  await expect(cr.locator('td').nth(3)).toHaveText('2'); // customers created

  await upload(1).setInputFiles(csv('payments.csv', payments));
  await expect(page.getByTestId('import-result-payments').locator('td').nth(0)).toHaveText('2');

  // The same files again: nothing inserted or updated.
  await upload(0).setInputFiles(csv('contracts-again.csv', contracts));
  await expect(cr).toContainText('contracts-again.csv');
  await expect(cr.locator('td').nth(0)).toHaveText('0');
  await expect(cr.locator('td').nth(1)).toHaveText('0');
  await expect(cr.locator('td').nth(2)).toHaveText('2');
  await upload(1).setInputFiles(csv('payments-again.csv', payments));
  const pr = page.getByTestId('import-result-payments');
  await expect(pr).toContainText('payments-again.csv');
  await expect(pr.locator('td').nth(0)).toHaveText('0');
  await expect(pr.locator('td').nth(2)).toHaveText('2');
  await snap(page, 'backoffice-import', testInfo.project.name);

  // A broken third line refuses the file and says which line.
  await upload(0).setInputFiles(csv('broken.csv', `${contracts}\n${jn(3)},${a},2025-13-40,100,0,0,ปกติ,2026-01-01,,,`));
  const err = page.getByTestId('import-error-contracts');
  await expect(err).toContainText('บรรทัด 4');
  await snap(page, 'backoffice-import-error', testInfo.project.name);
  const check = await apiJson<{ total: number }>(page.request, `/api/admin/pawn/contracts?q=${jn(3)}`);
  expect(check.total).toBe(0);
});

test('customers, members, staff accounts, own password and the audit log', async ({ page, browser }, testInfo) => {
  // Five screens and two sign-ins in one flow: about 60 s on a loaded 2-core machine, so three times the budget.
  test.slow();
  await signInAdmin(page);
  // Customers: find the new member's record by national ID and edit the phone.
  await page.goto('/admin/customers');
  await page.getByPlaceholder('ชื่อ เบอร์โทร หรือเลขบัตรประชาชน').fill(member.nationalId);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const cust = row(page, member.fullName);
  await expect(cust).toContainText(`xxxxxxxxx${member.nationalId.slice(-4)}`); // masked in the list, for the owner too
  await cust.getByRole('button', { name: `แก้ไข ${member.fullName}` }).click();
  const edit = dialog(page);
  await edit.getByLabel('เบอร์โทร').fill('0899999999');
  await edit.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'บันทึกข้อมูลลูกค้าแล้ว')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, member.fullName)).toContainText('0899999999');
  await snap(page, 'backoffice-customers', testInfo.project.name);

  // Members: suspend, then reinstate (back to verified).
  await page.goto('/admin/members');
  await page.getByPlaceholder('ชื่อผู้ใช้ ชื่อลูกค้า หรือเบอร์โทร').fill(member.username);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await row(page, member.username).getByRole('button', { name: 'ระงับการใช้งาน' }).click();
  await confirm(page);
  await expect(toast(page, 'ระงับการใช้งานสมาชิกแล้ว')).toBeVisible();
  await expect(row(page, member.username)).toContainText('ถูกระงับ');
  await row(page, member.username).getByRole('button', { name: 'ยกเลิกการระงับ' }).click();
  await confirm(page);
  await expect(toast(page, 'ยกเลิกการระงับสมาชิกแล้ว')).toBeVisible();
  await expect(row(page, member.username)).toContainText('ยืนยันตัวตนแล้ว');

  // Staff accounts: the owner adds a staff member.
  const staffName = `st${suffix}`;
  await page.goto('/admin/staff-accounts');
  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const add = dialog(page);
  await add.getByLabel('ชื่อผู้ใช้').fill(staffName);
  await add.getByLabel('รหัสผ่านเริ่มต้น').fill('start12345');
  // Where the new staff member works (docs/access.md "Branches").
  await add.getByLabel('สาขานาวง').check();
  await add.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, `เพิ่มบัญชี ${staffName} แล้ว`)).toBeVisible();
  await expect(row(page, staffName)).toContainText('พนักงาน');
  await expect(row(page, staffName)).toContainText('นาวง');
  await snap(page, 'backoffice-staff-accounts', testInfo.project.name);

  // Audit log: the verification approval with its before/after, filtered by entity.
  await page.goto('/admin/audit-log');
  await page.getByLabel('ประเภทข้อมูล').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'คำขอยืนยันตัวตน' }).click();
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const first = page.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('อนุมัติ');
  await first.click();
  const changes = page.locator('[data-testid^="audit-changes-"]').first();
  await expect(changes.locator('tr', { hasText: 'user.verificationStatus' })).toContainText('2');
  await expect(changes.locator('tr', { hasText: 'user.username' })).toHaveCount(0); // unchanged fields hidden…
  await changes.getByRole('checkbox').check();
  await expect(changes.locator('tr', { hasText: 'user.username' })).toBeVisible(); // …until asked for
  await changes.getByRole('checkbox').uncheck();
  await snap(page, 'backoffice-audit-log', testInfo.project.name);

  // The new staff member: no staff-accounts menu, changes their own password, keeps working.
  const s = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await s.goto('/admin/signin');
  await s.getByLabel('ชื่อผู้ใช้').fill(staffName);
  await s.getByLabel('รหัสผ่าน').fill('start12345');
  await s.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(s).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await expect(s.locator('.ant-pro-sider').getByText('บัญชีพนักงาน')).toHaveCount(0);
  await expect(s.locator('.ant-pro-sider').getByText('บันทึกการทำงาน')).toHaveCount(0);
  await s.getByTestId('account-menu').click();
  await s.getByRole('menuitem', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(s).toHaveURL(/\/admin\/account-password$/);
  const before = await s.evaluate(() => localStorage.getItem('adminToken'));
  await s.getByLabel('รหัสผ่านเดิม').fill('start12345');
  await s.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('changed12345');
  await s.getByLabel('ยืนยันรหัสผ่านใหม่').fill('changed12345');
  await s.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(toast(s, 'เปลี่ยนรหัสผ่านแล้ว')).toBeVisible();
  await expect.poll(() => s.evaluate(() => localStorage.getItem('adminToken'))).not.toBe(before);
  await snap(s, 'backoffice-own-password', testInfo.project.name);
  await s.goto('/admin/customers'); // the new session still works
  await expect(s.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await s.close();

  // The owner disables that account.
  await page.goto('/admin/staff-accounts');
  await row(page, staffName).getByRole('button', { name: 'ระงับ', exact: true }).click();
  await confirm(page);
  await expect(toast(page, `ระงับ ${staffName} แล้ว`)).toBeVisible();
  await expect(row(page, staffName)).toContainText('ถูกระงับ');
});
