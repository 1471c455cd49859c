import { expect, test, type Page } from '@playwright/test';
import { signInMember, snap } from './helpers';

// LINE in demo mode (no channel configured): the member app runs on @line/liff-mock. liff-mock can play
// "inside LINE" (its isInClient is settable); the app does so in demo mode when the browser's user agent
// is LINE's in-app browser's, which is how the in-client tests below get there.

const LINE_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/14.10.0/IAB';

test.skip(({ isMobile }) => !isMobile, 'LINE is a phone thing: the phone project only');

const consent = (page: Page) => page.context().addCookies([{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/' }]);

/** Every URL the page's history was moved to, in order (the router and our deep-link handling both go through these). */
async function recordHistory(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __urls: string[] };
    w.__urls = [];
    for (const fn of ['pushState', 'replaceState'] as const) {
      const original = history[fn].bind(history);
      history[fn] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url != null) w.__urls.push(String(url));
        return original(state, unused, url);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { __urls: string[] }).__urls);
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('LINE in an ordinary browser', () => {
  test('the /line callback signs a new member in and lands on / with the member badge', async ({ page }, info) => {
    await consent(page);
    await page.goto('/line');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-tone', 'danger');
    expect(await token(page)).toBeTruthy();
    await snap(page, 'line-callback-home', info.project.name);
  });

  test("the sign-in page's LINE button shows the demo marker and signs in", async ({ page }) => {
    await consent(page);
    await page.goto('/signin');
    const button = page.getByRole('button', { name: /เข้าสู่ระบบด้วย LINE/ });
    await expect(button.locator('.demo-marker')).toHaveText('demo');
    await button.click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await expect(page.getByTestId('verification-badge')).toBeVisible();
  });

  test('a deep link ?liff.state=%2Fsaving lands on /saving (demo2 signed in), the URL untouched until LIFF started', async ({
    page,
  }, info) => {
    await consent(page);
    await signInMember(page, 'demo2');
    const urls = await recordHistory(page);
    await page.goto('/?liff.state=%2Fsaving');
    await expect(page).toHaveURL(/\/saving$/);
    await expect(page.getByRole('heading', { name: 'ออมทองประเภทที่ 1' })).toBeVisible();
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-tone', 'success');
    // The first and only move is straight to /saving: nothing (router, redirects) ran before it.
    expect((await urls())[0]).toBe('/saving');
    await snap(page, 'line-deep-link-saving', info.project.name);
  });

  test('a deep link for a signed-out visitor goes on to sign in, as the member route asks', async ({ page }) => {
    await consent(page);
    const urls = await recordHistory(page);
    await page.goto('/?liff.state=%2Fsaving');
    await expect(page).toHaveURL(/\/signin$/);
    expect((await urls()).slice(0, 2)).toEqual(['/saving', '/signin']);
  });

  test('no share button outside LINE (liff-mock says the share target picker is not available)', async ({ page }) => {
    await consent(page);
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('share-product')).toHaveCount(0);
  });
});

test.describe('inside LINE (liff-mock playing the LINE in-app browser)', () => {
  test.use({ userAgent: LINE_APP_UA });

  test('a member is signed in without typing anything, and a deep link lands on its page', async ({ page }, info) => {
    await consent(page);
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/line-login')) logins.push(r.postData() ?? '');
    });
    await page.goto('/?liff.state=%2Fgold-bank');
    await expect(page).toHaveURL(/\/gold-bank$/);
    // The deep link moves the URL before the automatic sign-in finishes; the app renders after it.
    await expect(page.getByTestId('verification-badge')).toBeVisible();
    expect(await token(page)).toBeTruthy();
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]!)).toMatchObject({ userId: expect.stringMatching(/^U[0-9a-f]{32}$/) });
    await snap(page, 'line-in-client-deep-link', info.project.name);

    // Opening the app again keeps the session: no second sign-in.
    await page.goto('/');
    await expect(page.getByTestId('verification-badge')).toBeVisible();
    expect(logins).toHaveLength(1);
  });

  test('product cards offer sharing to LINE friends', async ({ page }, info) => {
    await consent(page);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/shop');
    const card = page.getByTestId('product-card').first();
    await expect(card.getByTestId('share-product')).toBeVisible();
    await card.getByTestId('share-product').click();
    await expect(card.getByTestId('share-product')).toBeEnabled();
    expect(errors.filter((e) => /share|LIFF/i.test(e))).toEqual([]);
    await snap(page, 'line-share-button', info.project.name);
  });
});
