import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { notFound } from '../../lib/http-error';
import { idViewsOf } from './account';

const s = schema;

/**
 * The columns that hold an image's hash, per table: in the export each becomes a link to the picture, signed
 * for the download (the member's own pictures; anyone with the file can open them for a few minutes).
 */
const IMAGE_COLUMNS = ['idCardImg', 'personalImg', 'proof', 'payoutProof', 'idCardImage', 'idCardImageBack', 'imageHash'] as const;

/** What the export leaves out: secrets the shop keeps to check the member, which are no data about them. */
const SECRET_COLUMNS = ['passwordHash', 'closedLineHash', 'retryKey', 'tokenHash'] as const;

type Row = Record<string, unknown>;

function clean(row: Row, link: (hash: string) => string): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if ((SECRET_COLUMNS as readonly string[]).includes(k)) continue;
    out[k] = (IMAGE_COLUMNS as readonly string[]).includes(k) && typeof v === 'string' ? link(v) : v;
  }
  return out;
}

/**
 * Everything the shop holds about one member (PDPA s.30-31), read in one snapshot: the account, the customer
 * record as verified (the national ID whole: it is the member's own), every verification request and consent,
 * savings type 1 (account, requests, ledger), type 2 (contracts, instalments, closing requests), pawn
 * contracts and payments of their customer record, the messages sent to them, and who at the shop viewed
 * their ID. Only rows whose owner is this member (user_id, or their customer record); amounts in satang as
 * kept. `link` turns an image hash into a link valid for the download.
 */
