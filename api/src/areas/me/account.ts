import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskNationalId } from '../../../contract/national-id';
import { OPTIONAL_CONSENTS, type AccountAnswer, type AccountConsent, type IdView, type OptionalConsent } from '../../../contract/me';
import { notFound } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { staffDisplayName } from '../../lib/staff-name';
import { closingOf } from './close';

const { users, customers, verificationRequests, memberConsents, sensitiveAccessLog, staff, images } = schema;

/** The latest change of each optional consent (none: not given). */
export function optionalConsentsOf(db: Db, userId: number): Map<OptionalConsent, { given: boolean; at: string }> {
  const out = new Map<OptionalConsent, { given: boolean; at: string }>();
  const rows = db.select().from(memberConsents).where(eq(memberConsents.userId, userId)).orderBy(desc(memberConsents.id)).all();
  for (const r of rows) if (!out.has(r.kind)) out.set(r.kind, { given: r.given, at: r.createdAt });
  return out;
}

/** When the member consented to verification: the consent recorded with their latest request that has one. */
function verificationConsentAt(db: Db, userId: number): string | null {
  return (
    db
      .select({ at: verificationRequests.consentAt })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.userId, userId), isNotNull(verificationRequests.consentAt)))
      .orderBy(desc(verificationRequests.id))
      .limit(1)
      .get()?.at ?? null
  );
}

/** Every view of the member's ID card, selfie or whole national ID by staff, newest first (docs/access.md). */
export function idViewsOf(db: Db, userId: number): IdView[] {
  return db
    .select({
      at: sensitiveAccessLog.createdAt,
      by: staff.username,
      byName: staff.displayName,
      subject: sensitiveAccessLog.subject,
      kind: images.kind,
      entity: sensitiveAccessLog.entity,
    })
    .from(sensitiveAccessLog)
    .innerJoin(staff, eq(staff.id, sensitiveAccessLog.staffId))
    .leftJoin(images, eq(images.hash, sensitiveAccessLog.imageHash))
    .where(eq(sensitiveAccessLog.userId, userId))
    .orderBy(desc(sensitiveAccessLog.id))
    .all()
    .map((r) => ({
      at: r.at,
      by: staffDisplayName({ username: r.by, displayName: r.byName }),
      what: r.subject === 'national_id' ? 'national_id' : r.kind === 'id_card' ? 'id_card' : r.kind === 'selfie' ? 'selfie' : 'other',
      entity: r.entity,
    }));
}

/** /account: what the shop holds about the member, the national ID masked. */
/** `remindersInAppOnly`: reminders reach members in the app only this month (lib/line/budget.ts inAppOnlyNow). */
export function accountOf(db: Db, userId: number, remindersInAppOnly = false): AccountAnswer {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound('ไม่พบบัญชี');
  const customer = user.customerId ? db.select().from(customers).where(eq(customers.id, user.customerId)).get() : undefined;
  const optional = optionalConsentsOf(db, userId);
  const verifiedAt = verificationConsentAt(db, userId);
  const consents: AccountConsent[] = [
    { kind: 'verification', optional: false, given: verifiedAt !== null, at: verifiedAt },
    ...OPTIONAL_CONSENTS.map((kind) => ({
      kind,
      optional: true,
      given: optional.get(kind)?.given ?? false,
      at: optional.get(kind)?.at ?? null,
    })),
  ];
  return {
    username: user.username,
    verificationStatus: user.verificationStatus,
    createdAt: user.createdAt,
    profile: customer
      ? {
          name: customer.name,
          phone: customer.tel,
          address: customer.address,
          email: customer.email,
          nationalId: maskNationalId(customer.card),
        }
      : null,
    line: { linked: user.lineUserId !== null, name: user.lineUserId ? user.lineName : null, remindersInAppOnly },
    hasPassword: user.passwordHash !== null,
    consents,
    idViews: idViewsOf(db, userId),
    closing: closingOf(db, userId, user.customerId),
  };
}

/** Gives or withdraws an optional consent: a new row only when it changes (the history stays readable). */
export async function setConsent(db: Db, userId: number, kind: OptionalConsent, given: boolean): Promise<boolean> {
  return immediate(db, (tx) => {
    if ((optionalConsentsOf(tx, userId).get(kind)?.given ?? false) === given) return false;
    tx.insert(memberConsents).values({ userId, kind, given }).run();
    return true;
  });
}
