import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { referenceOf } from '../api/contract/references';
import AxeBuilder from '@axe-core/playwright';
import { snap, signInMember } from './helpers';
import { ADMIN } from './admin-fixtures';
import { acceptCookies, freshNationalId, signInFreshMember } from './member-helpers';
import { pngFile } from './admin-fixtures';

/**
 * บัญชีของฉัน: a member sees their consents and who at the shop viewed their ID, switches the optional
 * consent, and downloads their data. demo1's verification request waits for staff: the owner opens it
 * (through the console's own call), and that view is what demo1 then sees.
 */
async function ownerViewsDemo1(page: Page) {
  const signin = await page.request.post('/api/auth/admin-signin', { data: ADMIN });
  expect(signin.ok()).toBeTruthy();
  const list = (await (await page.request.get('/api/admin/verifications?status=pending&pageSize=100')).json()) as {
    data: { id: number; username: string | null }[];
  };
  const mine = list.data.find((r) => r.username === 'demo1');
  expect(mine).toBeTruthy();
  expect((await page.request.get(`/api/admin/verifications/${mine!.id}`)).ok()).toBeTruthy();
}

test('/account shows the consents and the ID view log, switches a consent, downloads the data', async ({ page }, info) => {
  await acceptCookies(page);
  await ownerViewsDemo1(page);
  await signInMember(page, 'demo1');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'บัญชีของฉัน', level: 1 })).toBeVisible();

  const consents = page.getByTestId('account-consents');
  await expect(consents.getByTestId('consent-verification')).toContainText('ให้ความยินยอมเมื่อ');
  const promo = consents.getByRole('checkbox', { name: 'รับข่าวสารและโปรโมชันทาง LINE' });
  await expect(promo).not.toBeChecked();

  const views = page.getByTestId('account-views');
  await expect(views).toContainText('รูปบัตรประชาชน');
  // Who viewed it by the name the owner set, not the login name.
  await expect(views).toContainText('โดยเจ้าหน้าที่ สมศักดิ์ ทองงาม (เจ้าของร้าน)');
  await expect(views).not.toContainText('admin');
  await expect(views).toContainText('เลขบัตรประชาชนเต็ม');

  await snap(page, 'account', info.project.name);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await promo.check();
  await expect(page.getByTestId('toasts').getByText('บันทึกความยินยอมแล้ว')).toBeVisible();
  await expect(consents.getByTestId('consent-line_promotions')).toContainText('ให้ความยินยอมเมื่อ');
  await expect(promo).toBeChecked();
  await promo.uncheck();
  await expect(consents.getByTestId('consent-line_promotions')).toContainText('ถอนความยินยอมเมื่อ');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(doc.account.username).toBe('demo1');
  // Each change is kept (both screen sizes run on one database): the last one is the withdrawal.
  expect(doc.consents.at(-1).given).toBe(false);
  expect(doc.consents.length).toBeGreaterThanOrEqual(2);
  expect(doc.idViews.length).toBeGreaterThanOrEqual(3);

  if (info.project.name === 'phone') {
    await page.setViewportSize({ width: 360, height: 740 });
    await snap(page, 'account-360', info.project.name);
  }
});

