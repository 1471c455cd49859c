import { expect, test } from '@playwright/test';
import type { AdminBranch, PublicBranch } from '../api/contract';
import { apiJson, signInAdmin } from './admin-fixtures';
import { snap } from './helpers';
import { acceptCookies, freshUsername, signInFreshMember } from './member-helpers';

// Branches belong to their staff (docs/access.md "Branches"), and a member picks the branch the app offers first
// (docs/product.md "Member app: branches (/branches)").

test('a member chooses a home branch on /account, and it stays chosen', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the member app on a phone');
  await acceptCookies(page);
  await signInFreshMember(page);
  await page.goto('/account');
  const box = page.getByTestId('account-home-branch');
  await expect(box.getByRole('heading', { name: 'สาขาประจำ' })).toBeVisible();
  const select = box.getByLabel('สาขาที่ใช้บริการประจำ');
  await expect(select).toHaveValue('');
  await select.selectOption({ label: 'สาขาหาดสำราญ' });
  await expect(page.getByText('บันทึกสาขาประจำเป็นสาขาหาดสำราญแล้ว')).toBeVisible();
  await expect(box.getByRole('link', { name: 'เวลาเปิดทำการ' })).toHaveAttribute('href', '/branches');
  await box.scrollIntoViewIfNeeded();
  await snap(page, 'account-home-branch', info.project.name);
  // The smallest phone the shop's customers use: the box and its picker still fit.
  await page.setViewportSize({ width: 360, height: 740 });
  await box.scrollIntoViewIfNeeded();
  expect(await box.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `test-results/screens/account-home-branch-360.png` });
  const hat = (await apiJson<PublicBranch[]>(page.request, '/api/branches')).find((b) => b.name === 'หาดสำราญ')!;
  await page.reload();
  await expect(page.getByTestId('account-home-branch').getByLabel('สาขาที่ใช้บริการประจำ')).toHaveValue(String(hat.id));
});

test('the owner places a new clerk at เขาวิเศษ: the clerk sees that branch’s day and contracts only', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the console is a desktop tool (1280x800)');
  await signInAdmin(page);
  const branches = await apiJson<AdminBranch[]>(page.request, '/api/admin/branches');
  const khao = branches.find((b) => b.name === 'เขาวิเศษ')!;
  const username = freshUsername('kw');
  await page.goto('/admin/staff-accounts');
  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const form = page.getByRole('dialog').last();
  await form.getByLabel('ชื่อผู้ใช้').fill(username);
  await form.getByLabel('รหัสผ่านเริ่มต้น').fill('start12345');
  // A staff account must work somewhere: the form says so before anything is sent.
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText('กรุณาเลือกอย่างน้อยหนึ่งสาขา')).toBeVisible();
  await form.getByLabel('สาขาเขาวิเศษ').check();
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.locator('.ant-message').getByText(`เพิ่มบัญชี ${username} แล้ว`)).toBeVisible();
  const row = page.locator('tr', { hasText: username });
  await expect(row).toContainText('เขาวิเศษ');
  await expect(row).not.toContainText('นาวง');
  await snap(page, 'console-staff-branches', info.project.name);

  const clerk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const res = await clerk.request.post('/api/auth/admin-signin', { data: { username, password: 'start12345', rememberMe: false } });
    expect(res.ok(), await res.text()).toBe(true);
    const { token } = (await res.json()) as { token: string };
    await clerk.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
    await clerk.goto('/admin/dashboard');
    // The dashboard shows เขาวิเศษ's day and no other branch's.
    await expect(clerk.getByTestId(`branch-day-${khao.id}`)).toContainText('สาขาเขาวิเศษ');
    await expect(clerk.locator('[data-testid^="branch-day-"]')).toHaveCount(1);
    await expect(clerk.getByRole('combobox', { name: 'ดูสาขา' })).toHaveCount(0);
    await snap(clerk, 'console-dashboard-clerk', info.project.name);
    // The demo keeps JN2567-0009 at เขาวิเศษ and JN2567-0012 at นาวง: the clerk's contract list holds only the first.
    await clerk.goto('/admin/pawn-contracts');
    await expect(clerk.getByRole('main')).toContainText('JN2567-0009');
    await expect(clerk.getByRole('main')).not.toContainText('JN2567-0012');
    // Another branch's contract is refused by the server, whatever the console shows.
    expect((await clerk.request.get('/api/admin/pawn/contracts/JN2567-0012/payments')).status()).toBe(403);
  } finally {
    await clerk.close();
    const made = (await apiJson<{ id: number; username: string }[]>(page.request, '/api/admin/staff')).find((s) => s.username === username);
    if (made) await page.request.post(`/api/admin/staff/${made.id}/disable`, { data: {} });
  }

  // The owner sees every branch's day and narrows to one.
  await page.goto('/admin/dashboard');
  await expect(page.locator('[data-testid^="branch-day-"]')).toHaveCount(branches.length);
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'ดูสาขา' }) }).click();
  await page.locator('.ant-select-item-option', { hasText: 'สาขาเขาวิเศษ' }).click();
  await expect(page.locator('[data-testid^="branch-day-"]')).toHaveCount(1);
  await snap(page, 'console-dashboard-owner-branch', info.project.name);
});
