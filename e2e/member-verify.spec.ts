import { expect, test, type Page } from '@playwright/test';
import { signInMember, snap } from './helpers';
import { acceptCookies, freshNationalId, isPhone, openMenu, signInFreshMember, UPLOAD_PNG } from './member-helpers';

// Signed-in member screens of the member app: the verificationStatus rules (docs/product.md "Verification status") for the four demo
// members, and identity verification (docs/product.md "Member app: verification (/verify)") against the real API on the seeded database.

const MEMBERS = [
  { username: 'demo0', status: 0, tone: 'danger', badge: 'คลิกเพื่อยืนยันตัวตน', cta: '/verify', links: false, prompt: true },
  { username: 'demo1', status: 1, tone: 'warning', badge: 'รอการอนุมัติ', cta: '/verify', links: false, prompt: false },
  { username: 'demo2', status: 2, tone: 'success', badge: 'ยืนยันตัวตนแล้ว', cta: '/saving', links: true, prompt: false },
  { username: 'demo99', status: 99, tone: 'neutral', badge: 'ถูกระงับการใช้งาน', cta: '/verify', links: false, prompt: false },
] as const;

test.describe('verificationStatus rules', () => {
  for (const m of MEMBERS) {
    test(`${m.username} (status ${m.status}): badge, nav links, hero button, prompt`, async ({ page }, info) => {
      await acceptCookies(page);
      await signInMember(page, m.username);
      await page.goto('/');
      const badge = page.getByTestId('verification-badge');
      await expect(badge).toHaveAttribute('data-tone', m.tone);
      await expect(badge).toContainText(m.badge);
      if (m.status === 0) await expect(badge.getByRole('link')).toHaveAttribute('href', '/verify');
      if (m.status === 99) await expect(badge).toContainText('กรุณาติดต่อเจ้าหน้าที่');
      await expect(page.getByTestId('hero-cta')).toHaveAttribute('href', m.cta);
      await expect(page.getByTestId('verify-prompt')).toHaveCount(m.prompt ? 1 : 0);
      await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveCount(0);

      await openMenu(page);
      const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
      await expect(nav.getByRole('link', { name: 'ออมทอง' })).toHaveCount(m.links ? 1 : 0);
      await expect(nav.getByRole('link', { name: 'ขายฝาก' })).toHaveCount(m.links ? 1 : 0);
      if (m.links) {
        await expect(nav.getByRole('link', { name: 'ออมทอง' })).toHaveAttribute('href', '/gold-bank');
        await expect(nav.getByRole('link', { name: 'ขายฝาก' })).toHaveAttribute('href', '/repurchase');
      }
      await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
      await snap(page, `home-${m.username}`, info.project.name);
    });
  }

  test('the verify prompt and the badge lead to /verify; logout signs out', async ({ page }) => {
    await acceptCookies(page);
    await signInMember(page, 'demo0');
    await page.goto('/');
    await page.getByTestId('verify-prompt').getByRole('link', { name: 'ยืนยันตัวตน' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('heading', { name: 'ยืนยันตัวตน' })).toBeVisible();
    await page.getByTestId('verification-badge').getByRole('link').click();
    await expect(page).toHaveURL(/\/verify$/);
    await openMenu(page);
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

test.describe('verify: status already decided', () => {
  for (const [username, text] of [
    ['demo1', 'รอการอนุมัติ'],
    ['demo2', 'ยืนยันตัวตนแล้ว'],
    ['demo99', 'บัญชีของคุณถูกระงับการใช้งาน'],
  ] as const) {
    test(`${username} sees "${text}" and no lookup`, async ({ page }, info) => {
      await acceptCookies(page);
      await signInMember(page, username);
      await page.goto('/verify');
      await expect(page.getByTestId('verify-status')).toContainText(text);
      await expect(page.getByLabel('เลขบัตรประชาชน 13 หลัก')).toHaveCount(0);
      await snap(page, `verify-${username}`, info.project.name);
    });
  }
});

async function lookup(page: Page, id: string) {
  const input = page.getByLabel('เลขบัตรประชาชน 13 หลัก');
  await input.fill(id);
  await page.getByRole('button', { name: 'ตรวจสอบข้อมูล' }).click();
}

test.describe('verify: lookup and forms', () => {
  test('ID rules, and an ID in use by another member shows the red alert and no form', async ({ page }, info) => {
    await acceptCookies(page);
    await signInMember(page, 'demo0');
    await page.goto('/verify');
    await page.getByRole('button', { name: 'ตรวจสอบข้อมูล' }).click();
    await expect(page.getByText('กรุณากรอกเลขบัตรประชาชน')).toBeVisible();
    await page.getByLabel('เลขบัตรประชาชน 13 หลัก').pressSequentially('1-1017-00230-70-9x');
    await expect(page.getByLabel('เลขบัตรประชาชน 13 หลัก')).toHaveValue('1101700230709');
    await page.getByRole('button', { name: 'ตรวจสอบข้อมูล' }).click();
    await expect(page.getByText('เลขบัตรประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง')).toBeVisible();

    await lookup(page, '1101700230708'); // demo2's card
    const alert = page.getByTestId('verify-in-use');
    await expect(alert).toHaveText('เลขบัตรประชาชนถูกใช้งานแล้ว');
    await expect(alert).toHaveClass(/alert--error/);
    await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveCount(0);
    await expect(page.getByLabel('รูปบัตรประชาชน', { exact: true })).toHaveCount(0);
    await snap(page, 'verify-in-use', info.project.name);
  });

  test('an ID the shop does not know opens the new-customer form; submitting sets status 1', async ({ page }, info) => {
    await acceptCookies(page);
    await signInFreshMember(page);
    await page.goto('/verify');
    await lookup(page, '1509900123453');
    await expect(page.getByTestId('verify-new')).toHaveText('ข้อมูลของคุณยังไม่มีในระบบ');
    for (const label of ['ชื่อ-นามสกุล', 'เบอร์โทรศัพท์', 'ที่อยู่', 'รูปบัตรประชาชน', 'รูปถ่ายของคุณ (ถือบัตรประชาชน)']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(/^อีเมล/)).toBeVisible(); // marked optional
    // docs/product.md "Input rules": everything but the e-mail is required; PDPA consent too.
    await page.getByRole('button', { name: 'ส่งข้อมูลยืนยันตัวตน' }).click();
    for (const msg of [
      'กรุณากรอกชื่อ-นามสกุล',
      'กรุณากรอกเบอร์โทรศัพท์',
      'กรุณากรอกที่อยู่',
      'กรุณาเลือกรูปบัตรประชาชน',
      'กรุณาเลือกรูปถ่ายของคุณ',
      'กรุณาให้ความยินยอมก่อนส่งข้อมูล',
    ]) {
      await expect(page.getByText(msg)).toBeVisible();
    }
    await expect(page.getByText('กรุณากรอกอีเมล')).toHaveCount(0);
    await snap(page, 'verify-new-required', info.project.name);

    // Submit with an ID nobody uses, so the seeded 1509900123453 stays free for the other project's run.
    await lookup(page, freshNationalId());
    await expect(page.getByTestId('verify-new')).toBeVisible();
    await page.getByLabel('ชื่อ-นามสกุล').fill('ทดสอบ ระบบ');
    await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    await page.getByLabel('ที่อยู่').fill('1 หมู่ 1 ต.นาวง อ.ห้วยยอด จ.ตรัง');
    await page.getByLabel('รูปบัตรประชาชน', { exact: true }).setInputFiles(UPLOAD_PNG);
    await page.getByLabel('รูปถ่ายของคุณ (ถือบัตรประชาชน)').setInputFiles(UPLOAD_PNG);
    await expect(page.getByRole('img', { name: 'ตัวอย่างรูปบัตรประชาชน' })).toBeVisible();
    await page.getByRole('checkbox', { name: /ข้าพเจ้ายินยอม/ }).check();
    await snap(page, 'verify-new-filled', info.project.name);
    await page.getByRole('button', { name: 'ส่งข้อมูลยืนยันตัวตน' }).click();
    await expect(page.getByTestId('verify-status')).toContainText('รอการอนุมัติ');
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-tone', 'warning');
    await snap(page, 'verify-sent', info.project.name);
  });

  test('an existing customer sees their masked record and the upload form; staff rejection shows the reason', async ({ page }, info) => {
    await acceptCookies(page);
    const username = await signInFreshMember(page);
    await page.goto('/verify');
    await lookup(page, '3100500123458');
    await expect(page.getByTestId('verify-existing')).toHaveText('ข้อมูลของคุณมีในระบบอยู่แล้ว');
    const details = page.getByTestId('customer-details');
    await expect(details).toContainText('เลขบัตรประชาชน');
    await expect(details).toContainText('ชื่อ-นามสกุล');
    await expect(details).not.toContainText('สมชาย รักทอง'); // masked by the server
    await expect(details).not.toContainText('0898765432');
    await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveCount(0); // no new-customer fields

    await page.getByRole('button', { name: 'ส่งข้อมูลยืนยันตัวตน' }).click();
    await expect(page.getByText('กรุณาเลือกรูปบัตรประชาชน')).toBeVisible();
    await expect(page.getByText('กรุณาเลือกรูปถ่ายของคุณ')).toBeVisible();
    await snap(page, 'verify-existing', info.project.name);

    await page.getByLabel('รูปบัตรประชาชน', { exact: true }).setInputFiles(UPLOAD_PNG);
    await page.getByLabel('รูปถ่ายของคุณ (ถือบัตรประชาชน)').setInputFiles(UPLOAD_PNG);
    await page.getByRole('checkbox', { name: /ข้าพเจ้ายินยอม/ }).check();
    await page.getByRole('button', { name: 'ส่งข้อมูลยืนยันตัวตน' }).click();
    await expect(page.getByTestId('verify-status')).toContainText('รอการอนุมัติ');

    // Staff reject it (frees the seeded card for the next run) and the member sees why, with the form again.
    const admin = await page.request.post('/api/auth/admin-signin', {
      data: { username: 'admin', password: 'admin1234', rememberMe: false },
    });
    expect(admin.ok()).toBeTruthy();
    const queue = (await (await page.request.get('/api/admin/verifications?status=pending&pageSize=100')).json()) as {
      data: { id: number; username: string | null }[];
    };
    const mine = queue.data.find((r) => r.username === username);
    expect(mine).toBeTruthy();
    const reject = await page.request.post(`/api/admin/verifications/${mine!.id}/reject`, { data: { reason: 'รูปบัตรไม่ชัด' } });
    expect(reject.ok(), await reject.text()).toBeTruthy();
    await page.reload();
    await expect(page.getByTestId('reject-reason')).toContainText('รูปบัตรไม่ชัด');
    await expect(page.getByLabel('เลขบัตรประชาชน 13 หลัก')).toBeVisible();
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-tone', 'danger');
    if (isPhone(page)) await snap(page, 'verify-rejected', info.project.name);
  });
});
