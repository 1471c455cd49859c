import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AdminDownRequest,
  AdminSavingAccount,
  AdminSavingTransaction,
  AdminVerification,
  OverduePawnContract,
  Paged,
  Product,
  ShopProfile,
} from '../api/contract';
import { apiJson, pngFile, signInAdmin } from './admin-fixtures';
import { bangkokDate } from './helpers';
import { referenceOf } from '../api/contract/references';
import { freshNationalId } from './member-helpers';

// A console staff can work a whole day in. Every queue's buttons in reach at 1280x800, overdue
// pawn contracts first, duplicate slips flagged, type 2 requests approved from what the member asked for,
// and the shop's own details edited by the owner.
// Each test walks through many console screens; on a busy machine a screen's first paint (antd and
// pro-components are most of a megabyte of script) can take longer than the default 10 s expect timeout.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop tool (1280x800)');
});

// ------------------------------------------------------------------ helpers

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const row = (scope: Page | Locator, text: string) => scope.locator('tbody tr.ant-table-row', { hasText: text });
const firstRow = (page: Page) => page.locator('tbody tr.ant-table-row').first();
const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();
const dialog = (page: Page) => page.locator('.ant-modal:visible').last();
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

/** A member of our own (never a demo member, whose history other specs read), verified by staff through the API. */
interface Member {
  username: string;
  headers: { Authorization: string };
}
/** A member of our own, signed up and signed in, not yet verified. */
async function newMember(api: APIRequestContext, name: string): Promise<Member> {
  const username = `${name}${suffix}`;
  const password = 'pass12345';
  expect((await api.post('/api/auth/signup', { data: { username, password, confirmPassword: password } })).ok()).toBe(true);
  const { token } = (await (await api.post('/api/auth/signin', { data: { username, password } })).json()) as { token: string };
  return { username, headers: { Authorization: `Bearer ${token}` } };
}
async function verifiedMember(api: APIRequestContext, name: string): Promise<Member> {
  const { username, headers } = await newMember(api, name);
  const nationalId = freshNationalId();
  const sent = await api.post(`/api/verify/verify-request?idCard=${nationalId}`, {
    headers,
    multipart: {
      NationalID: nationalId,
      fullName: `ทดสอบ ${name}${suffix}`,
      phoneNumber: '0812345678',
      email: '',
      address: '1 ถ.ทดสอบ จ.ตรัง',
      consent: 'true',
      idCardImg: pngFile('card.png', [200, 180, 40]),
      personalImg: pngFile('selfie.png', [40, 120, 200]),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const pending = await apiJson<Paged<AdminVerification>>(api, '/api/admin/verifications?status=pending&pageSize=100');
  const v = pending.data.find((r) => r.username === username)!;
  expect((await api.post(`/api/admin/verifications/${v.id}/approve`, { data: {} })).ok()).toBe(true);
  return { username, headers };
}
async function memberPost(
  api: APIRequestContext,
  m: Member,
  path: string,
  multipart?: Record<string, string | ReturnType<typeof pngFile>>,
  data: object = {},
) {
  const headers = { ...m.headers, 'Idempotency-Key': `${path}-${Math.random()}` };
  const res = multipart ? await api.post(path, { headers, multipart }) : await api.post(path, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<{ id?: number; message?: string }>;
}
async function openSavingAccount(api: APIRequestContext, m: Member) {
  await memberPost(api, m, '/api/saving/approval_request');
  const accounts = await apiJson<Paged<AdminSavingAccount>>(api, '/api/admin/saving/accounts?status=pending&pageSize=100');
  const a = accounts.data.find((r) => r.username === m.username)!;
  expect((await api.post(`/api/admin/saving/accounts/${a.id}/approve`, { data: {} })).ok()).toBe(true);
}
const deposit = (api: APIRequestContext, m: Member, slip: ReturnType<typeof pngFile>) =>
  memberPost(api, m, '/api/saving/create-saving', { amount: '1000', amountString: 'หนึ่งพันบาทถ้วน', proof: slip });
async function myDeposit(api: APIRequestContext, m: Member): Promise<AdminSavingTransaction> {
  const page = await apiJson<Paged<AdminSavingTransaction>>(api, '/api/admin/saving/transactions?kind=deposit&status=pending&pageSize=100');
  return page.data.find((t) => t.username === m.username)!;
}

/** Screens of the pages this issue changed, at the three sizes staff use (looked at by a person). */
async function screens(page: Page, name: string) {
  const dir = join(import.meta.dirname, '..', 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize()!;
  for (const [w, h] of [
    [1280, 800],
    [1440, 900],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400); // the menu collapses below 992 px; tables re-measure
    // A full-page shot of a scrolled page draws the fixed menu where the scroll left it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(dir, `${name}-${w}x${h}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

// Two members who share one slip picture, and one whose requests wait in the queues.
const slipZ = pngFile('same-slip-2.png', [17, 97, 211]);
let a: Member;
let b: Member;
let c: Member;
const created: { deposits: number[]; payments: number[]; requests: number[]; closes: number[]; handOvers: number[] } = {
  deposits: [],
  payments: [],
  requests: [],
  closes: [],
  handOvers: [],
};

// ------------------------------------------------------------------ the day

test('a slip sent before by another member is flagged in the deposit queue and named in the drawer, with a link to it', async ({
  page,
}) => {
  await signInAdmin(page);
  const api = page.request;
  // A picture of its own for each attempt: a retry's slip would otherwise match the first attempt's.
  const slipX = pngFile('same-slip.png', [211, 17 + test.info().retry, 97]);
  [a, b] = [await verifiedMember(api, 'dupa'), await verifiedMember(api, 'dupb')];
  await openSavingAccount(api, a);
  await openSavingAccount(api, b);
  await deposit(api, a, slipX);
  const first = await myDeposit(api, a);
  await deposit(api, b, slipX);
  const repeat = await myDeposit(api, b);
  created.deposits.push(first.id, repeat.id);
  expect(repeat.slipMatch).toMatchObject({ kind: 'deposit', id: first.id, downId: null, amount: 1000, username: a.username });
  expect(first.slipMatch).toBeNull(); // the first of the two is the original

  await page.goto('/admin/saving-deposits');
  await expect(row(page, b.username).getByText('สลิปซ้ำ')).toBeVisible();
  await expect(row(page, a.username).getByText('สลิปซ้ำ')).toHaveCount(0);
  await row(page, b.username)
    .getByRole('button', { name: `รายละเอียดรายการ ${repeat.id}` })
    .click();
  const d = drawer(page);
  const warning = d.getByTestId('slip-match');
  await expect(warning).toContainText('สลิปนี้เคยส่งมาแล้ว');
  await expect(warning).toContainText(`รายการฝากออมทอง 1 ${referenceOf('saving', first.id)} ฿1,000.00 ของ ${a.username}`);
  await page.waitForTimeout(300); // the drawer's slide-in, for the screenshot
  await screens(page, 'deposit-duplicate-drawer');

  // The approve question says it again, at the moment of deciding.
  await d.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(page.locator('.ant-popover:visible')).toContainText(`สลิปนี้เคยใช้กับรายการฝากออมทอง 1 ${referenceOf('saving', first.id)}`);
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'ยกเลิก' }).click();

  // The link opens the earlier deposit in the same drawer (its address says which).
  await warning.getByRole('link', { name: 'เปิดรายการเดิม' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/saving-deposits\\?open=${first.id}$`));
  await expect(drawer(page)).toContainText(`ฝาก ${referenceOf('saving', first.id)}`);
  await expect(drawer(page)).toContainText(a.username);
  await expect(drawer(page).getByTestId('slip-match')).toHaveCount(0);
});

test('type 2: the request shows the product asked for and the approve form starts from it; a reused slip is flagged on the instalment', async ({
  page,
}) => {
  await signInAdmin(page);
  const api = page.request;
  const product = (await apiJson<Product[]>(api, '/api/shop/shop-product')).find((p) => p.code === 'GN-101')!;
  expect(product.price).toBeGreaterThan(0);
  const asked = (await memberPost(api, b, '/api/down/down-request', undefined, { productId: product.id, note: 'ขอลายสี่เสา' })) as {
    id: number;
  };
  created.requests.push(asked.id);

  await page.goto('/admin/down-requests');
  const r = row(page, b.username);
  await expect(r).toContainText('GN-101');
  await expect(r).toContainText(`${product.weight} ${product.unit}`);
  await expect(r).toContainText('ขอลายสี่เสา');
  await r.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const form = dialog(page);
  await expect(form.getByTestId('down-asked')).toContainText(`GN-101 ${product.weight} ${product.unit}`);
  await expect(form.getByLabel('สินค้าตามสัญญา')).toHaveValue(`GN-101 ${product.weight} ${product.unit}`);
  await expect(form.getByLabel('ยอดที่อนุมัติ (บาท)')).toHaveAttribute('aria-valuenow', String(product.price)); // today's price of it
  // The period is agreed with the member: both dates start empty.
  await expect(form.getByLabel('วันเริ่มสัญญา', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('วันสิ้นสุดสัญญา', { exact: true })).toHaveValue('');
  await screens(page, 'down-approve-prefilled');
  for (const [label, days] of [
    ['วันเริ่มสัญญา', 0],
    ['วันสิ้นสุดสัญญา', 180],
  ] as const) {
    const input = form.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(bangkokDate(days));
    await input.press('Enter');
    await expect(input).toHaveValue(/ 25\d\d$/);
    await input.press('Tab');
  }
  await form.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(toast(page, 'อนุมัติคำขอแล้ว')).toBeVisible();
  const approved = (await apiJson<Paged<AdminDownRequest>>(api, '/api/admin/down/requests?pageSize=100')).data.find(
    (x) => x.id === asked.id,
  )!;
  expect(approved).toMatchObject({
    Status: 'approved',
    Prod_type: `GN-101 ${product.weight} ${product.unit}`,
    ApprovedAmount: product.price,
  });

  // A deposits a slip; B pays an instalment with the same picture: the instalment queue flags it.
  await deposit(api, a, slipZ);
  const aDeposits = await apiJson<Paged<AdminSavingTransaction>>(
    api,
    '/api/admin/saving/transactions?kind=deposit&status=pending&pageSize=100',
  );
  const earlier = aDeposits.data.filter((t) => t.username === a.username).sort((x, y) => y.id - x.id)[0]!;
  created.deposits.push(earlier.id);
  await memberPost(api, b, '/api/down/submit-payment', { downId: String(asked.id), amount: '2000', proof: slipZ });
  await page.goto('/admin/down-payments');
  const pay = row(page, b.username);
  await expect(pay.getByText('สลิปซ้ำ')).toBeVisible();
  await pay.getByRole('button', { name: /รายละเอียดการชำระ/ }).click();
  const d = drawer(page);
  await expect(d.getByTestId('slip-match')).toContainText(
    `รายการฝากออมทอง 1 ${referenceOf('saving', earlier.id)} ฿1,000.00 ของ ${a.username}`,
  );
  created.payments.push(Number(new URL(page.url()).searchParams.get('open')));
  await page.waitForTimeout(300);
  await screens(page, 'instalment-duplicate-drawer');
  await d.getByRole('link', { name: 'เปิดรายการเดิม' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/saving-deposits\\?open=${earlier.id}$`));
  await expect(drawer(page)).toContainText(`ฝาก ${referenceOf('saving', earlier.id)}`);

  // The instalment's own address opens its drawer too (the API has no single-instalment call: it is found in the list).
  await page.goto(`/admin/down-payments?open=${created.payments[0]}`);
  await expect(drawer(page).getByTestId('slip-match')).toBeVisible();
});

test('overdue pawn contracts: most overdue first in their queue with phone and LINE reminder, and on the dashboard', async ({ page }) => {
  await signInAdmin(page);
  const overdue = await apiJson<Paged<OverduePawnContract>>(page.request, '/api/admin/pawn/overdue?pageSize=100');
  const days = overdue.data.map((c) => c.days_overdue);
  expect(days).toEqual([...days].sort((x, y) => y - x));
  // The demo's overdue contracts (other specs may add older ones from CSV files): 0005 is 10 days late, 0002 3 days.
  const demo = overdue.data.filter((c) => c.jn_id.startsWith('JN2567-')).map((c) => c.jn_id);
  expect(demo).toEqual(['JN2567-0005', 'JN2567-0002']);

  await page.goto('/admin/pawn-overdue');
  const top = overdue.data[0]!;
  await expect(firstRow(page)).toContainText(top.jn_id);
  await expect(firstRow(page).getByTestId('pawn-overdue-days')).toHaveText(`${top.days_overdue} วัน`);
  const r5 = row(page, 'JN2567-0005');
  await expect(r5).toContainText('10 วัน');
  await expect(r5.getByRole('link', { name: '0812345678' })).toHaveAttribute('href', 'tel:0812345678');
  await expect(r5).toContainText('ยังไม่ได้ส่ง'); // demo mode has no LINE channel: no reminder went out
  // The red days come before the later contract in the list.
  const order = await page.locator('tbody tr.ant-table-row td:nth-child(2)').allTextContents();
  expect(order.indexOf('JN2567-0005')).toBeLessThan(order.indexOf('JN2567-0002'));
  // The menu item carries the count.
  await expect(page.locator('.ant-pro-sider').getByLabel(`รอดำเนินการ ${overdue.total} รายการ`).first()).toBeVisible();
  await screens(page, 'pawn-overdue');

  // The contract list shows the days overdue in red too.
  await page.goto('/admin/pawn-contracts');
  await page.getByPlaceholder('เลขที่สัญญา หรือชื่อลูกค้า').fill('JN2567-0005');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(row(page, 'JN2567-0005').getByTestId('pawn-overdue-days')).toHaveText('เกินกำหนด 10 วัน');
  await expect(row(page, 'JN2567-0005').getByTestId('pawn-overdue-days')).toHaveCSS('color', 'rgb(255, 77, 79)');

  await page.goto('/admin/dashboard');
  const card = page.getByTestId('dashboard-pawn-overdue');
  await expect(card).toContainText(`${overdue.total}สัญญา`);
  const rows = card.getByTestId('dashboard-overdue-row');
  await expect(rows.first()).toContainText(top.jn_id);
  await expect(rows.first()).toContainText(`เกิน ${top.days_overdue} วัน`);
  if (overdue.data.slice(0, 5).some((c) => c.jn_id === 'JN2567-0005')) await expect(card).toContainText('JN2567-0005');
  await screens(page, 'dashboard');
});

test('pawn contract form: item and weight are saved and shown', async ({ page }) => {
  await signInAdmin(page);
  const jnId = `DAY-${suffix}`.toUpperCase();
  const res = await page.request.post('/api/admin/pawn/contracts', {
    data: {
      jn_id: jnId,
      customerId: 1,
      jn_date: '2026-01-05',
      Net_Total: 5000,
      Rate_In: 62.5,
      fee: 20,
      jn_Status: 'ปกติ',
      due_date: '2028-01-05',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/admin/pawn-contracts');
  await page.getByPlaceholder('เลขที่สัญญา หรือชื่อลูกค้า').fill(jnId);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await row(page, jnId)
    .getByRole('button', { name: `แก้ไข ${jnId}` })
    .click();
  const form = dialog(page);
  await form.getByLabel('ทรัพย์ที่ขายฝาก (ไม่บังคับ)').fill('แหวนทองคำ');
  await form.getByLabel('น้ำหนัก (กรัม, ไม่บังคับ)').fill('3.79');
  await screens(page, 'pawn-contract-form');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, `บันทึกสัญญา ${jnId} แล้ว`)).toBeVisible();
  await expect(row(page, jnId)).toContainText('แหวนทองคำ · 3.79 กรัม');
  const saved = await apiJson<Paged<OverduePawnContract>>(page.request, `/api/admin/pawn/contracts?q=${jnId}`);
  expect(saved.data[0]).toMatchObject({ item: 'แหวนทองคำ', weight_grams: 3.79 });
});

test('every queue keeps its buttons in reach at 1280x800 (and 1440, and a 768 px tablet), with nothing to scroll sideways', async ({
  page,
}) => {
  await signInAdmin(page);
  const api = page.request;
  // Rows for the queues the demo leaves empty: a saving account request, a type 2 request, a close request.
  c = await verifiedMember(api, 'dayc');
  await memberPost(api, c, '/api/saving/approval_request');
  const cAsk = (await memberPost(api, c, '/api/down/down-request', undefined, { note: 'สร้อยข้อมือ 1 สลึง' })) as { id: number };
  created.requests.push(cAsk.id);
  const aAsk = (await memberPost(api, a, '/api/down/down-request')) as { id: number };
  await api.post(`/api/admin/down/requests/${aAsk.id}/approve`, {
    data: { Prod_type: 'สร้อยคอ 1 บาท', ApprovedAmount: 40000, StartDate: '2026-01-01', EndDate: '2026-12-31' },
  });
  await memberPost(api, a, '/api/down/done-request', {
    downId: String(aAsk.id),
    idCardImage: pngFile('f.png', [1, 2, 3]),
    idCardImageBack: pngFile('b.png', [4, 5, 6]),
  });
  // The demo's withdrawals all reached their members: the fulfilment queue gets a ring of B's to prepare.
  await deposit(api, b, pngFile('b-deposit.png', [97, 211, 17]));
  const bDeposit = (
    await apiJson<Paged<AdminSavingTransaction>>(api, '/api/admin/saving/transactions?kind=deposit&status=pending&pageSize=100')
  ).data.find((t) => t.username === b.username && !created.deposits.includes(t.id))!;
  expect((await api.post(`/api/admin/saving/transactions/${bDeposit.id}/approve`, { data: {} })).ok()).toBe(true);
  const ring = await memberPost(api, b, '/api/saving/withdraw', {
    withdrawAmount: '500',
    amountString: 'ห้าร้อยบาทถ้วน',
    productDetail: 'แหวนทอง 1 สลึง',
    isDelivery: 'รับเองหน้าร้าน',
    receiveBranch: 'นาวง',
    idCardImage: pngFile('bf.png', [7, 8, 9]),
    idCardImageBack: pngFile('bb.png', [10, 11, 12]),
  });
  expect((await api.post(`/api/admin/saving/transactions/${ring.id}/approve`, { data: {} })).ok()).toBe(true);
  created.handOvers.push(ring.id!);

  const queues = [
    '/verifications',
    '/saving-accounts',
    '/saving-deposits',
    '/saving-withdrawals',
    '/saving-fulfilment',
    '/down-requests',
    '/down-payments',
    '/down-closes',
    '/pawn-contracts',
    '/pawn-overdue',
    '/pawn-due-soon',
  ];
  /** The first row's buttons lie within the window and the table has nothing hidden to the side. */
  async function inReach(path: string, width: number) {
    const first = firstRow(page);
    await expect(first, path).toBeVisible();
    const buttons = first.locator('td').last().getByRole('button');
    expect(await buttons.count(), `${path}: action buttons`).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const what = `${path} at ${width} px: ${await button.textContent()}`;
      expect(box.x, what).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, what).toBeLessThanOrEqual(width);
    }
    const body = page.locator('.ant-table-body, .ant-table-content').first();
    await expect
      .poll(() => body.evaluate((el) => el.scrollWidth - el.clientWidth), { message: `${path} at ${width} px scrolls sideways` })
      .toBeLessThanOrEqual(0);
  }
  const dir = join(import.meta.dirname, '..', 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  for (const path of queues) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin${path}`);
    await inReach(path, 1280);
    await page.screenshot({ path: join(dir, `queue${path.replace('/', '-')}-1280x800.png`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await inReach(path, 1440);
    await page.screenshot({ path: join(dir, `queue${path.replace('/', '-')}-1440x900.png`), fullPage: true });
    // A 768 px tablet: the menu folds to icons and the desktop-only columns step aside.
    await page.setViewportSize({ width: 768, height: 1024 });
    await inReach(path, 768);
    await page.screenshot({ path: join(dir, `queue${path.replace('/', '-')}-768x1024.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** The button is inside the window and nothing covers it: a click at its centre lands on it. */
async function inWindow(button: Locator, what: string) {
  await expect(button, what).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = button.page().viewportSize()!;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: below the fold`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: off to the side`).toBeLessThanOrEqual(viewport.width);
  const onTop = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
  expect(onTop, `${what}: covered`).toBe(true);
}

test('every drawer keeps its decision in reach beside the evidence at 1280x800, the verification drawer first', async ({ page }) => {
  await signInAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const dir = join(import.meta.dirname, '..', 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  const drawers: { path: string; decide?: string[]; evidence: string }[] = [
    // demo1's new-customer request: both photos and the three decisions, nothing to scroll to.
    { path: '/verifications', decide: ['อนุมัติ', 'ไม่อนุมัติ', 'ระงับการใช้งาน'], evidence: 'รูปบัตรประชาชน' },
    { path: '/saving-deposits', decide: ['อนุมัติ', 'ไม่อนุมัติ'], evidence: 'สลิปการโอนเงินของสมาชิก' },
    { path: '/saving-withdrawals', decide: ['อนุมัติ', 'ไม่อนุมัติ'], evidence: 'บัตรประชาชน (ด้านหน้า)' },
    { path: '/saving-fulfilment', evidence: 'บัตรประชาชน (ด้านหน้า)' },
    { path: '/down-requests', decide: ['อนุมัติ', 'ไม่อนุมัติ'], evidence: 'สมาชิกขอ' },
    { path: '/down-payments', decide: ['อนุมัติ', 'ไม่อนุมัติ'], evidence: 'สลิปการโอนเงินของสมาชิก' },
    { path: '/down-closes', decide: ['ปิดสัญญา', 'ไม่อนุมัติ'], evidence: 'ด้านหน้า' },
  ];
  for (const { path, decide, evidence } of drawers) {
    await page.goto(`/admin${path}`);
    await firstRow(page)
      .locator('td')
      .last()
      .getByRole('button', { name: /^(ตรวจสอบ|รายละเอียด|ดูบัตรประชาชน)/ })
      .click();
    const d = drawer(page);
    const bar = d.getByTestId('decision-bar');
    await expect(bar, path).toBeVisible();
    await page.waitForTimeout(400); // the slide-in
    for (const name of decide ?? []) await inWindow(bar.getByRole('button', { name, exact: true }), `${path}: ${name}`);
    for (const button of await bar.getByRole('button').all()) await inWindow(button, `${path}: ${await button.textContent()}`);
    // The evidence starts in the same window as the buttons.
    const shown = d
      .getByRole('img', { name: evidence })
      .or(d.getByText(evidence, { exact: true }))
      .first();
    await expect(shown, path).toBeVisible();
    expect((await shown.boundingBox())!.y, `${path}: evidence below the fold`).toBeLessThan(800 - 120);
    await page.screenshot({ path: join(dir, `drawer${path.replace('/', '-')}-1280x800.png`) });
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
  }
});

test("an existing customer's claim: staff see the ID card, the whole number while it waits, and the shop's phone to call beside the decision", async ({
  page,
}) => {
  await signInAdmin(page);
  const api = page.request;
  const { username, headers } = await newMember(api, 'claim');
  // The demo's customer with no member account (README.md "A five-minute tour"): สมชาย รักทอง, 0898765432 on file.
  const card = '3100500123458';
  const lookup = (await (await api.post('/api/verify/query-data', { headers, data: { idCard: card } })).json()) as {
    customerData: { Cus_ID: number };
  };
  const sent = await api.post(`/api/verify/existing-request?Customer_id=${lookup.customerData.Cus_ID}`, {
    headers,
    multipart: {
      consent: 'true',
      idCardImg: pngFile('claim-card.png', [60, 60, 160]),
      personalImg: pngFile('claim-selfie.png', [160, 60, 60]),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const claim = (await apiJson<Paged<AdminVerification>>(api, '/api/admin/verifications?status=pending&pageSize=100')).data.find(
    (v) => v.username === username,
  )!;
  try {
    expect(claim.nationalId).toBe(`xxxxxxxxx${card.slice(-4)}`); // masked in the list
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/verifications');
    await row(page, username)
      .getByRole('button', { name: `ตรวจสอบ คำขอ ${claim.id}` })
      .click();
    const d = drawer(page);
    await expect(d.getByTestId('verification-national-id')).toHaveText(card);
    const photo = d.getByRole('img', { name: 'รูปบัตรประชาชน' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const call = d.getByTestId('decision-bar').getByTestId('call-first');
    await expect(call).toContainText('0898765432');
    await expect(call.getByRole('link', { name: '0898765432' })).toHaveAttribute('href', 'tel:0898765432');
    await inWindow(call.getByRole('link'), 'the phone to call');
    await inWindow(d.getByRole('button', { name: 'อนุมัติ', exact: true }), 'approve');
    await page.waitForTimeout(400);
    await screens(page, 'verification-existing-claim');
  } finally {
    // The demo's customer is free to be claimed again by the member specs.
    await api.post(`/api/admin/verifications/${claim.id}/reject`, { data: { reason: 'ทดสอบระบบ' } });
  }
});

/**
 * What a screen reader would say that a Thai member of staff could not use: an icon read by its English
 * file name ("user", "lock", "left"), and a control whose spoken name drops the word it shows (WCAG 2.5.3:
 * a voice-control user says what they see). Only visible things are looked at.
 */
function unspeakable(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]');
    for (const icon of document.querySelectorAll('.anticon')) {
      if (!shown(icon) || !icon.hasAttribute('aria-label')) continue;
      const host = icon.closest('button, a, [role="button"], [role="link"]');
      // Inside a control with a name of its own, the icon is not read out.
      if (host?.hasAttribute('aria-label') || host?.hasAttribute('aria-labelledby')) continue;
      if (!/[\u0E00-\u0E7F]/.test(icon.getAttribute('aria-label')!)) problems.push(`icon "${icon.getAttribute('aria-label')}"`);
    }
    for (const control of document.querySelectorAll(
      'button[aria-label]:not([role="switch"]), a[aria-label], [role="button"][aria-label]',
    )) {
      // Spaces aside: Thai runs words together, and a count and its unit sit in separate boxes.
      const visible = (control as HTMLElement).innerText.replace(/\s+/g, '');
      const name = control.getAttribute('aria-label')!;
      if (shown(control) && visible && !name.replace(/\s+/g, '').includes(visible)) problems.push(`"${name}" shows "${visible}"`);
    }
    return problems;
  });
}

test('staff screens speak Thai to a screen reader: no English icon names, every control named by the words it shows', async ({
  page,
  browser,
}) => {
  const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await fresh.goto('/admin/signin');
  await expect(fresh.getByLabel('ชื่อผู้ใช้')).toBeVisible();
  expect(await unspeakable(fresh), '/signin').toEqual([]);
  await fresh.close();

  await signInAdmin(page);
  for (const path of [
    '/dashboard',
    '/verifications',
    '/saving-deposits',
    '/saving-fulfilment',
    '/pawn-contracts',
    '/pawn-import',
    '/customers',
    '/shop-manager',
    '/audit-log',
  ]) {
    await page.goto(`/admin${path}`);
    await expect(page.locator('.ant-pro-page-container').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unspeakable(page), path).toEqual([]);
  }
  // A drawer and a form too.
  await page.goto('/admin/verifications');
  await firstRow(page)
    .getByRole('button', { name: /^ตรวจสอบ คำขอ \d+$/ })
    .click();
  await expect(drawer(page).getByTestId('decision-bar')).toBeVisible();
  expect(await unspeakable(page), 'verification drawer').toEqual([]);
  await page.goto('/admin/shop-manager');
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await unspeakable(page), 'product form').toEqual([]);
});

test('the menu tells queues from settings, and the bank account page says where members see it', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/banking-account');
  const sider = page.locator('.ant-pro-sider');
  for (const name of ['คำขอออมทอง 1', 'คำขอออมทอง 2', 'ขายฝาก', 'ตั้งค่า']) await expect(sider.getByText(name, { exact: true })).toBeVisible();
  for (const name of ['เงื่อนไขออมทอง 1', 'เงื่อนไขออมทอง 2', 'บัญชีรับโอนเงิน', 'ข้อมูลร้าน'])
    await expect(sider.getByText(name, { exact: true })).toBeVisible();
  await expect(sider.getByText('งานออมทอง 1')).toHaveCount(0);
  const where = page.getByTestId('bank-account-where');
  await expect(where).toContainText('ออมทองประเภทที่ 1');
  await expect(where).toContainText('ออมทองประเภทที่ 2');
  await screens(page, 'banking-account');

  // The minimums beside each type's terms.
  const rules = await apiJson<{ minDeposit: number; minInstalment: number }>(page.request, '/api/content/money-rules');
  await page.goto('/admin/privacy-manager1');
  await expect(page.getByTestId('minimum-minDeposit')).toContainText('ยอดฝากขั้นต่ำ');
  await expect(page.getByLabel('ยอดฝากขั้นต่ำ (บาท)')).toHaveValue(String(rules.minDeposit.toFixed(2)));
  await screens(page, 'privacy-manager1');
  await page.goto('/admin/privacy-manager2');
  const field = page.getByLabel('ยอดชำระขั้นต่ำต่องวด (บาท)');
  await expect(field).toHaveValue(rules.minInstalment.toFixed(2));
  try {
    await field.fill('250');
    await page.getByTestId('minimum-minInstalment').getByRole('button', { name: 'บันทึก' }).click();
    await expect(toast(page, 'บันทึกยอดชำระขั้นต่ำต่องวด ฿250.00 แล้ว')).toBeVisible();
    expect((await apiJson<{ minInstalment: number }>(page.request, '/api/content/money-rules')).minInstalment).toBe(250);
    await screens(page, 'privacy-manager2');
  } finally {
    await page.request.put('/api/content/money-rules', { data: { minInstalment: rules.minInstalment } });
  }
});

test('the owner changes the shop’s TikTok link in ข้อมูลร้าน; everyone reads it; the member app footer shows it', async ({
  page,
  playwright,
}, testInfo) => {
  await signInAdmin(page);
  const before = await apiJson<ShopProfile>(page.request, '/api/content/shop-profile');
  const tiktok = `https://www.tiktok.com/@goldshop${String(Math.floor(100 + Math.random() * 899))}`;
  try {
    await page.goto('/admin/shop-profile');
    await expect(page.getByLabel('ชื่อร้าน')).toHaveValue(before.name);
    // The branches are edited on their own page, which this one points to.
    await expect(page.locator('#shop-profile').getByRole('link', { name: 'สาขา', exact: true })).toHaveAttribute('href', '/admin/branches');
    // The server's rules, in Thai, before anything is sent.
    await page.getByLabel('Facebook').fill('http://facebook.com/x');
    await page.getByRole('button', { name: 'บันทึกข้อมูลร้าน' }).click();
    await expect(page.getByText('ลิงก์ต้องขึ้นต้นด้วย https://')).toBeVisible();
    await screens(page, 'shop-profile-errors');
    await page.getByLabel('Facebook').fill(before.facebook);
    await page.getByLabel('TikTok').fill(tiktok);
    await page.getByRole('button', { name: 'บันทึกข้อมูลร้าน' }).click();
    await expect(toast(page, 'บันทึกข้อมูลร้านแล้ว')).toBeVisible();

    const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const after = await apiJson<ShopProfile>(visitor, '/api/content/shop-profile');
    await visitor.dispose();
    expect(after).toEqual({ ...before, tiktok });
    await page.reload();
    await expect(page.getByLabel('TikTok')).toHaveValue(tiktok);
    await screens(page, 'shop-profile');

    // The member app's footer reads the profile: the new link, after a reload.
    const member = await page.context().newPage();
    await member.context().addCookies([{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/' }]);
    await member.goto('/');
    await expect(member.locator('footer').getByRole('link', { name: 'TikTok ของร้าน' })).toHaveAttribute('href', tiktok);
    await member.close();
  } finally {
    const { branches: _branches, ...body } = before;
    const restore = await page.request.put('/api/content/shop-profile', { data: body });
    expect(restore.ok(), await restore.text()).toBe(true);
  }
});

test('staff do not get ข้อมูลร้าน: no menu item, the page says it is the owner’s, and the server refuses', async ({ page, browser }) => {
  await signInAdmin(page);
  const username = `stp${suffix}`;
  const made = await page.request.post('/api/admin/staff', { data: { username, password: 'start12345', role: 'staff' } });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()) as { id: number };
  const s = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const res = await s.request.post('/api/auth/admin-signin', { data: { username, password: 'start12345', rememberMe: false } });
    const { token } = (await res.json()) as { token: string };
    await s.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
    await s.goto('/admin/shop-profile');
    await expect(s.getByText('เฉพาะเจ้าของร้าน')).toBeVisible();
    await s.locator('.ant-pro-sider').getByText('ตั้งค่า', { exact: true }).click();
    await expect(s.locator('.ant-pro-sider').getByText('บัญชีรับโอนเงิน', { exact: true })).toBeVisible();
    await expect(s.locator('.ant-pro-sider').getByText('ข้อมูลร้าน', { exact: true })).toHaveCount(0);
    const { branches: _branches, ...profile } = await apiJson<ShopProfile>(s.request, '/api/content/shop-profile');
    expect((await s.request.put('/api/content/shop-profile', { data: profile })).status()).toBe(403);
  } finally {
    await s.close();
    await page.request.post(`/api/admin/staff/${id}/disable`, { data: {} });
  }
});

test.afterAll(async ({ playwright }, testInfo) => {
  // Leave the queues as the demo had them: what this file sent and left waiting is refused.
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL as string });
  await api.post('/api/auth/admin-signin', { data: { username: 'admin', password: 'admin1234', rememberMe: false } });
  const note = { note: 'ทดสอบระบบ' };
  for (const id of created.deposits) await api.post(`/api/admin/saving/transactions/${id}/reject`, { data: note });
  for (const id of created.payments) await api.post(`/api/admin/down/payments/${id}/reject`, { data: note });
  for (const id of created.requests) await api.post(`/api/admin/down/requests/${id}/reject`, { data: note });
  // An approved withdrawal cannot be refused: it is handed over, as the demo's are.
  for (const id of created.handOvers) {
    for (const step of ['prepared', 'picked_up']) await api.post(`/api/admin/saving/transactions/${id}/fulfilment`, { data: { step } });
  }
  const closes = await api.get('/api/admin/down/closes?status=pending&pageSize=100');
  if (closes.ok()) {
    for (const cl of ((await closes.json()) as Paged<{ id: number; username: string | null }>).data) {
      if (cl.username === a?.username) await api.post(`/api/admin/down/closes/${cl.id}/reject`, { data: note });
    }
  }
  if (c) {
    const accounts = await api.get('/api/admin/saving/accounts?status=pending&pageSize=100');
    for (const acc of ((await accounts.json()) as Paged<AdminSavingAccount>).data) {
      if (acc.username === c.username) await api.post(`/api/admin/saving/accounts/${acc.id}/reject`, { data: {} });
    }
  }
  await api.dispose();
});
