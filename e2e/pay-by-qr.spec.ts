import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { anyId } from 'promptparse/validate';
import type { AdminSavingTransaction, Paged } from '../api/contract';
import { decodeQrTexts } from '../api/src/lib/slips/read-qr';
import { slipPicture, slipVariants } from '../api/src/test/slip-image';
import { signInMember, snap } from './helpers';
import { apiJson, signInAdmin } from './admin-fixtures';

// Paying by Thai QR and a slip read on the server (docs/decisions.md "Payments"): demo2 deposits on a
// phone with the QR for the amount typed, saves the QR as a picture, sends a slip carrying its mini-QR;
// staff see the sending bank and the transfer reference where they decide.
test.describe.configure({ mode: 'serial' });

const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();

test('a deposit shows the Thai QR for the amount typed, saves it, and staff read the slip’s bank and reference', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'sent once, from a 390 px phone');
  await signInMember(page, 'demo2');
  await page.goto('/saving');
  await page.locator('#main').getByRole('tab', { name: 'ฝากเงิน' }).click();
  const form = page.locator('#deposit');
  const card = form.getByTestId('promptpay');
  await expect(card.getByRole('heading', { name: 'สแกนจ่ายด้วยพร้อมเพย์' })).toBeVisible();
  await expect(card).toContainText('บจก. ห้างทองนาวง · xxx-xxx-3333');
  await expect(card).toContainText('กรอกจำนวนเงินด้านบน');

  await form.getByLabel('จำนวนเงินที่ฝาก').fill('1500');
  await expect(card.getByTestId('promptpay-amount')).toHaveText('1,500.00 บาท');
  await expect(card).toContainText('(หนึ่งพันห้าร้อยบาทถ้วน)');
  const qr = card.getByRole('img', { name: 'QR พร้อมเพย์ ยอด 1,500.00 บาท' });
  await expect(qr).toBeVisible();
  await snap(page, 'payments-deposit-qr-390', info.project.name);

  // A phone cannot scan its own screen: the saved picture holds a Thai QR for exactly 1,500.00.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'บันทึกรูป QR' }).click()]);
  expect(download.suggestedFilename()).toBe('promptpay-1500.00.png');
  const texts = await decodeQrTexts(readFileSync((await download.path())!));
  expect(texts).toHaveLength(1);
  expect(texts![0]).toContain('54071500.00');
  expect(anyId(texts![0]!)).toBeTruthy();

  // A slip carrying the bank's mini-QR, sent with the deposit.
  const slip = await slipPicture({ bank: '004', amount: '1,500.00' });
  await form.getByLabel('สลิปการโอนเงิน').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip.png });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'ยืนยันการฝาก' }).click();
  const receipt = page.getByTestId('money-receipt');
  await expect(receipt.getByRole('heading', { name: 'แจ้งฝากเงินแล้ว' })).toBeVisible();

  // Staff, on a desktop: the deposit's drawer names the sending bank and the transfer reference.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAdmin(staff);
  const pending = await apiJson<Paged<AdminSavingTransaction>>(
    staff.request,
    '/api/admin/saving/transactions?kind=deposit&status=pending&pageSize=100',
  );
  const mine = pending.data.find((t) => t.slipRead?.transRef === slip.transRef)!;
  expect(mine).toMatchObject({ amount: 1500, username: 'demo2' });
  await staff.goto(`/admin/saving-deposits?open=${mine.id}`);
  const d = drawer(staff);
  const read = d.getByTestId('slip-read');
  await expect(read.getByText('ธนาคารกสิกรไทย')).toBeVisible();
  await expect(read.getByText(slip.transRef)).toBeVisible();
  // The approve confirmation shows the slip and what it says beside the amount.
  await d.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const evidence = staff.locator('.ant-popover:visible').getByTestId('slip-evidence');
  const picture = evidence.getByRole('img', { name: 'สลิปการโอนเงินของสมาชิก' });
  await expect(picture).toBeVisible();
  // Wide enough to read its amount beside the amount the member declared, and inside the window.
  // (polled: the popover opens with a short zoom, its picture a little smaller until it ends)
  await expect.poll(async () => (await picture.boundingBox())!.width).toBeGreaterThanOrEqual(360);
  const box = (await picture.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await expect(evidence.getByTestId('slip-evidence-amount')).toHaveText('฿1,500.00');
  await expect(evidence).toContainText(slip.transRef);
  await snap(staff, 'payments-deposit-approve-1280', info.project.name);
  // A click opens the slip full size, to zoom into its figures.
  await evidence.getByText('ดูเต็มจอ / ซูม').click();
  await expect(staff.locator('.ant-image-preview-img')).toBeVisible();
  await staff.keyboard.press('Escape');
  await staff.locator('.ant-popover:visible').getByRole('button', { name: 'ยกเลิก' }).click();
  await staff.close();
});

