import { expect, test, type Page } from '@playwright/test';
import type { AdminBranch, PublicBranch } from '../api/contract';
import { apiJson, signInAdmin } from './admin-fixtures';
import { bangkokDate, signInMember, snap } from './helpers';
import { acceptCookies, freshUsername } from './member-helpers';

// The branches as data (docs/product.md "Member app: branches (/branches)", "Console: branches"): anyone finds a
// branch's hours, whether it is open now and its closures on a phone; the owner edits them on the console.

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
const digits = (phone: string) => phone.replace(/[^0-9+]/g, '');

test('a visitor on a phone finds every branch: open now or when it opens, today’s closure, call and map', async ({
  page,
  playwright,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the member app at 390 px');
  // The owner shuts เขาวิเศษ today; the page says so in its card.
  const owner = await playwright.request.newContext({ baseURL: info.project.use.baseURL as string });
  const signin = await owner.post('/api/auth/admin-signin', { data: { username: 'admin', password: 'admin1234', rememberMe: false } });
  expect(signin.ok()).toBe(true);
  const all = await apiJson<AdminBranch[]>(owner, '/api/admin/branches');
  const khao = all.find((b) => b.name === 'เขาวิเศษ')!;
  const today = bangkokDate();
  const shut = await owner.post(`/api/admin/branches/${khao.id}/closures`, { data: { date: today, reason: 'ปิดอบรมพนักงาน' } });
  expect(shut.ok(), await shut.text()).toBe(true);
  const closureId = ((await shut.json()) as AdminBranch).closures.find((c) => c.date === today)!.id;
  try {
    await acceptCookies(page);
    await page.goto('/');
    // From home: the branches section.
    await page.getByRole('link', { name: 'เวลาทำการและแผนที่สาขา' }).first().click();
    await expect(page).toHaveURL(/\/branches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'สาขาของเรา' })).toBeVisible();

    const branches = await apiJson<PublicBranch[]>(page.request, '/api/branches');
    expect(branches.map((b) => b.name)).toEqual(['นาวง', 'หาดสำราญ', 'เขาวิเศษ']);
    for (const b of branches) {
      const card = page.getByTestId(`branch-${b.code}`);
      await expect(card.getByRole('heading', { name: `สาขา${b.name}` })).toBeVisible();
      await expect(card.getByTestId('branch-open')).toHaveText(b.openNow ? 'เปิดอยู่' : 'ปิดอยู่');
      await expect(card.getByTestId('branch-when')).toHaveText(
        b.openNow ? /^เปิดอยู่ ถึง \d\d:\d\d น\.$/ : /^ปิดอยู่ เปิดอีกครั้ง.+ เวลา \d\d:\d\d น\.$/,
      );
      await expect(card.getByRole('link', { name: new RegExp(`โทรหาสาขา${b.name}`) })).toHaveAttribute('href', `tel:${digits(b.phone)}`);
      await expect(card.getByRole('link', { name: `แผนที่สาขา${b.name}` })).toHaveAttribute('href', b.mapUrl);
      await expect(card).toContainText(b.address);
    }
    // Shut today whatever its hours say, with the reason; the next opening is another day.
    const k = page.getByTestId('branch-KW');
    await expect(k.getByTestId('branch-open')).toHaveText('ปิดอยู่');
    await expect(k.getByTestId('branch-closed-today')).toHaveText('วันนี้ปิดทำการ: ปิดอบรมพนักงาน');
    await expect(k.getByTestId('branch-when')).not.toContainText('วันนี้');
    // The demo's closure ahead at หาดสำราญ, with its reason.
    const h = page.getByTestId('branch-HS');
    await expect(h.getByRole('heading', { name: 'วันปิดทำการ' })).toBeVisible();
    await expect(h).toContainText('ปิดตรวจนับสินค้าประจำปี');
    // The week, Monday first.
    await k.getByText('เวลาทำการ', { exact: true }).click();
    await expect(k.locator('tbody th').first()).toHaveText('วันจันทร์');
    await expect(k.locator('tr', { hasText: 'วันพุธ' }).locator('td')).toHaveText('ปิด');
    await snap(page, 'branches-390', info.project.name);

    // On a small phone the first branch's open-or-closed is in the first screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('branch-NW').getByTestId('branch-open')).toBeInViewport();
    await page.setViewportSize({ width: 390, height: 844 });

    // From the footer too.
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: 'เวลาทำการและแผนที่สาขา' }).click();
    await expect(page).toHaveURL(/\/branches$/);
  } finally {
    await owner.delete(`/api/admin/branches/${khao.id}/closures/${closureId}`);
    await owner.dispose();
  }
});

