// Rows the member side would have made, built directly so the staff side can be tested on its own.
import { eq, sql } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import { withCheckDigit } from '../../contract/national-id';
import { createMember, createVerifiedMember, storedImage } from './factories';
import { branchId } from './branch-support';

let seq = 0;

/** A valid Thai national ID (mod-11 check digit), different on every call. */
export const nationalId = (): string => withCheckDigit(`1${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(5, '0')}`);

export async function verificationRequest(app: App, opts: { customerId?: number; nationalId?: string; userStatus?: number } = {}) {
  const member = await createMember(app, { verificationStatus: opts.userStatus ?? 1 });
  const [idCardImg, personalImg] = [await storedImage(app, 'id_card'), await storedImage(app, 'selfie')];
  const [request] = await app.db
    .insert(schema.verificationRequests)
    .values({
      userId: member.user.id,
      customerId: opts.customerId ?? null,
      nationalId: opts.nationalId ?? nationalId(),
      fullName: opts.customerId ? null : 'สมชาย ใจดี',
      phoneNumber: opts.customerId ? null : '0899999999',
      address: opts.customerId ? null : '99 หมู่ 1',
      email: null,
      idCardImg,
      personalImg,
      consentAt: new Date().toISOString(),
    })
    .returning();
  return { member, request: request! };
}

/** A verified member with a type 1 account in force. */
export async function saver(app: App) {
  const m = await createVerifiedMember(app);
  await app.db.insert(schema.savingAccounts).values({ userId: m.user.id, status: 'active', branchId: branchId(app) });
  return m;
}

export async function savingTx(
  app: App,
  userId: number,
  kind: 'deposit' | 'withdraw_goods' | 'withdraw_cash',
  amountSatang: number,
  extra: Partial<typeof schema.savingTransactions.$inferInsert> = {},
) {
  const proof = kind === 'deposit' ? await storedImage(app, 'slip') : null;
  const ids =
    kind === 'deposit' ? {} : { idCardImage: await storedImage(app, 'id_card'), idCardImageBack: await storedImage(app, 'id_card') };
  const goods =
    kind === 'withdraw_goods'
      ? {
          productDetail: 'สร้อยคอ 1 บาท',
          isDelivery: 'จัดส่ง' as const,
          deliveryName: 'ก',
          deliveryPhone: '0811111111',
          deliveryAddress: 'บ้าน',
        }
      : {};
  const cash = kind === 'withdraw_cash' ? { bank: 'กสิกรไทย', accountName: 'ก', accountNumber: '1234567890' } : {};
  const [row] = await app.db
    .insert(schema.savingTransactions)
    .values({ userId, kind, amountSatang, amountString: 'จำนวนเงิน', proof, ...ids, ...goods, ...cash, ...extra })
    .returning();
  return row!;
}

/** A deposit approved the way staff would, so the member has a balance to withdraw from. */
export async function fundedSaver(app: App, staffId: number, satang: number) {
  const m = await saver(app);
  const dep = await savingTx(app, m.user.id, 'deposit', satang);
  await app.db.update(schema.savingTransactions).set({ status: 'approved' }).where(eq(schema.savingTransactions.id, dep.id));
  await app.db.insert(schema.savingLedger).values({ userId: m.user.id, transactionId: dep.id, amountSatang: satang, createdBy: staffId });
  return m;
}

export function ledgerSum(app: App, userId?: number): number {
  const row = app.sqlite
    .prepare<unknown[], { s: number }>(
      `select coalesce(sum(amount_satang), 0) as s from saving_ledger ${userId ? 'where user_id = ?' : ''}`,
    )
    .get(...(userId ? [userId] : []));
  return row!.s;
}

export async function downRequest(app: App, status: (typeof schema.downStatuses)[number] = 'pending') {
  const m = await createVerifiedMember(app);
  // A contract staff approved carries its terms (100,000 baht over a year); a pending or refused one none.
  const terms =
    status === 'pending' || status === 'rejected'
      ? {}
      : { prodType: 'สร้อยคอ 1 บาท', approvedAmountSatang: 10_000_000, startDate: '2026-01-01', endDate: '2026-12-31' };
  const [row] = await app.db
    .insert(schema.downRequests)
    .values({ userId: m.user.id, branchId: branchId(app), status, ...terms })
    .returning();
  return { member: m, request: row! };
}

export const auditCount = (app: App) => app.db.select({ n: sql<number>`count(*)` }).from(schema.auditLog).get()!.n;
