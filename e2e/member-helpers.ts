import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { withCheckDigit } from '../api/contract/national-id';

/** A real PNG to upload (the app's own icon): the server decodes and re-encodes every upload. */
export const UPLOAD_PNG = join(import.meta.dirname, '..', 'liff-app', 'public', 'icons', 'icon-192.png');

export const THAI_DATE = /^\d{1,2} (มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม) 25\d\d$/;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** On phones the nav links live behind the menu button. */
export async function openMenu(page: Page) {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: 'เปิดเมนู' });
  await toggle.click();
  await expect(page.locator('#nav-menu')).toBeVisible();
}

/** Scrolls down the page so sections that reveal on scroll are shown, then back to the top. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(700); // the 0.6 s fade
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A valid Thai national ID nobody has: 12 random digits and the mod-11 check digit. */
export function freshNationalId(): string {
  const digits = [1 + Math.floor(Math.random() * 8), ...Array.from({ length: 11 }, () => Math.floor(Math.random() * 10))];
  return withCheckDigit(digits.join(''));
}

export const freshUsername = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs up a brand-new member through the API and signs them in like signInMember (status 0). */
export async function signInFreshMember(page: Page): Promise<string> {
  const username = freshUsername('m');
  const password = 'pass12345';
  const up = await page.request.post('/api/auth/signup', { data: { username, password, confirmPassword: password } });
  expect(up.ok(), await up.text()).toBeTruthy();
  const res = await page.request.post('/api/auth/signin', { data: { username, password, rememberMe: false } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return username;
}

/** Accepts the cookie banner up front so it does not cover the bottom of full-page screenshots. */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: 'CookieConsent', value: 'true', domain: '127.0.0.1', path: '/' }]);
}