test('demo2 pays a contract of เขาวิเศษ to that branch’s PromptPay and account, the branch named', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the member app at 390 px');
  await acceptCookies(page);
  await signInMember(page, 'demo2');
  // JN2567-0009 is kept at เขาวิเศษ, which banks on its own (the demo seed).
  await page.goto('/repurchase/JN2567-0009');
  const form = page.locator('#pawn-pay');
  await expect(form.getByTestId('pay-to-branch')).toHaveText('ชำระให้สาขาเขาวิเศษ');
  const card = form.getByTestId('promptpay');
  await expect(card).toContainText('ห้างทองนาวง สาขาเขาวิเศษ · xxx-xxx-4444');
  await expect(card.getByTestId('promptpay-amount')).toHaveText(/^[\d,]+\.\d\d บาท$/);
  await expect(form.getByRole('heading', { name: 'หรือโอนเข้าบัญชีของสาขาเขาวิเศษ' })).toBeVisible();
  await expect(form.getByTestId('acc-no')).toHaveText('678-0-12345-6');
  await expect(form).toContainText('ธนาคารกรุงไทย');
  await snap(page, 'pay-to-branch-390', info.project.name);
  // A contract of นาวง, which takes the shop's: the shop's account, the branch still named.
  await page.goto('/repurchase/JN2567-0012');
  await expect(page.locator('#pawn-pay').getByTestId('pay-to-branch')).toHaveText('ชำระให้สาขานาวง');
  await expect(page.locator('#pawn-pay').getByRole('heading', { name: 'หรือโอนเข้าบัญชีของร้าน' })).toBeVisible();
});

