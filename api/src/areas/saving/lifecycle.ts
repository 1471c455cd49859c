import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import {
  fulfilmentSteps,
  withdrawalKinds,
  type DeliveryMode,
  type FlagKey,
  type FulfilmentStep,
  type SavingStatus,
} from '@goldshop/db/schema';
import { FULFILMENT_TEXT } from '../../../contract/lifecycles';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import type { SavingTransaction } from './ledger';

// Savings type 1 states and the moves between them, as data. The account: pending → active or rejected
// (staff), rejected → pending (the member asks again). A deposit or withdrawal: pending → approved or
// rejected (staff, through the ledger). An approved withdrawal then travels to the member: FULFILMENT_FLOW.

const { savingAccounts: accounts, savingTransactions: txs } = schema;
export type WithdrawalKind = (typeof withdrawalKinds)[number];

/** Staff decisions on an account request, taken only while it waits ('pending'). */
export const ACCOUNT_DECISIONS = {
  approve: { to: 'active', message: 'อนุมัติบัญชีออมทองแล้ว' },
  reject: { to: 'rejected', message: 'ไม่อนุมัติบัญชีออมทองแล้ว' },
} as const satisfies Record<string, { to: SavingStatus; message: string }>;
export const ACCOUNT_DECIDABLE_FROM: readonly SavingStatus[] = ['pending'];

/** A refused member may ask again: the same row goes back to pending. Any other existing request is a 409. */
export const ACCOUNT_ASK_AGAIN_FROM: SavingStatus = 'rejected';

/** Deposits and withdrawals need a type 1 account in force. */
export function requireActiveAccount(tx: Db, userId: number): void {
  const acc = tx.select({ status: accounts.status }).from(accounts).where(eq(accounts.userId, userId)).get();
  if (!acc) throw forbidden('NO_SAVING_ACCOUNT', 'กรุณายื่นคำขอเปิดบัญชีออมทองก่อนทำรายการ');
  if (acc.status !== 'active') throw conflict('SAVING_NOT_ACTIVE', 'บัญชีออมทองยังไม่มีผลบังคับ');
}

/** The admin switch that opens each withdrawal kind; a flag never set reads as 0 (closed). */
export const WITHDRAW_FLAG = { withdraw_goods: 'product_withdraw', withdraw_cash: 'cash_withdraw' } as const satisfies Record<
  WithdrawalKind,
  FlagKey
>;
export function withdrawalOpen(tx: Db, kind: WithdrawalKind): boolean {
  return tx.select({ value: schema.flags.value }).from(schema.flags).where(eq(schema.flags.key, WITHDRAW_FLAG[kind])).get()?.value === 1;
}

interface Step {
  kind: WithdrawalKind;
  after: FulfilmentStep | null;
  mode?: DeliveryMode;
  /** The refusal (code, message) when the step was already taken. */
  taken: readonly [code: string, message: string];
}
/**
 * An approved withdrawal's way to the member, step by step: the kind it applies to, the step it must
 * follow (null: none taken yet), the delivery mode it needs, and the refusal when it was already taken.
 * Goods: prepared, then shipped (delivery) or picked_up (pickup at the chosen branch). Cash: transferred.
 */
export const FULFILMENT_FLOW: Record<FulfilmentStep, Step> = {
  prepared: { kind: 'withdraw_goods', after: null, taken: ['WRONG_STEP', 'รายการนี้เตรียมสินค้าไปแล้ว'] },
  shipped: { kind: 'withdraw_goods', after: 'prepared', mode: 'จัดส่ง', taken: ['WRONG_STEP', 'รายการนี้เสร็จสิ้นแล้ว'] },
  picked_up: { kind: 'withdraw_goods', after: 'prepared', mode: 'รับเองหน้าร้าน', taken: ['WRONG_STEP', 'รายการนี้เสร็จสิ้นแล้ว'] },
  transferred: { kind: 'withdraw_cash', after: null, taken: ['ALREADY_PAID', 'รายการนี้โอนเงินแล้ว'] },
};

const NOT_OF_KIND: Record<WithdrawalKind, readonly [code: string, message: string]> = {
  withdraw_goods: ['NOT_GOODS', 'รายการนี้ไม่ใช่การถอนเป็นทองคำ'],
  withdraw_cash: ['NOT_CASH', 'รายการนี้ไม่ใช่การถอนเป็นเงินสด'],
};

/** Steps that another step follows: a withdrawal standing on one (or on none) has not reached the member. */
const UNFINISHED = fulfilmentSteps.filter((s) => Object.values(FULFILMENT_FLOW).some((f) => f.after === s));

/** Approved withdrawals whose goods or money have not reached the member yet. */
export const openFulfilment: SQL = and(
  eq(txs.status, 'approved'),
  inArray(txs.kind, withdrawalKinds),
  or(isNull(txs.fulfilment), inArray(txs.fulfilment, UNFINISHED)),
)!;

/** Refuses a step the withdrawal cannot take now (400 for the wrong kind or mode, 409 out of order). */
export function requireStep(
  t: Pick<SavingTransaction, 'kind' | 'status' | 'fulfilment' | 'isDelivery'>,
  step: FulfilmentStep,
  /** The pickup branch's name, for the refusal that names it. */
  branchName: string | null = null,
): void {
  const flow = FULFILMENT_FLOW[step];
  if (t.kind !== flow.kind) throw badRequest(...NOT_OF_KIND[flow.kind]);
  if (t.status !== 'approved') throw conflict('NOT_APPROVED', 'ต้องอนุมัติรายการก่อน');
  if (flow.mode && t.isDelivery !== flow.mode) {
    throw badRequest('WRONG_MODE', t.isDelivery === 'จัดส่ง' ? 'รายการนี้เลือกจัดส่ง' : `รายการนี้เลือกรับที่สาขา${branchName ?? ''}`);
  }
  if (t.fulfilment !== flow.after) {
    if (t.fulfilment === null) throw conflict('WRONG_STEP', `กรุณา${FULFILMENT_TEXT[flow.after!]}ก่อน`);
    throw conflict(...flow.taken);
  }
}