test('the monthly plan’s link opens the deposit with its amount and the QR for exactly it', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a LINE link opened on a phone');
  await signInMember(page, 'demo2');
  // The plan's message links to '/saving?amount=…' (docs/decisions.md "Monthly savings plan").
  await page.goto('/saving?amount=2750.50');
  const form = page.locator('#deposit');
  await expect(form.getByLabel('จำนวนเงินที่ฝาก')).toHaveValue('2750.50');
  await expect(form.getByLabel('จำนวนเงิน (ตัวอักษร)')).toHaveValue('สองพันเจ็ดร้อยห้าสิบบาทห้าสิบสตางค์');
  await expect(form.getByTestId('promptpay').getByTestId('promptpay-amount')).toHaveText('2,750.50 บาท');
  // Anything but a plain amount is ignored.
  await page.goto('/saving?amount=1e9');
  await expect(page.locator('#deposit').getByLabel('จำนวนเงินที่ฝาก')).toHaveValue('');
});

test('the same transfer, sent again as another picture in another flow, is refused with a Thai message', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'sent once');
  const slip = await slipPicture({ bank: '014' });
  const token = await signInMember(page, 'demo2');
  const headers = { authorization: `Bearer ${token}` };
  const deposit = await request.post('/api/saving/create-saving', {
    headers,
    multipart: { amount: '700', proof: { name: 's.png', mimeType: 'image/png', buffer: slip.png } },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  // The instalment flow, a recompressed copy of the same slip: the transfer is the same, the bytes are not.
  const [contract] = ((await (await request.get('/api/down/get-req', { headers })).json()) as { data: { down_id: number }[] }).data;
  const copy = (await slipVariants(slip.png))['JPEG quality 60']!;
  const again = await request.post('/api/down/submit-payment', {
    headers,
    multipart: { downId: String(contract!.down_id), amount: '700', proof: { name: 's.jpg', mimeType: 'image/jpeg', buffer: copy } },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ code: 'SLIP_ALREADY_USED', message: 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว ไม่สามารถใช้ซ้ำได้ กรุณาแนบสลิปของการโอนครั้งนี้' });
});

test('the owner sets the PromptPay receiver in the console: checked, typed twice, shown masked', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a console screen');
  await signInAdmin(page);
  await page.goto('/admin/banking-account');
  const card = page.getByTestId('promptpay-receiver');
  await expect(card).toContainText('0812223333');
  await expect(card).toContainText('บจก. ห้างทองนาวง · xxx-xxx-3333');
  await page.getByRole('button', { name: 'แก้ไขพร้อมเพย์' }).click();
  const form = drawer(page);
  // A number that is not a mobile is refused before anything is sent; the two boxes must agree.
  await form.getByLabel('หมายเลขพร้อมเพย์', { exact: true }).fill('0212223333');
  await form.getByLabel('ยืนยันหมายเลขพร้อมเพย์').fill('0812223334');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText('เบอร์พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09')).toBeVisible();
  await expect(form.getByText('หมายเลขทั้งสองช่องไม่ตรงกัน')).toBeVisible();
  await form.getByLabel('หมายเลขพร้อมเพย์', { exact: true }).fill('081-222-3333');
  await form.getByLabel('ยืนยันหมายเลขพร้อมเพย์').fill('0812223333');
  await snap(page, 'payments-promptpay-setting-1280', info.project.name);
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.locator('.ant-message').getByText('บันทึกพร้อมเพย์ของร้านแล้ว')).toBeVisible();
  await expect(card).toContainText('xxx-xxx-3333');
});

test('with PromptPay switched off, every pay screen shows the shop’s bank account to pay into', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'phone', 'the member’s screens, on a 390 px phone');
  const owner = await browser.newPage();
  await signInAdmin(owner);
  const before = await apiJson<{ receiver: { type: string; id: string; name: string } | null }>(
    owner.request,
    '/api/admin/payments/receiver',
  );
  expect(before.receiver).not.toBeNull();
  expect((await owner.request.delete('/api/admin/payments/receiver', { data: {} })).status()).toBe(200);
  try {
    await signInMember(page, 'demo2');
    const screens: [string, () => Promise<void>, string][] = [
      ['/saving', () => page.locator('#main').getByRole('tab', { name: 'ฝากเงิน' }).click(), '#deposit'],
      ['/downing', () => page.locator('#main').getByRole('tab', { name: 'ชำระเงิน' }).click(), '#down-payment'],
      ['/repurchase/JN2567-0012', async () => {}, '#pawn-pay'],
    ];
    for (const [path, open, formId] of screens) {
      await page.goto(path);
      await open();
      const form = page.locator(formId);
      await expect(form.getByRole('heading', { name: 'บัญชีสำหรับโอนเงิน' }), path).toBeVisible();
      await expect(form.getByTestId('acc-no'), path).toHaveText(/\d/);
      await expect(form.getByTestId('promptpay'), path).toHaveCount(0);
    }
    await snap(page, 'pawn-pay-no-promptpay-390', info.project.name);
  } finally {
    const { type, id, name } = before.receiver!;
    expect((await owner.request.put('/api/admin/payments/receiver', { data: { type, id, name } })).status()).toBe(200);
    await owner.close();
  }
});
