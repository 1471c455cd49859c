import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { accountCalls } from '../api/contract/accounts';
import { verificationCalls } from '../api/contract/verification';
import { snap } from './helpers';
import { acceptCookies, freshUsername, isPhone, openMenu } from './member-helpers';

// A member changes their password on /account/password (accountCalls.changePassword): every other session ends,
// this device carries on with the answer's token. Each test signs up a member of its own, so the demo
// accounts the other specs sign in with keep their password.

const PASSWORD = 'pass12345';
const NEW_PASSWORD = 'Newpass67890';
const SIGNIN_FAILED = 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง หากถูกต้องแล้วยังเข้าสู่ระบบไม่ได้ กรุณาติดต่อทีมงาน';

test.use({ viewport: { width: 390, height: 844 } });

async function signUp(request: APIRequestContext): Promise<string> {
  const username = freshUsername('pw');
  const res = await request.post(accountCalls.signup.path, { data: { username, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return username;
}

const signinStatus = async (request: APIRequestContext, username: string, password: string) =>
  (await request.post(accountCalls.signin.path, { data: { username, password, rememberMe: false } })).status();

/** What the server says to a member call made with this token (200, or 401 once its session has ended). */
const verifyRouteStatus = async (request: APIRequestContext, token: string) =>
  (await request.get(verificationCalls.verifyRoute.path, { headers: { authorization: `Bearer ${token}` } })).status();

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** Signs in on the sign-in screen the page is showing. */
async function signInOnScreen(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Puts a token where the app keeps it, once (an init script would put the old token back on every load). */
async function openWithToken(page: Page, token: string, path: string) {
  await page.goto('/about');
  await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
  await page.goto(path);
}

async function fillForm(page: Page, oldPassword: string, newPassword: string, confirmPassword = newPassword) {
  await page.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(oldPassword);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(confirmPassword);
}

const submit = (page: Page) => page.locator('form').getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();

/** The error under one form field. */
const fieldError = (page: Page, label: string) =>
  page
    .locator('.field')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.field__error');
/** A toast of the kind given. */
const toast = (page: Page, kind: 'success' | 'error') => page.getByTestId('toasts').locator(`.toast--${kind}`);

/** Counts the change-password requests the page sends. */
function countChangeRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === accountCalls.changePassword.method && new URL(r.url()).pathname === accountCalls.changePassword.path)
      seen.count += 1;
  });
  return seen;
}