test('the owner edits a branch on the console: its phone reaches the member app; staff do not get the page', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the console is a desktop tool (1280x800)');
  await signInAdmin(page);
  const before = (await apiJson<AdminBranch[]>(page.request, '/api/admin/branches')).find((b) => b.name === 'หาดสำราญ')!;
  const phone = `075-${String(Math.floor(100 + Math.random() * 899))}-${String(Math.floor(100 + Math.random() * 899))}`;
  try {
    await page.goto('/admin/branches');
    await expect(page.getByRole('main')).toContainText('เฉพาะเจ้าของร้าน: เวลาทำการ วันปิด และบัญชีรับเงินของแต่ละสาขา');
    await expect(page.getByText('สาขาทั้งหมด', { exact: true })).toBeVisible();
    const row = page.locator('tr', { hasText: 'สาขาหาดสำราญ' });
    await expect(row).toContainText('HS');
    await expect(row).toContainText(/เปิดอยู่ตอนนี้|ปิดอยู่ตอนนี้/);
    await expect(page.locator('tr', { hasText: 'สาขาเขาวิเศษ' })).toContainText('ห้างทองนาวง สาขาเขาวิเศษ xxx-xxx-4444');
    await expect(row).toContainText('พร้อมเพย์: ของร้าน');
    await expect(page.locator('tr', { hasText: 'สาขานาวง' })).toContainText(/ขายฝาก \d+ สัญญา/);
    await snap(page, 'console-branches-1280', info.project.name);

    await row.getByRole('button', { name: 'แก้ไข สาขาหาดสำราญ' }).click();
    const drawer = page.getByRole('dialog').last();
    await expect(drawer).toContainText('แก้ไขสาขาหาดสำราญ');
    await expect(drawer.getByLabel('ชื่อสาขา')).toHaveValue('หาดสำราญ');
    // Thai reasons before anything is sent.
    await drawer.getByLabel('วันอังคาร เวลาเปิด').fill('18:00');
    await drawer.getByLabel('เบอร์โทร').fill('โทรหาเรา');
    await drawer.getByRole('button', { name: 'บันทึก' }).click();
    await expect(drawer.getByText('เวลาเปิดต้องก่อนเวลาปิด')).toBeVisible();
    await expect(drawer.getByText(/^เบอร์โทรต้องขึ้นต้นด้วย 0 หรือ \+/)).toBeVisible();
    await drawer.getByLabel('วันอังคาร เวลาเปิด').fill(before.hours[2]!.open ?? '');
    await drawer.getByLabel('เบอร์โทร').fill(phone);
    await drawer.getByRole('button', { name: 'บันทึก' }).click();
    await expect(toast(page, 'บันทึกสาขาหาดสำราญแล้ว')).toBeVisible();
    await expect(page.locator('tr', { hasText: 'สาขาหาดสำราญ' })).toContainText(phone);

    // A closure ahead, with the reason customers read.
    const date = bangkokDate(20);
    await page.locator('tr', { hasText: 'สาขาหาดสำราญ' }).getByRole('button', { name: 'วันปิดทำการ สาขาหาดสำราญ' }).click();
    const modal = page.getByRole('dialog').last();
    await expect(modal).toContainText('ปิดตรวจนับสินค้าประจำปี');
    await modal.getByLabel('วันที่ปิด').fill(date);
    await modal.getByLabel('วันที่ปิด').press('Enter');
    await modal.getByLabel(/^เหตุผล/).fill('งานประจำปีของอำเภอ');
    await modal.getByRole('button', { name: 'เพิ่มวันปิดทำการ' }).click();
    await expect(toast(page, /^เพิ่มวันปิดทำการ .+ แล้ว$/)).toBeVisible();
    const public_ = await apiJson<PublicBranch[]>(page.request, '/api/branches');
    expect(public_.find((b) => b.name === 'หาดสำราญ')!.closures).toContainEqual({ date, reason: 'งานประจำปีของอำเภอ' });

    // The member app's footer reads the branches: the new number as a tel link.
    const member = await page.context().newPage();
    await member.context().addCookies([{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/' }]);
    await member.goto('/');
    await expect(member.locator('footer').getByRole('link', { name: new RegExp(phone) })).toHaveAttribute('href', `tel:${digits(phone)}`);
    await member.close();

    // Staff: no menu item, the owner-only reason on the address, and the server refuses a change.
    const username = freshUsername('stb');
    const made = await page.request.post('/api/admin/staff', { data: { username, password: 'start12345', role: 'staff' } });
    expect(made.ok(), await made.text()).toBe(true);
    const { id: staffId } = (await made.json()) as { id: number };
    const s = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const res = await s.request.post('/api/auth/admin-signin', { data: { username, password: 'start12345', rememberMe: false } });
      const { token } = (await res.json()) as { token: string };
      await s.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
      await s.goto('/admin/branches');
      await expect(s.getByText('สาขาเปิดได้เฉพาะบัญชีเจ้าของร้าน')).toBeVisible();
      await s.locator('.ant-pro-sider').getByText('ตั้งค่า', { exact: true }).click();
      await expect(s.locator('.ant-pro-sider').getByText('บัญชีรับโอนเงิน', { exact: true })).toBeVisible();
      await expect(s.locator('.ant-pro-sider').getByText('สาขา', { exact: true })).toHaveCount(0);
      expect((await s.request.post(`/api/admin/branches/${before.id}/closures`, { data: { date, reason: 'x' } })).status()).toBe(403);
    } finally {
      await s.close();
      await page.request.post(`/api/admin/staff/${staffId}/disable`, { data: {} });
    }
  } finally {
    const now = (await apiJson<AdminBranch[]>(page.request, '/api/admin/branches')).find((b) => b.id === before.id)!;
    for (const c of now.closures.filter((c) => !before.closures.some((o) => o.id === c.id)))
      await page.request.delete(`/api/admin/branches/${before.id}/closures/${c.id}`);
    const b = before;
    const restore = await page.request.put(`/api/admin/branches/${b.id}`, {
      data: {
        name: b.name,
        code: b.code,
        address: b.address,
        phone: b.phone,
        mapUrl: b.mapUrl,
        hours: b.hours,
        takesPickups: b.takesPickups,
        slotMinutes: b.slotMinutes,
        slotCapacity: b.slotCapacity,
        promptpay: b.promptpay && { type: b.promptpay.type, id: b.promptpay.id, name: b.promptpay.name },
        bankAccount: b.bankAccount && { bank: b.bankAccount.bank, accName: b.bankAccount.accName, accNo: b.bankAccount.accNo },
      },
    });
    expect(restore.ok(), await restore.text()).toBe(true);
  }
});
