import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import { testApp } from '../../test/app';
import { createCustomer, createStaff } from '../../test/factories';
import { nationalId, verificationRequest } from '../../test/fixtures';

/**
 * National IDs are the owner's to see (attack test: a staff member recovered a whole ID digit by digit,
 * 13 digits in 21 substring searches, and read it whole in a verification's detail). Staff search by the
 * whole number or its last four digits only, and every staff answer carries the ID masked; the ID card
 * image is the owner's too.
 */
describe('national IDs and staff', async () => {
  const app = await testApp();
  const staff = await createStaff(app, 'staff');
  const owner = await createStaff(app, 'owner');
  const as = (who: { cookies: Record<string, string> }, url: string) => app.inject({ url: `/api/admin${url}`, cookies: who.cookies });
  const card = nationalId();
  const customer = await createCustomer(app, card, 'ประภา ทองดี');
  // No phone number: the searches below must find (or miss) the customer by the ID alone.
  app.db.update(schema.customers).set({ tel: '-' }).where(eq(schema.customers.id, customer.id)).run();
  const found = async (who: typeof staff, q: string) =>
    ((await as(who, `/customers?q=${encodeURIComponent(q)}`)).json().data as { id: number }[]).some((r) => r.id === customer.id);

  it('staff find a customer by the whole ID or its last four digits, by nothing in between', async () => {
    expect(await found(staff, card)).toBe(true);
    expect(await found(staff, card.slice(-4))).toBe(true);
    // What the digit-by-digit attack sends: leading digits, a middle run, all but the last.
    for (const q of [card.slice(0, 1), card.slice(0, 6), card.slice(3, 9), card.slice(0, 12), card.slice(-5), card.slice(-3)]) {
      expect(await found(staff, q), q).toBe(false);
    }
    // Name search is unchanged.
    expect(await found(staff, 'ประภา')).toBe(true);
  });

  it('the owner still searches any part of the number', async () => {
    expect(await found(owner, card.slice(3, 9))).toBe(true);
  });

  it('every staff answer masks the ID with the contract mask; the owner sees it whole', async () => {
    const list = (await as(staff, `/customers?q=${card}`)).json().data[0];
    expect(list.card).toBe(maskNationalId(card));
    expect((await as(staff, `/customers/${customer.id}`)).json().card).toBe(maskNationalId(card));
    expect((await as(owner, `/customers/${customer.id}`)).json().card).toBe(card);
  });

  it('a verification detail gives staff the masked ID, the claimed record masked, the selfie and no ID card image', async () => {
    const { request } = await verificationRequest(app, { customerId: customer.id, nationalId: card });
    const logged = (staffId: number) =>
      app.db.select().from(schema.sensitiveAccessLog).where(eq(schema.sensitiveAccessLog.staffId, staffId)).all().map((r) => r.imageHash);

    const d = (await as(staff, `/verifications/${request.id}`)).json();
    expect(d.nationalId).toBe(maskNationalId(card));
    expect(d.customer.card).toBe(maskNationalId(card));
    expect(d.idCardImg).toBeNull();
    expect(d.personalImg).toMatch(/^\/api\/images\/p\//);
    expect(JSON.stringify(d)).not.toContain(card);
    // Only what was shown is logged as seen.
    expect(logged(staff.staff.id)).toEqual([request.personalImg]);

    const o = (await as(owner, `/verifications/${request.id}`)).json();
    expect(o.nationalId).toBe(card);
    expect(o.customer.card).toBe(card);
    expect(o.idCardImg).toMatch(/^\/api\/images\/p\//);
    expect(logged(owner.staff.id).sort()).toEqual([request.idCardImg, request.personalImg].sort());
  });
});
