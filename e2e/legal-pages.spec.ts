import { expect, test } from '@playwright/test';
import { acceptCookies } from './member-helpers';

// The privacy policy and terms (docs/product.md "Member app: privacy policy and terms (/privacy, /terms)"): public,
// linked from every page's footer, in Thai, naming the company in the seeded shop profile (db/src/seed/content.ts).
const COMPANY = 'บริษัท ร้านทองตัวอย่าง จำกัด';

test('the footer leads to the privacy policy and the terms, which name the shop’s company', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'นโยบายและข้อกำหนด' });
  await legal.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('นโยบายความเป็นส่วนตัว');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'ข้อมูลที่ร้านเก็บ',
    'ร้านใช้ข้อมูลเพื่ออะไร',
    'ร้านเก็บข้อมูลนานเท่าใด',
    'สิทธิของคุณ',
    'วิธีใช้สิทธิในแอป',
    'ติดต่อร้าน',
  ]);
  await expect(main.getByText(COMPANY).first()).toBeVisible();
  await expect(main.getByText('5 ปีหลังปิดบัญชี', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: 'บัญชีของฉัน' })).toHaveAttribute('href', '/account');

  await legal.getByRole('link', { name: 'ข้อกำหนดการใช้งาน' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ข้อกำหนดการใช้งาน');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'การใช้แอป',
    'ราคาทอง',
    'การชำระเงินด้วยสลิป',
    'สัญญาขายฝาก',
    'กฎหมายที่ใช้บังคับ',
  ]);
  await expect(main.getByText(COMPANY).first()).toBeVisible();
  await expect(main.getByText('สัญญาที่คุณลงนามกับร้าน', { exact: false })).toBeVisible();
});
