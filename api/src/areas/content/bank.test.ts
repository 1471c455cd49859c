import { describe, expect, it } from 'vitest';
import { schema } from '@goldshop/db';
import { testApp } from '../../test/app';
import { createStaff, multipart, pngImage, storedImage } from '../../test/factories';
import { expectOwnerOnly, imageBase64, lastAudit, snapshot } from '../../test/content-support';

describe('bank account', async () => {
  const app = await testApp();
  // Where members send money is the owner's to change (the declaration's access).
  const { cookies, staff } = await createStaff(app, 'owner');

  it('GET /api/content/account-details answers 404 while the shop has no account', async () => {
    const res = await app.inject('/api/content/account-details');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('answers the one account as an object, base64 logo by default and URL on request', async () => {
    const logo = await storedImage(app, 'bank_logo');
    const [row] = await app.db
      .insert(schema.bankAccounts)
      .values({ bank: 'กสิกรไทย', accName: 'ร้านทอง', accNo: '123-4-56789-0', bankLogo: logo })
      .returning();
    const res = await app.inject('/api/content/account-details');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row!.id,
      bank: 'กสิกรไทย',
      acc_name: 'ร้านทอง',
      acc_no: '123-4-56789-0',
      bank_logo: imageBase64(app, logo),
    });
    expect((await app.inject('/api/content/account-details?images=url')).json().bank_logo).toBe(`/api/images/${logo}.webp`);
  });

  it('PUT account-details/:id updates fields, keeps the logo when none is sent, replaces it when sent', async () => {
    const { id, bank_logo: oldLogo } = (await app.inject('/api/content/account-details?images=url')).json();
    let { payload, headers } = multipart({ bank: 'ไทยพาณิชย์', acc_name: 'บริษัท ทอง จำกัด', acc_no: '9876543210' });
    let res = await app.inject({ method: 'PUT', url: `/api/content/account-details/${id}?images=url`, payload, headers, cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, bank: 'ไทยพาณิชย์', acc_name: 'บริษัท ทอง จำกัด', acc_no: '9876543210', bank_logo: oldLogo });
    expect(lastAudit(app)).toMatchObject({
      staffId: staff.id,
      action: 'update',
      entity: 'bank_account',
      entityId: String(id),
      after: { accNo: '9876543210' },
    });

    ({ payload, headers } = multipart(
      { bank: 'ไทยพาณิชย์', acc_name: 'บริษัท ทอง จำกัด', acc_no: '9876543210' },
      { bank_logo: await pngImage(20, 20) },
    ));
    res = await app.inject({ method: 'PUT', url: `/api/content/account-details/${id}?images=url`, payload, headers, cookies });
    expect(res.json().bank_logo).not.toBe(oldLogo);
    expect(res.json().bank_logo).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
  });

  it('has no required field (docs/product.md "Input rules"): one left out stays, an empty one saves empty', async () => {
    const saved = (await app.inject('/api/content/account-details')).json();
    const { payload, headers } = multipart({ bank: '', acc_name: 'ร้านทอง' });
    const res = await app.inject({ method: 'PUT', url: `/api/content/account-details/${saved.id}`, payload, headers, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bank: '', acc_name: 'ร้านทอง', acc_no: saved.acc_no });
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const { id } = (await app.inject('/api/content/account-details')).json();
    const cases = [
      { url: `/api/content/account-details/${id}`, fields: { bank: 'x', acc_name: 'y', acc_no: 'abc-not-number' }, files: {}, status: 400 },
      { url: `/api/content/account-details/${id}`, fields: { bank: 'x', acc_name: 'y', acc_no: '12' }, files: {}, status: 400 },
      {
        url: `/api/content/account-details/${id}`,
        fields: { bank: 'x', acc_name: 'y', acc_no: '1234567' },
        files: { bank_logo: Buffer.from('%PDF-1.4') },
        status: 415,
      },
      { url: '/api/content/account-details/777', fields: { bank: 'x', acc_name: 'y', acc_no: '1234567' }, files: {}, status: 404 },
    ];
    for (const c of cases) {
      const before = snapshot(app);
      const { payload, headers } = multipart(c.fields, c.files);
      const res = await app.inject({ method: 'PUT', url: c.url, payload, headers, cookies });
      expect(res.statusCode, JSON.stringify(c.fields)).toBe(c.status);
      expect(snapshot(app)).toBe(before);
    }
  });

  it('refuses the update to anyone but the owner, plain staff included', async () => {
    const { id } = (await app.inject('/api/content/account-details')).json();
    const { payload, headers } = multipart({ bank: 'x', acc_name: 'y', acc_no: '1234567' });
    await expectOwnerOnly(app, { method: 'PUT', url: `/api/content/account-details/${id}`, payload, headers });
  });
});
