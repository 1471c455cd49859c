import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anyId } from 'promptparse/validate';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { branchId } from '../../test/branch-support';
import { createStaff, createVerifiedMember } from '../../test/factories';
import { activeSaver } from '../../test/money-support';
import { pawnContract } from '../../test/pawn-support';

// Members pay to the branch that keeps what they pay for (docs/decisions.md "Branches are rows"): its own
// PromptPay receiver and bank account, or the shop's where it has none.
describe('the QR and account of a payment are those of the branch that keeps it', async () => {
  const app = await testApp();
  const owner = await createStaff(app, 'owner');
  const khao = branchId(app, 'เขาวิเศษ');
  const hat = branchId(app, 'หาดสำราญ');
  // The shop takes PromptPay at 081-222-3333; เขาวิเศษ banks on its own; หาดสำราญ takes the shop's.
  app.db
    .update(schema.shopSettings)
    .set({ promptpayType: 'mobile', promptpayId: '0812223333', promptpayName: 'บจก. ห้างทองนาวง' })
    .where(eq(schema.shopSettings.id, 1))
    .run();
  app.db
    .update(schema.branches)
    .set({
      promptpayType: 'mobile',
      promptpayId: '0893334444',
      promptpayName: 'ห้างทองนาวง สาขาเขาวิเศษ',
      bankName: 'ธนาคารกรุงไทย',
      bankAccName: 'ห้างทองนาวง สาขาเขาวิเศษ',
      bankAccNo: '678-0-12345-6',
    })
    .where(eq(schema.branches.id, khao))
    .run();

  const get = async (url: string, auth: Record<string, string>) => app.inject({ url, headers: auth });
  const qr = async (query: string, auth: Record<string, string>) => {
    const res = await get(`/api/payments/promptpay?amount=1500&${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(anyId(body.payload), 'a Thai QR bank apps read').toBeTruthy();
    return body;
  };
  /** The PromptPay target of a payload: tag 29's mobile number (0066 + the number without its 0). */
  const paysTo = (payload: string) => /0113(0066\d{9})/.exec(payload)?.[1];

  it("a pawn payment's QR pays the contract branch's receiver, and names the branch", async () => {
    const m = await createVerifiedMember(app);
    const c = pawnContract(app, m.customer.id, { branchId: khao });
    // The member's contract list names the branch that keeps each contract.
    const listed = (await get('/api/pawn/get-pawn', m.auth)).json() as { jn_id: string; branch_id: number }[];
    expect(listed.find((r) => r.jn_id === c.jnId)?.branch_id).toBe(khao);
    const body = await qr(`purpose=pawn&jn_id=${c.jnId}`, m.auth);
    expect(paysTo(body.payload)).toBe('0066893334444');
    expect(body).toMatchObject({
      amount: 1500,
      receiverName: 'ห้างทองนาวง สาขาเขาวิเศษ',
      receiverMasked: 'xxx-xxx-4444',
      branch: { id: khao, name: 'เขาวิเศษ' },
    });
    expect((await get(`/api/payments/receiver?jn_id=${c.jnId}&images=url`, m.auth)).json()).toEqual({
      receiver: { receiverName: 'ห้างทองนาวง สาขาเขาวิเศษ', receiverMasked: 'xxx-xxx-4444' },
      branch: { id: khao, name: 'เขาวิเศษ' },
      bankAccount: { bank: 'ธนาคารกรุงไทย', acc_name: 'ห้างทองนาวง สาขาเขาวิเศษ', acc_no: '678-0-12345-6', bank_logo: null },
    });
  });

  it("a savings deposit's QR pays the account branch's receiver; moved, the new branch's", async () => {
    const m = await activeSaver(app);
    const shop = await qr('purpose=deposit&account=saving', m.auth);
    expect(paysTo(shop.payload)).toBe('0066812223333');
    expect(shop.branch).toEqual({ id: branchId(app, 'นาวง'), name: 'นาวง' });
    app.db.update(schema.savingAccounts).set({ branchId: khao }).where(eq(schema.savingAccounts.userId, m.user.id)).run();
    expect(paysTo((await qr('purpose=deposit&account=saving', m.auth)).payload)).toBe('0066893334444');
  });

  it('a type 2 instalment pays its contract’s branch', async () => {
    const m = await createVerifiedMember(app);
    const down = app.db
      .insert(schema.downRequests)
      .values({ userId: m.user.id, branchId: khao, status: 'approved', approvedAmountSatang: 1_000_000 })
      .returning()
      .get();
    expect(paysTo((await qr(`purpose=instalment&account=down&down_id=${down.id}`, m.auth)).payload)).toBe('0066893334444');
  });

  it("a branch without its own receiver or account falls back to the shop's, and says so", async () => {
    const m = await createVerifiedMember(app);
    const c = pawnContract(app, m.customer.id, { branchId: hat });
    const body = await qr(`jn_id=${c.jnId}`, m.auth);
    expect(paysTo(body.payload)).toBe('0066812223333');
    expect(body).toMatchObject({ receiverName: 'บจก. ห้างทองนาวง', branch: { id: hat, name: 'หาดสำราญ' } });
    expect((await get(`/api/payments/receiver?jn_id=${c.jnId}`, m.auth)).json()).toMatchObject({
      receiver: { receiverName: 'บจก. ห้างทองนาวง' },
      branch: { name: 'หาดสำราญ' },
      bankAccount: null,
    });
    // With neither the branch nor the shop taking PromptPay there is no QR, as before branches.
    app.db
      .update(schema.shopSettings)
      .set({ promptpayType: null, promptpayId: null, promptpayName: null })
      .where(eq(schema.shopSettings.id, 1))
      .run();
    try {
      expect((await get(`/api/payments/promptpay?amount=100&jn_id=${c.jnId}`, m.auth)).statusCode).toBe(404);
      expect((await get(`/api/payments/receiver?jn_id=${c.jnId}`, m.auth)).json().receiver).toBeNull();
      // เขาวิเศษ's own receiver still works without the shop's.
      const own = pawnContract(app, m.customer.id, { branchId: khao });
      expect(paysTo((await qr(`jn_id=${own.jnId}`, m.auth)).payload)).toBe('0066893334444');
    } finally {
      app.db
        .update(schema.shopSettings)
        .set({ promptpayType: 'mobile', promptpayId: '0812223333', promptpayName: 'บจก. ห้างทองนาวง' })
        .where(eq(schema.shopSettings.id, 1))
        .run();
    }
  });

  it("answers another member's contract, account or type 2 contract as not found, and a muddled target 400", async () => {
    const a = await createVerifiedMember(app);
    const b = await activeSaver(app);
    const c = pawnContract(app, a.customer.id, { branchId: khao });
    const down = app.db.insert(schema.downRequests).values({ userId: a.user.id, branchId: khao }).returning().get();
    for (const q of [`jn_id=${c.jnId}`, `account=down&down_id=${down.id}`]) {
      expect((await get(`/api/payments/promptpay?amount=100&${q}`, b.auth)).statusCode, q).toBe(404);
      expect((await get(`/api/payments/receiver?${q}`, b.auth)).statusCode, q).toBe(404);
    }
    // a member with no savings account
    expect((await get('/api/payments/promptpay?amount=100&account=saving', a.auth)).statusCode).toBe(404);
    // and none in gold
    expect((await get('/api/payments/promptpay?amount=100&account=gold', a.auth)).statusCode).toBe(404);
    for (const q of [`jn_id=${c.jnId}&account=saving`, 'account=down', `down_id=${down.id}`, 'account=silver', 'jn_id=x%20y']) {
      const res = await get(`/api/payments/promptpay?amount=100&${q}`, a.auth);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("the branch's bank logo, once the owner adds one, comes with its account", async () => {
    const m = await createVerifiedMember(app);
    const c = pawnContract(app, m.customer.id, { branchId: khao });
    const { pngImage, multipart } = await import('../../test/factories');
    const b = multipart({}, { bank_logo: await pngImage(48, 48) });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/branches/${khao}/bank-logo`,
      payload: b.payload,
      headers: b.headers,
      cookies: owner.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = (await get(`/api/payments/receiver?jn_id=${c.jnId}&images=url`, m.auth)).json().bankAccount.bank_logo;
    expect(logo).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
  });
});
