import { expect, test } from '@playwright/test';
import { signInMember, snap } from './helpers';

// The monthly plan into savings type 1 (docs/product.md "Member app: savings type 1 (/saving)"): demo2 sets it on
// a phone, sees the day and the amount, skips this month, and ends it.
test('demo2 sets a monthly plan on /saving, skips a month and ends it', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a member on a phone');
  await signInMember(page, 'demo2');
  await page.goto('/saving');
  await page.locator('#main').getByRole('tab', { name: 'แผนออม' }).click();
  const plan = page.getByTestId('saving-plan');
  await expect(plan.getByLabel('จำนวนเงินต่อเดือน (บาท)')).toBeVisible();
  // The goal in grams belongs to the gold account's plan only.
  await expect(plan.getByLabel(/เป้าหมาย/)).toHaveCount(0);

  await plan.getByRole('button', { name: 'ตั้งแผนออมรายเดือน' }).click();
  await expect(plan.getByRole('alert')).toHaveText('กรุณากรอกจำนวนเงินและวันที่ 1–31');

  await plan.getByLabel('จำนวนเงินต่อเดือน (บาท)').fill('1500');
  await plan.getByLabel('วันที่ของเดือน (1–31)').fill('5');
  await plan.getByRole('button', { name: 'ตั้งแผนออมรายเดือน' }).click();
  const now = plan.getByTestId('saving-plan-now');
  await expect(now).toContainText('ออมทุกวันที่ 5 ของเดือน เดือนละ 1,500 บาท · แจ้งเตือนครั้งถัดไป');
  const first = (await now.textContent())!;
  await snap(page, 'saving-plan', info.project.name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Skipping moves the next reminder a month on.
  await plan.getByRole('button', { name: 'ข้ามเดือนนี้' }).click();
  await expect(now).not.toHaveText(first);
  await expect(now).toContainText('แจ้งเตือนครั้งถัดไป');

  await plan.getByRole('button', { name: 'ยกเลิกแผน' }).click();
  await expect(now).toHaveCount(0);
  await expect(plan.getByRole('button', { name: 'ตั้งแผนออมรายเดือน' })).toBeVisible();
});
