import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import { testApp } from '../../test/app';
import { createCustomer, createStaff } from '../../test/factories';
import { nationalId, verificationRequest } from '../../test/fixtures';

/**
 * National IDs and ID card images (docs/decisions.md "Verification and personal data"). Lists show IDs
 * masked, to the owner too; staff search by the whole number or its last four digits only (attack test: a
 * staff member recovered a whole ID digit by digit, 13 digits in 21 substring searches). Whoever decides a
 * verification sees its evidence, the ID card image and, while it waits, the whole number, and every view is
 * logged: staff were approving existing-customer claims without the card's photo (a stranger who knew a
 * national ID and sent any two pictures was approved, then read that customer's pawn contracts).
 */
describe('national IDs, ID card images and staff', async () => {
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
  const views = (staffId: number, requestId: number) =>
    app.db
      .select({ subject: schema.sensitiveAccessLog.subject, imageHash: schema.sensitiveAccessLog.imageHash })
      .from(schema.sensitiveAccessLog)
      .where(
        and(
          eq(schema.sensitiveAccessLog.staffId, staffId),
          eq(schema.sensitiveAccessLog.entity, 'verification_request'),
          eq(schema.sensitiveAccessLog.entityId, requestId),
        ),
      )
      .all();

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

  it('lists mask the ID with the contract mask for staff and the owner alike', async () => {
    for (const who of [staff, owner]) {
      expect((await as(who, `/customers?q=${card}`)).json().data[0].card).toBe(maskNationalId(card));
      expect((await as(who, `/customers/${customer.id}`)).json().card).toBe(maskNationalId(card));
    }
    await verificationRequest(app, { customerId: customer.id, nationalId: card });
    for (const who of [staff, owner]) {
      const page = (await as(who, '/verifications?status=pending&pageSize=100')).json();
      expect(JSON.stringify(page)).not.toContain(card);
    }
  });

  it('staff deciding an existing-customer claim see the ID card, the selfie, the whole ID and the phone on file; each view is logged', async () => {
    const { request } = await verificationRequest(app, { customerId: customer.id, nationalId: card });
    app.db.update(schema.customers).set({ tel: '0861234567' }).where(eq(schema.customers.id, customer.id)).run();

    const d = (await as(staff, `/verifications/${request.id}`)).json();
    expect(d.idCardImg).toMatch(/^\/api\/images\/p\//);
    expect(d.personalImg).toMatch(/^\/api\/images\/p\//);
    expect((await app.inject(d.idCardImg)).statusCode).toBe(200);
    expect(d.nationalId).toBe(card); // compared with the card's photo
    // The shop calls the customer on the number it already has, not one the claimant typed.
    expect(d.customer).toMatchObject({ id: customer.id, tel: '0861234567', card: maskNationalId(card) });
    expect(
      views(staff.staff.id, request.id).sort(
        (a, b) => a.subject.localeCompare(b.subject) || String(a.imageHash).localeCompare(String(b.imageHash)),
      ),
    ).toEqual(
      [
        { subject: 'image', imageHash: request.idCardImg },
        { subject: 'image', imageHash: request.personalImg },
        { subject: 'national_id', imageHash: null },
      ].sort((a, b) => a.subject.localeCompare(b.subject) || String(a.imageHash).localeCompare(String(b.imageHash))),
    );
    // Every view, not the first only.
    await as(staff, `/verifications/${request.id}`);
    expect(views(staff.staff.id, request.id)).toHaveLength(6);
  });

  it('once decided, the detail masks the ID again (no decision needs it) and logs only the photos', async () => {
    const { request } = await verificationRequest(app, { nationalId: nationalId() });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/verifications/${request.id}/reject`,
          cookies: staff.cookies,
          payload: { reason: 'รูปไม่ชัด' },
        })
      ).statusCode,
    ).toBe(200);
    const d = (await as(owner, `/verifications/${request.id}`)).json();
    expect(d.nationalId).toBe(maskNationalId(request.nationalId));
    expect(d.idCardImg).toMatch(/^\/api\/images\/p\//);
    expect(views(owner.staff.id, request.id).map((v) => v.subject)).toEqual(['image', 'image']);
  });
});
