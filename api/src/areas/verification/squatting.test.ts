import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createCustomer, createMember, createStaff, multipart, pngImage } from '../../test/factories';
import { nationalId } from '../../test/fixtures';

/**
 * Squatting a national ID: a stranger's pending request for someone's ID used to make the real owner's own
 * request answer 409 ID_IN_USE. A pending request holds nothing; staff see both and decide.
 */
describe("a pending request does not block another member's", async () => {
  const app = await testApp();
  const { cookies } = await createStaff(app);
  const photos = {
    idCardImg: await pngImage(60, 40, { r: 10, g: 200, b: 30 }),
    personalImg: await pngImage(40, 60, { r: 200, g: 10, b: 90 }),
  };
  const form = (card: string) => ({
    NationalID: card,
    fullName: 'สมหญิง ตัวจริง',
    phoneNumber: '0812345678',
    address: '1 หมู่ 2',
    email: '',
    consent: 'true',
  });
  const ask = (auth: Record<string, string>, card: string) => {
    const b = multipart(form(card), photos);
    return app.inject({
      method: 'POST',
      url: `/api/verify/verify-request?idCard=${card}`,
      payload: b.payload,
      headers: { ...b.headers, ...auth },
    });
  };
  const queue = async () =>
    (await app.inject({ url: '/api/admin/verifications?status=pending&pageSize=100', cookies })).json().data as {
      id: number;
      userId: number;
      sameIdPending: number;
    }[];
  const decide = (id: number, action: 'approve' | 'reject') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/${action}`,
      cookies,
      payload: action === 'reject' ? { reason: 'ไม่ใช่เจ้าของบัตร' } : {},
    });

  it('new customer: both members wait, staff see the other request, the second approval is refused', async () => {
    const card = nationalId();
    const squatter = await createMember(app);
    const owner = await createMember(app);
    expect((await ask(squatter.auth, card)).statusCode).toBe(200);
    const res = await ask(owner.auth, card);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await queue()).filter((r) => r.userId === squatter.user.id || r.userId === owner.user.id);
    expect(rows.map((r) => r.sameIdPending)).toEqual([1, 1]);
    const ownerRow = rows.find((r) => r.userId === owner.user.id)!;
    const squatRow = rows.find((r) => r.userId === squatter.user.id)!;
    expect((await decide(ownerRow.id, 'approve')).statusCode).toBe(200);
    const second = await decide(squatRow.id, 'approve');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CARD_LINKED');
    expect((await decide(squatRow.id, 'reject')).statusCode).toBe(200);
    // Once approved, the ID is in use: a third member is told so.
    const late = await createMember(app);
    expect((await ask(late.auth, card)).json().code).toBe('ID_IN_USE');
  });

  it('existing customer: the lookup does not say "in use" while another request only waits', async () => {
    const card = nationalId();
    const customer = await createCustomer(app, card);
    const lookup = (auth: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/verify/query-data', headers: auth, payload: { idCard: card } });
    const claim = (auth: Record<string, string>) => {
      const b = multipart({ consent: 'true' }, photos);
      return app.inject({
        method: 'POST',
        url: `/api/verify/existing-request?Customer_id=${customer.id}`,
        payload: b.payload,
        headers: { ...b.headers, ...auth },
      });
    };
    const squatter = await createMember(app);
    await lookup(squatter.auth);
    expect((await claim(squatter.auth)).statusCode).toBe(200);
    const owner = await createMember(app);
    expect((await lookup(owner.auth)).json()).toMatchObject({ isDataExisting: true, isUserIdExisting: false });
    expect((await claim(owner.auth)).statusCode).toBe(200);
  });
});
