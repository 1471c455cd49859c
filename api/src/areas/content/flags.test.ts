import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { createStaff } from '../../test/factories';
import { expectStaffOnly, lastAudit, snapshot } from '../../test/content-support';

const FLAGS = [
  { get: '/api/content/sav1-visible', put: '/api/content/sav1-visible', key: 'sav1_visible' },
  { get: '/api/content/sav2-visible', put: '/api/content/sav2-visible', key: 'sav2_visible' },
  { get: '/api/content/gold-visible', put: '/api/content/gold-visible', key: 'gold_visible' },
  { get: '/api/content/productWithdraw', put: '/api/content/productWithdraw-visible', key: 'product_withdraw' },
  { get: '/api/content/cashWithdraw', put: '/api/content/cashWithdraw-visible', key: 'cash_withdraw' },
];

describe('visibility and withdrawal flags', async () => {
  const app = await testApp();
  const { cookies, staff } = await createStaff(app);

  for (const f of FLAGS) {
    describe(f.key, () => {
      it(`GET ${f.get} answers a bare 0 before staff ever set it`, async () => {
        const res = await app.inject(f.get);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('0');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      });

      it(`PUT ${f.put} switches it on and off, only this flag, with an audit row`, async () => {
        let res = await app.inject({ method: 'PUT', url: f.put, payload: { isVisible: 1 }, cookies });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ isVisible: 1 });
        expect((await app.inject(f.get)).body).toBe('1');
        for (const other of FLAGS.filter((o) => o !== f)) expect((await app.inject(other.get)).body).toBe('0');
        expect(lastAudit(app)).toMatchObject({
          staffId: staff.id,
          action: 'set_flag',
          entity: 'flag',
          entityId: f.key,
          before: null,
          after: { key: f.key, value: 1 },
        });

        res = await app.inject({ method: 'PUT', url: f.put, payload: { isVisible: 0 }, cookies });
        expect(res.json()).toEqual({ isVisible: 0 });
        expect((await app.inject(f.get)).body).toBe('0');
        expect(lastAudit(app)).toMatchObject({ before: { key: f.key, value: 1 }, after: { value: 0 } });
      });

      it('refuses values other than 0 or 1 and changes nothing', async () => {
        for (const payload of [{ isVisible: 2 }, { isVisible: 'yes' }, {}, { visible: 1 }]) {
          const before = snapshot(app);
          const res = await app.inject({ method: 'PUT', url: f.put, payload, cookies });
          expect(res.statusCode, JSON.stringify(payload)).toBe(400);
          expect(snapshot(app)).toBe(before);
        }
      });

      it('refuses the switch to anyone but staff', async () => {
        await expectStaffOnly(app, { method: 'PUT', url: f.put, payload: { isVisible: 1 } });
        expect((await app.inject(f.get)).body).toBe('0');
      });
    });
  }
});