test('changing the password ends the other device session; this one carries on', async ({ page, browser }, info) => {
  const username = await signUp(page.request);

  // Device B signs in first: a signed-out visit to the screen goes to /signin and comes back.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await acceptCookies(pageB);
  await pageB.goto('/account/password');
  await pageB.waitForURL('**/signin');
  await signInOnScreen(pageB, username, PASSWORD);
  await pageB.waitForURL('**/account/password');
  await expect(pageB.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();
  const tokenB = await storedToken(pageB);
  expect(tokenB).toBeTruthy();
  expect(await verifyRouteStatus(page.request, tokenB!)).toBe(200);

  // Device A signs in and opens the screen from the header menu.
  await acceptCookies(page);
  await page.goto('/signin');
  await signInOnScreen(page, username, PASSWORD);
  await page.waitForURL((u) => u.pathname === '/');
  const tokenA = await storedToken(page);
  // On a phone from the folded menu; on a wide screen (where the bar leaves it out) from /account.
  if (isPhone(page)) await openMenu(page);
  else await page.goto('/account');
  const link = page.getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' });
  await expect(link).toHaveAttribute('href', '/account/password');
  await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  await snap(page, 'password-menu', info.project.name);
  await link.click();
  await page.waitForURL('**/account/password');
  await expect(page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();
  await expect(page.getByText('รหัสผ่านต้องมี 8-64 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9')).toBeVisible();
  await snap(page, 'password-form', info.project.name);

  await fillForm(page, PASSWORD, NEW_PASSWORD);
  await submit(page);
  const done = page.getByTestId('password-changed');
  await expect(done).toContainText('เปลี่ยนรหัสผ่านแล้ว');
  await expect(done).toContainText('อุปกรณ์อื่นทุกเครื่องที่เคยเข้าสู่ระบบด้วยบัญชีนี้ถูกออกจากระบบแล้ว');
  await expect(toast(page, 'success')).toContainText('เปลี่ยนรหัสผ่านแล้ว');
  await snap(page, 'password-changed', info.project.name);

  // This device keeps going on the answer's token, kept where sign-in keeps it.
  const newTokenA = await storedToken(page);
  expect(newTokenA).toBeTruthy();
  expect(newTokenA).not.toBe(tokenA);
  expect(await verifyRouteStatus(page.request, newTokenA!)).toBe(200);
  expect(await verifyRouteStatus(page.request, tokenA!)).toBe(401);
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.getByTestId('verification-badge')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('verification-badge')).toBeVisible();

  // Device B's session has ended: its token is refused, and its next try says so and leads to /signin.
  expect(await verifyRouteStatus(page.request, tokenB!)).toBe(401);
  await fillForm(pageB, PASSWORD, 'Another12345');
  await submit(pageB);
  await expect(pageB.getByTestId('password-session-ended')).toContainText('กรุณาเข้าสู่ระบบ');
  await snap(pageB, 'password-session-ended', info.project.name);
  await pageB.getByRole('button', { name: 'เข้าสู่ระบบใหม่' }).click();
  await pageB.waitForURL('**/signin');

  // The old password no longer signs in; the new one does (and brings B back to the screen).
  expect(await signinStatus(page.request, username, PASSWORD)).toBe(401);
  await signInOnScreen(pageB, username, PASSWORD);
  await expect(pageB.getByTestId('signin-error')).toHaveText(SIGNIN_FAILED);
  await signInOnScreen(pageB, username, NEW_PASSWORD);
  await pageB.waitForURL('**/account/password');
  expect(await verifyRouteStatus(page.request, (await storedToken(pageB))!)).toBe(200);
  await other.close();
});

test('a wrong current password shows the server message under the field', async ({ page }, info) => {
  const username = await signUp(page.request);
  const res = await page.request.post(accountCalls.signin.path, { data: { username, password: PASSWORD, rememberMe: false } });
  const { token } = (await res.json()) as { token: string };
  await acceptCookies(page);
  await openWithToken(page, token, '/account/password');

  await fillForm(page, 'notMyPassword1', NEW_PASSWORD);
  await submit(page);
  await expect(fieldError(page, 'รหัสผ่านปัจจุบัน')).toHaveText('รหัสผ่านเดิมไม่ถูกต้อง');
  await expect(toast(page, 'error')).toContainText('รหัสผ่านเดิมไม่ถูกต้อง');
  await expect(page.getByTestId('password-changed')).toHaveCount(0);
  await snap(page, 'password-wrong-current', info.project.name);

  // Nothing changed: the password and this session still work.
  expect(await signinStatus(page.request, username, PASSWORD)).toBe(200);
  expect(await verifyRouteStatus(page.request, token)).toBe(200);
});

test('the form checks the new password and its confirmation before sending anything', async ({ page }, info) => {
  const username = await signUp(page.request);
  const res = await page.request.post(accountCalls.signin.path, { data: { username, password: PASSWORD, rememberMe: false } });
  const { token } = (await res.json()) as { token: string };
  await acceptCookies(page);
  await openWithToken(page, token, '/account/password');
  const sent = countChangeRequests(page);

  await submit(page);
  await expect(page.getByText('กรุณากรอกรหัสผ่านปัจจุบัน')).toBeVisible();
  await expect(page.getByText('กรุณากรอกรหัสผ่านใหม่')).toBeVisible();
  await expect(page.getByText('กรุณายืนยันรหัสผ่านใหม่')).toBeVisible();

  // Only a-z A-Z 0-9, 8-64 of them: what was typed stays, and the rule is said once, under the field.
  const fresh = page.getByLabel('รหัสผ่านใหม่', { exact: true });
  await fresh.pressSequentially('New pass!1');
  await expect(fresh).toHaveValue('New pass!1');
  await expect(fieldError(page, 'รหัสผ่านใหม่')).toHaveText('รหัสผ่านต้องมี 8-64 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9');
  await expect(page.getByText(/ใช้ได้เฉพาะ/)).toHaveCount(1);
  await fresh.fill('short1');
  await expect(fieldError(page, 'รหัสผ่านใหม่')).toHaveText('รหัสผ่านต้องมี 8-64 ตัว ใช้ได้เฉพาะตัวอักษร a-z, A-Z และตัวเลข 0-9');

  await fillForm(page, PASSWORD, NEW_PASSWORD, 'Different12345');
  await submit(page);
  await expect(fieldError(page, 'ยืนยันรหัสผ่านใหม่')).toHaveText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน');
  await snap(page, 'password-mismatch', info.project.name);
  await page.waitForTimeout(300);
  expect(sent.count).toBe(0);
  expect(await signinStatus(page.request, username, PASSWORD)).toBe(200);
});

test('a LINE-only member is told there is no password to change', async ({ page }, info) => {
  // Demo mode (no LINE channel in the e2e server): a LINE user id makes a member without a password.
  const userId = `U${randomBytes(16).toString('hex')}`;
  const res = await page.request.post(accountCalls.lineLogin.path, { data: { userId } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await acceptCookies(page);
  await openWithToken(page, token, '/account/password');
  await expect(page.getByText('หากคุณสมัครและเข้าสู่ระบบด้วย LINE เท่านั้น')).toBeVisible();

  await fillForm(page, 'anything1', NEW_PASSWORD);
  await submit(page);
  const notice = page.getByTestId('password-line-only');
  await expect(notice).toContainText('บัญชีนี้เข้าสู่ระบบด้วย LINE จึงไม่มีรหัสผ่านให้เปลี่ยน');
  await expect(page.getByLabel('รหัสผ่านปัจจุบัน', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  await snap(page, 'password-line-only', info.project.name);
  // The member is still signed in.
  expect(await verifyRouteStatus(page.request, token)).toBe(200);
});
