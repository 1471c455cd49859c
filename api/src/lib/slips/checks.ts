import { and, eq, lt } from 'drizzle-orm';
import { slipVerify } from 'promptparse/generate';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@goldshop/db';
import type { SlipPaymentKind } from '@goldshop/db/enums';
import { nowIso } from '../dates';
import { formatBaht } from '../money';
import { branchAccounts } from '../branches';
import { receiverOf } from '../promptpay';
import { immediate } from '../tx';
import { askSlipService, sameAccount, type ServiceAnswer, type SlipService } from './service';

const {
  paymentSlips: slips,
  savingTransactions: txs,
  downPayments: pays,
  pawnRequests: pawn,
  goldTransactions: gold,
  reservationDeposits: deposits,
  bankAccounts,
} = schema;

/** After this many failed asks a slip is marked unavailable: staff decide on the picture as before. */
export const MAX_TRIES = 5;
const BATCH = 20;

/** The amount each kind of payment asked for, in satang. */
const AMOUNT_OF: Record<SlipPaymentKind, (db: Db, id: number) => number | undefined> = {
  deposit: (db, id) => db.select({ a: txs.amountSatang }).from(txs).where(eq(txs.id, id)).get()?.a,
  instalment: (db, id) => db.select({ a: pays.amountSatang }).from(pays).where(eq(pays.id, id)).get()?.a,
  pawn: (db, id) => db.select({ a: pawn.amountSatang }).from(pawn).where(eq(pawn.id, id)).get()?.a,
  gold: (db, id) => db.select({ a: gold.amountSatang }).from(gold).where(eq(gold.id, id)).get()?.a,
  reservation: (db, id) => db.select({ a: deposits.amountSatang }).from(deposits).where(eq(deposits.id, id)).get()?.a,
};

/**
 * The accounts a member's transfer may rightly reach: the shop's bank accounts and PromptPay id, and every
 * branch's own (docs/decisions.md "Branches are rows"), a closed branch's too (its members still pay it).
 */
export function shopAccounts(db: Db): string[] {
  const accounts = db
    .select({ no: bankAccounts.accNo })
    .from(bankAccounts)
    .all()
    .map((a) => a.no);
  const branches = branchAccounts(db);
  accounts.push(...branches.accNos);
  for (const promptpay of [receiverOf(db), ...branches.promptpay]) {
    if (promptpay)
      accounts.push(promptpay.id, ...(promptpay.type === 'mobile' ? [`66${promptpay.id.slice(1)}`, `0066${promptpay.id.slice(1)}`] : []));
  }
  return accounts;
}

/** The check's verdict on one answer, with what staff should read when it did not pass. */
export function verdict(answer: ServiceAnswer, paidSatang: number | undefined, accounts: string[]) {
  if (!answer.found) return { check: 'not_found' as const, note: 'บริการตรวจสลิปไม่พบรายการโอนนี้ที่ธนาคาร' };
  const problems: string[] = [];
  if (answer.amountSatang !== null && paidSatang !== undefined && answer.amountSatang !== paidSatang) {
    problems.push(`ยอดโอนในสลิป ${formatBaht(answer.amountSatang)} ไม่ตรงกับยอดที่แจ้ง ${formatBaht(paidSatang)}`);
  }
  if (answer.receiverAccounts.length > 0 && !answer.receiverAccounts.some((shown) => accounts.some((ours) => sameAccount(shown, ours)))) {
    problems.push(`ผู้รับเงินไม่ใช่บัญชีของร้าน (${answer.receiverAccounts.join(', ')}${answer.receiverName ? ` ${answer.receiverName}` : ''})`);
  }
  return problems.length ? { check: 'mismatch' as const, note: problems.join(' และ ') } : { check: 'ok' as const, note: null };
}

/**
 * Asks the verification service about slips still waiting for it, after their payments were recorded: the
 * member's payment never waits for the service, and a service that is down only leaves slips pending
 * (asked again on the next round, then marked unavailable). One round at a time.
 */
export class SlipChecker {
  private running: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly opts: { db: Db; service: SlipService | undefined; log: FastifyBaseLogger }) {}

  get enabled() {
    return this.opts.service !== undefined;
  }

  /** Checks what is pending now; resolves with how many slips got an answer (or gave up). */
  checkPending(): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Soon after a payment, without holding its request. */
  kick(): void {
    if (this.enabled) setImmediate(() => void this.checkPending());
  }

  start(everyMs = 60_000): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => void this.checkPending(), everyMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async round(): Promise<number> {
    const { db, service, log } = this.opts;
    if (!service) return 0;
    const pending = db
      .select()
      .from(slips)
      .where(and(eq(slips.check, 'pending'), lt(slips.checkTries, MAX_TRIES)))
      .limit(BATCH)
      .all();
    let settled = 0;
    for (const slip of pending) {
      // The bank is asked with the QR as the bank printed it (the reference's own case); slips stored before
      // the text was kept are asked with the payload rebuilt from the canonical pair.
      const payload = slip.payload ?? (slip.bank && slip.transRef ? slipPayloadOf(slip.bank, slip.transRef) : null);
      if (!payload) continue;
      try {
        const answer = await askSlipService(service, payload);
        const v = verdict(answer, AMOUNT_OF[slip.kind](db, slip.paymentId), shopAccounts(db));
        immediate(db, (tx) =>
          tx
            .update(slips)
            .set({
              check: v.check,
              checkNote: v.note,
              checkAmountSatang: answer.found ? answer.amountSatang : null,
              checkReceiver: answer.found ? [answer.receiverName, ...answer.receiverAccounts].filter(Boolean).join(' ') || null : null,
              checkDate: answer.found ? answer.date : null,
              checkTries: slip.checkTries + 1,
              checkedAt: nowIso(),
            })
            .where(eq(slips.id, slip.id))
            .run(),
        );
        settled++;
      } catch (err) {
        const tries = slip.checkTries + 1;
        const gaveUp = tries >= MAX_TRIES;
        log.warn({ err: (err as Error).message, slip: slip.id, tries }, 'slip check failed');
        immediate(db, (tx) =>
          tx
            .update(slips)
            .set({
              checkTries: tries,
              ...(gaveUp && {
                check: 'unavailable' as const,
                checkNote: 'ตรวจกับบริการตรวจสลิปไม่ได้ ให้ตรวจกับรายการเงินเข้าบัญชีของร้าน',
                checkedAt: nowIso(),
              }),
            })
            .where(eq(slips.id, slip.id))
            .run(),
        );
        if (gaveUp) settled++;
      }
    }
    return settled;
  }
}

/** The mini-QR text of a stored transfer, for a slip stored without its text. */
const slipPayloadOf = (bank: string, transRef: string) => slipVerify({ sendingBank: bank, transRef });
