import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshots of each screen, kept as artifacts under e2e/screenshots/<project>/ (look at them). */
export async function snap(page: Page, name: string, project: string) {
  const dir = join(import.meta.dirname, 'screenshots', project);
  mkdirSync(dir, { recursive: true });
  // With a dialog open, what the member sees: a full-page capture resizes the page for a moment, and the
  // money lists switch between table and cards with it, unmounting the dialog opened from a row.
  const dialogOpen = (await page.locator('dialog[open]').count()) > 0;
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: !dialogOpen });
}

/** Signs a demo member in through the API and puts the token where the member app keeps it. */
export async function signInMember(page: Page, username: string, password = 'demo1234') {
  const res = await page.request.post('/api/auth/signin', { data: { username, password, rememberMe: false } });
  if (!res.ok()) throw new Error(`signin ${username}: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return token;
}

/** The shop's calendar date `days` from now, as the API writes it: Bangkok's day (UTC+7), whatever the hour. */
export const bangkokDate = (days = 0) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