test('the header badge counts unread messages, only for a signed-in member, leads to the inbox and goes once read', async ({
  page,
}, info) => {
  await acceptCookies(page);
  // A visitor's first view asks nothing about messages, even once the page is idle.
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/me/messages') && asked.push(r.url()));
  await page.goto('/');
  await expect(page.getByTestId('gold-price')).toBeVisible();
  await page.waitForTimeout(2_500);
  expect(asked).toEqual([]);
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);

  // A fresh member asks to be verified; staff refuse it with a reason: a message in their inbox.
  const username = await signInFreshMember(page);
  const signin = await page.request.post('/api/auth/signin', { data: { username, password: 'pass12345', rememberMe: false } });
  const { token } = (await signin.json()) as { token: string };
  const nationalId = freshNationalId();
  const sent = await page.request.post(`/api/verify/verify-request?idCard=${nationalId}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      NationalID: nationalId,
      fullName: `ทดสอบ กล่องข้อความ`,
      phoneNumber: '0812345678',
      email: '',
      address: '99 ถ.ทดสอบ ต.นาวง จ.ตรัง',
      consent: 'true',
      idCardImg: pngFile('card.png', [180, 60, 20 + (info.project.name === 'phone' ? 0 : 100)]),
      personalImg: pngFile('selfie.png', [30, 90, 160 + (info.project.name === 'phone' ? 0 : 50)]),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await page.request.post('/api/auth/admin-signin', { data: ADMIN })).ok()).toBe(true);
  const pending = (await (await page.request.get('/api/admin/verifications?status=pending&pageSize=100')).json()) as {
    data: { id: number; username: string | null }[];
  };
  const request = pending.data.find((r) => r.username === username)!;
  const refused = await page.request.post(`/api/admin/verifications/${request.id}/reject`, { data: { reason: 'รูปบัตรไม่ชัด' } });
  expect(refused.ok(), await refused.text()).toBe(true);

  await page.goto('/about');
  const badge = page.getByRole('link', { name: 'ข้อความใหม่ 1 ข้อความ' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('1');
  expect(asked.filter((u) => u.includes('/api/me/messages/unread'))).toHaveLength(1);
  await snap(page, 'header-inbox-badge', info.project.name);
  if (info.project.name === 'phone') {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(badge).toBeInViewport();
    await snap(page, 'header-inbox-badge-360', info.project.name);
    await page.setViewportSize({ width: 390, height: 844 });
  }
  const axe = await new AxeBuilder({ page }).include('header').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await badge.click();
  await expect(page).toHaveURL(/\/account$/);
  const inbox = page.getByTestId('account-inbox');
  await expect(inbox).toContainText('การยืนยันตัวตนไม่ผ่าน');
  await expect(inbox).toContainText('รูปบัตรไม่ชัด');
  // Shown is read: the badge goes, and stays gone on the next page.
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
});

test('linking LINE from /account: the LINE stand-in proves it, the account shows it linked, and LINE then signs in to it', async ({
  page,
}, info) => {
  await acceptCookies(page);
  const username = await signInFreshMember(page);
  await page.goto('/account');
  const profile = page.getByTestId('account-profile');
  await expect(profile.getByTestId('account-line')).toHaveText('ยังไม่เชื่อมต่อ');
  await expect(profile).toContainText('ยังไม่ได้รับข้อความแจ้งผลการพิจารณาและการแจ้งเตือนทาง LINE');
  await profile.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  // Demo mode: @line/liff-mock plays LINE (a made-up LINE user of this browser), as on the LINE sign-in.
  await expect(page.getByTestId('toasts').getByText('เชื่อมต่อบัญชี LINE สำเร็จ')).toBeVisible();
  await expect(profile.getByTestId('account-line')).toContainText('เชื่อมต่อแล้ว');
  await expect(profile).toContainText('ร้านจะส่งถึงคุณทาง LINE');
  await expect(profile.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toHaveCount(0);
  await snap(page, 'account-line-linked', info.project.name);

  // That LINE user now signs in to this same account.
  const lineUserId = await page.evaluate(() => localStorage.getItem('demoLineUserId'));
  expect(lineUserId).toMatch(/^U[0-9a-f]{32}$/);
  const login = await page.request.post('/api/auth/line-login', { data: { userId: lineUserId } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const account = (await (await page.request.get('/api/me/account', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    username: string;
    line: { linked: boolean };
  };
  expect(account).toMatchObject({ username, line: { linked: true } });
});

test('closing: what blocks it is said before the password; a fresh account is told only what it has, closes and cannot sign in again', async ({
  page,
}, info) => {
  await acceptCookies(page);
  // demo2 has savings and contracts: what blocks closing is said at once, and no password is asked.
  await signInMember(page, 'demo2');
  await page.goto('/account');
  // demo2's money moved this month and before: each month's statement downloads as a PDF.
  const statements = page.getByTestId('account-statements');
  const first = statements.getByRole('button', { name: /^ดาวน์โหลดใบแจ้งยอด .+ 25\d\d \(PDF\)$/ }).first();
  await expect(first).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), first.click()]);
  expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await snap(page, 'account-demo2', info.project.name);
  const blocked = page.getByTestId('close-blocked');
  await expect(blocked).toContainText('ยังปิดบัญชีไม่ได้');
  await expect(blocked).toContainText('ยอดเงินออมทองประเภทที่ 1 คงเหลือ');
  await expect(blocked).toContainText('สัญญาขายฝากที่ยังไม่ไถ่ถอนหรือสิ้นสุด');
  await expect(blocked.getByRole('link', { name: 'ไปที่ออมทองประเภทที่ 1' })).toHaveAttribute('href', '/saving');
  await expect(blocked.getByRole('link', { name: 'ไปที่รายการขายฝาก' })).toHaveAttribute('href', '/repurchase');
  await expect(page.getByTestId('account-close').getByRole('button', { name: 'ปิดบัญชีของฉัน' })).toHaveCount(0);
  await expect(page.getByLabel('ยืนยันด้วยรหัสผ่านของคุณ')).toHaveCount(0);

  // A fresh member closes their account.
  await page.context().clearCookies();
  await acceptCookies(page);
  const other = await page.context().newPage();
  const username = await signInFreshMember(other);
  await other.goto('/account');
  await other.getByRole('button', { name: 'ปิดบัญชีของฉัน' }).click();
  const d = other.getByTestId('close-dialog');
  await expect(d).toContainText('ลบทันที');
  await expect(d).toContainText(/เก็บไว้ถึงวันที่ \d{1,2} \S+ 25\d\d แล้วลบ/);
  // Never verified: no word of ID photos kept five years.
  await expect(d.getByTestId('close-keeps')).not.toContainText('รูปบัตรประชาชน');
  await expect(d).toContainText('จึงไม่มีรูปบัตรหรือรายการที่ร้านต้องเก็บตามกฎหมาย');
  await snap(other, 'account-close-dialog', info.project.name);
  await d.getByLabel('ยืนยันด้วยรหัสผ่านของคุณ').fill('wrongpass1');
  await d.getByRole('button', { name: 'ปิดบัญชีถาวร' }).click();
  await expect(other.getByTestId('close-error')).toContainText('รหัสผ่านไม่ถูกต้อง');
  await d.getByLabel('ยืนยันด้วยรหัสผ่านของคุณ').fill('pass12345');
  await d.getByRole('button', { name: 'ปิดบัญชีถาวร' }).click();
  await other.waitForURL((u) => u.pathname === '/');
  await expect(other.getByTestId('toasts').getByText('ปิดบัญชีแล้ว')).toBeVisible();
  const again = await other.request.post('/api/auth/signin', { data: { username, password: 'pass12345' } });
  expect(again.status()).toBe(401);
  await other.close();
});

test('the cookie banner offers a reject of equal weight beside ยอมรับ, and keeps that choice', async ({ page, context }, info) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'การใช้คุกกี้' });
  await expect(banner).toBeVisible();
  await expect(banner).not.toContainText('ถือว่าคุณยอมรับ');
  const reject = banner.getByRole('button', { name: 'ปฏิเสธ' });
  const accept = banner.getByRole('button', { name: 'ยอมรับ' });
  const [r, a] = [(await reject.boundingBox())!, (await accept.boundingBox())!];
  expect(Math.abs(r.height - a.height)).toBeLessThan(1);
  expect(Math.abs(r.width - a.width)).toBeLessThan(2);
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  await snap(page, 'cookie-banner', info.project.name);
  await reject.click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'CookieConsent')?.value).toBe('false');
  await page.reload();
  await expect(page.getByTestId('gold-price')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a receipt from a LINE link downloads as a PDF; forgot password asks for a LINE link', async ({ page }, info) => {
  await acceptCookies(page);
  const token = await signInMember(page, 'demo2');
  const history = (await (await page.request.get('/api/saving/history', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    sav_id: number;
    statusCode: string;
  }[];
  const approved = history.find((r) => r.statusCode === 'approved')!;
  await page.goto(`/receipt/saving/${approved.sav_id}`);
  await expect(page.getByRole('heading', { name: 'ใบเสร็จออมทองประเภทที่ 1' })).toBeVisible();
  await snap(page, 'receipt-page', info.project.name);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`receipt-${referenceOf('saving', approved.sav_id)}.pdf`);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const guest = await page.context().browser()!.newPage();
  await guest.context().addCookies([{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/' }]);
  await guest.goto(`${new URL(page.url()).origin}/signin`);
  await guest.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(guest.getByRole('heading', { name: 'ลืมรหัสผ่าน' })).toBeVisible();
  await guest.getByLabel('ชื่อผู้ใช้').fill('demo2');
  await guest.getByRole('button', { name: 'ส่งลิงก์ทาง LINE' }).click();
  await expect(guest.getByTestId('forgot-sent')).toContainText('ลิงก์ใช้ได้ 30 นาที');
  await snap(guest, 'forgot-password', info.project.name);
  await guest.close();
});

test("a signed-in member's header at 1280 px keeps the shop's whole name beside every link and button", async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the unfolded bar is a desktop one');
  // The owner gives the shop a long name (put back after): the bar must keep all of it beside the unread bell,
  // the verified badge and every link.
  const signin = await request.post('/api/auth/admin-signin', { data: { ...ADMIN, rememberMe: false } });
  const owner = { authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  const { branches: _, ...before } = (await (await request.get('/api/content/shop-profile')).json()) as Record<string, string>;
  // Everything the owner set stays as it was: only the name changes, and back.
  const setName = (name: string) => request.put('/api/content/shop-profile', { headers: owner, data: { ...before, name } });
  expect((await setName('ห้างทองเจริญสุขเยาวราช')).ok()).toBe(true);
  try {
    await acceptCookies(page);
    await signInMember(page, 'demo2');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/gold-price');
    const name = page.locator('.nav__name');
    await expect(name).toHaveText('ห้างทองเจริญสุขเยาวราช');
    await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const past = await page.evaluate(() =>
      [...document.querySelectorAll('.nav__bar *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.className || el.tagName),
    );
    expect(past).toEqual([]);
    await snap(page, 'header-signed-in-1280', info.project.name);
  } finally {
    await setName(before.name!);
  }
});