export function exportOf(db: Db, userId: number, link: (hash: string) => string) {
  return db.transaction((tx) => {
    const user = tx.select().from(s.users).where(eq(s.users.id, userId)).get();
    if (!user) throw notFound('ไม่พบบัญชี');
    const rows = (list: Row[]) => list.map((r) => clean(r, link));
    const customer = user.customerId ? tx.select().from(s.customers).where(eq(s.customers.id, user.customerId)).get() : undefined;
    const pawnContracts = customer
      ? tx.select().from(s.pawnContracts).where(eq(s.pawnContracts.customerId, customer.id)).orderBy(asc(s.pawnContracts.jnDate)).all()
      : [];
    const jnIds = pawnContracts.map((c) => c.jnId);
    return {
      about: 'ข้อมูลทั้งหมดที่ร้านเก็บเกี่ยวกับคุณ ณ เวลาที่ดาวน์โหลด จำนวนเงินเป็นสตางค์ (100 สตางค์ = 1 บาท) ลิงก์รูปภาพใช้ได้ชั่วคราวเท่านั้น',
      exportedAt: new Date().toISOString(),
      account: clean(user, link),
      customer: customer ?? null,
      verificationRequests: rows(
        tx
          .select()
          .from(s.verificationRequests)
          .where(eq(s.verificationRequests.userId, userId))
          .orderBy(asc(s.verificationRequests.id))
          .all(),
      ),
      passwordResets: rows(
        tx.select().from(s.passwordResets).where(eq(s.passwordResets.userId, userId)).orderBy(asc(s.passwordResets.id)).all(),
      ),
      consents: rows(tx.select().from(s.memberConsents).where(eq(s.memberConsents.userId, userId)).orderBy(asc(s.memberConsents.id)).all()),
      saving: {
        accounts: rows(tx.select().from(s.savingAccounts).where(eq(s.savingAccounts.userId, userId)).all()),
        transactions: rows(
          tx.select().from(s.savingTransactions).where(eq(s.savingTransactions.userId, userId)).orderBy(asc(s.savingTransactions.id)).all(),
        ),
        ledger: rows(tx.select().from(s.savingLedger).where(eq(s.savingLedger.userId, userId)).orderBy(asc(s.savingLedger.id)).all()),
      },
      // The gold account: what was bought, taken or sold, and the grams ledger (docs/product.md "Rules: the gold account").
      gold: {
        accounts: rows(tx.select().from(s.goldAccounts).where(eq(s.goldAccounts.userId, userId)).all()),
        transactions: rows(
          tx.select().from(s.goldTransactions).where(eq(s.goldTransactions.userId, userId)).orderBy(asc(s.goldTransactions.id)).all(),
        ),
        ledger: rows(tx.select().from(s.goldLedger).where(eq(s.goldLedger.userId, userId)).orderBy(asc(s.goldLedger.id)).all()),
      },
      // The monthly savings plan (docs/decisions.md "Monthly savings plan").
      savingsPlans: rows(tx.select().from(s.savingsPlans).where(eq(s.savingsPlans.userId, userId)).all()),
      down: {
        contracts: rows(tx.select().from(s.downRequests).where(eq(s.downRequests.userId, userId)).orderBy(asc(s.downRequests.id)).all()),
        payments: rows(tx.select().from(s.downPayments).where(eq(s.downPayments.userId, userId)).orderBy(asc(s.downPayments.id)).all()),
        closeRequests: rows(
          tx.select().from(s.downCloseRequests).where(eq(s.downCloseRequests.userId, userId)).orderBy(asc(s.downCloseRequests.id)).all(),
        ),
      },
      pawn: {
        contracts: rows(pawnContracts),
        payments: rows(
          jnIds.length
            ? tx.select().from(s.pawnPayments).where(inArray(s.pawnPayments.jnId, jnIds)).orderBy(asc(s.pawnPayments.id)).all()
            : [],
        ),
        requests: rows(tx.select().from(s.pawnRequests).where(eq(s.pawnRequests.userId, userId)).orderBy(asc(s.pawnRequests.id)).all()),
      },
      // The transfers the member's slips were read as (sending bank and reference), whichever payment they paid.
      slips: rows(tx.select().from(s.paymentSlips).where(eq(s.paymentSlips.userId, userId)).orderBy(asc(s.paymentSlips.id)).all()),
      pickups: rows(tx.select().from(s.pickups).where(eq(s.pickups.userId, userId)).orderBy(asc(s.pickups.id)).all()),
      reservations: rows(tx.select().from(s.reservations).where(eq(s.reservations.userId, userId)).orderBy(asc(s.reservations.id)).all()),
      reservationDeposits: rows(
        tx
          .select()
          .from(s.reservationDeposits)
          .where(eq(s.reservationDeposits.userId, userId))
          .orderBy(asc(s.reservationDeposits.id))
          .all(),
      ),
      priceAlerts: rows(tx.select().from(s.priceAlerts).where(eq(s.priceAlerts.userId, userId)).orderBy(asc(s.priceAlerts.id)).all()),
      priceAlertDelivery: rows(tx.select().from(s.priceAlertDelivery).where(eq(s.priceAlertDelivery.userId, userId)).all()),
      inbox: rows(tx.select().from(s.memberMessages).where(eq(s.memberMessages.userId, userId)).orderBy(asc(s.memberMessages.id)).all()),
      messages: rows(
        tx.select().from(s.lineNotifications).where(eq(s.lineNotifications.userId, userId)).orderBy(asc(s.lineNotifications.id)).all(),
      ),
      // The LINE MINI App tokens that let the shop answer a payment with a service message; the token itself is a
      // credential, so only that one is held, for which payment, how many messages are left and until when.
      serviceTokens: rows(
        tx
          .select()
          .from(s.lineServiceTokens)
          .where(eq(s.lineServiceTokens.userId, userId))
          .orderBy(asc(s.lineServiceTokens.id))
          .all()
          .map((t) => ({ ...t, token: '(ไม่แสดง)' })),
      ),
      // No record of each device is kept: a sign-out or password change ends every session at once.
      sessions: { sessionVersion: user.sessionVersion, note: 'ร้านไม่เก็บข้อมูลอุปกรณ์หรือเวลาใช้งานของแต่ละเซสชัน' },
      idViews: idViewsOf(tx, userId),
      idViewLog: rows(
        tx.select().from(s.sensitiveAccessLog).where(eq(s.sensitiveAccessLog.userId, userId)).orderBy(asc(s.sensitiveAccessLog.id)).all(),
      ),
    };
  });
}
