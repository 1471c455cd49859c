import { describe, expect, it } from 'vitest';
import { anyId } from 'promptparse/validate';
import { PAYOUT_BANKS, THAI_BANKS } from '../../../contract/banks';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage } from '../../test/factories';
import { activeSaver, counts, fund, setFlag } from '../../test/money-support';

// Paying members out: every Thai bank of the Bank of Thailand's list, or PromptPay, and the QR staff pay it with.
describe('cash withdrawals to any Thai bank or PromptPay', async () => {
  const app = await testApp();
  const staff = await createStaff(app);
  setFlag(app, 'cash_withdraw', 1);
  const ids = { idCardImage: await pngImage(60, 40, { r: 1, g: 2, b: 3 }), idCardImageBack: await pngImage(60, 40, { r: 4, g: 5, b: 6 }) };
  const withdraw = (auth: Record<string, string>, fields: Record<string, string>) => {
    const body = multipart({ amount: '300', amountString: 'สามร้อยบาทถ้วน', accountName: 'สมชาย ใจดี', ...fields }, ids);
    return app.inject({ method: 'POST', url: '/api/saving/withdraw', payload: body.payload, headers: { ...body.headers, ...auth } });
  };
  const staffRow = async (id: number) => (await app.inject({ url: `/api/admin/saving/transactions/${id}`, cookies: staff.cookies })).json();

  it('offers the banks members were missing, each with its Bank of Thailand code', () => {
    for (const name of ['ธ.ก.ส.', 'อาคารสงเคราะห์ (ธอส.)', 'ยูโอบี', 'ซีไอเอ็มบี ไทย', 'เกียรตินาคินภัทร (KKP)', 'พร้อมเพย์'])
      expect(PAYOUT_BANKS).toContain(name);
    expect(new Set(THAI_BANKS.map((b) => b.code)).size).toBe(THAI_BANKS.length);
    for (const b of THAI_BANKS) expect(b.code).toMatch(/^\d{3}$/);
  });

  it('pays to PromptPay: staff get the Thai QR for exactly the amount, to the member’s own number', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 1000_00);
    const res = await withdraw(m.auth, { bank: 'พร้อมเพย์', accountNumber: '089-123-4567' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await staffRow(res.json().id);
    expect(row).toMatchObject({ bank: 'พร้อมเพย์', accountNumber: '0891234567' });
    expect(row.payoutPromptpay).toContain('0113' + '0066891234567');
    expect(row.payoutPromptpay).toContain('5406300.00');
    expect(anyId(row.payoutPromptpay)).toBeTruthy();
    // a bank account gets no QR
    const bank = await withdraw(m.auth, { bank: 'ยูโอบี', accountNumber: '123-4-56789-0' });
    expect((await staffRow(bank.json().id)).payoutPromptpay).toBeNull();
  });

  it('refuses a bank not on the list and a PromptPay that is neither a mobile nor a national ID, changing nothing', async () => {
    const m = await activeSaver(app);
    await fund(app, m.user.id, 1000_00);
    const cases: [Record<string, string>, string][] = [
      [{ bank: 'ธนาคารปลอม', accountNumber: '1234567890' }, 'BAD_BANK'],
      [{ bank: '__proto__', accountNumber: '1234567890' }, 'BAD_BANK'],
      [{ bank: 'พร้อมเพย์', accountNumber: '021234567' }, 'BAD_PROMPTPAY_ID'],
      [{ bank: 'พร้อมเพย์', accountNumber: '1101700230709' }, 'BAD_PROMPTPAY_ID'],
    ];
    for (const [fields, code] of cases) {
      const before = counts(app);
      const res = await withdraw(m.auth, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().code).toBe(code);
      expect(counts(app)).toBe(before);
    }
    expect((await withdraw(m.auth, { bank: 'พร้อมเพย์', accountNumber: '1101700230708' })).statusCode).toBe(200);
    // the full name of a listed bank is that bank, stored as the list spells it
    const full = await withdraw(m.auth, { bank: 'ธนาคารกสิกรไทย', accountNumber: '123-4-56789-0' });
    expect((await staffRow(full.json().id)).bank).toBe('กสิกรไทย');
  });
});
