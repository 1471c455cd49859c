import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PawnReceipt } from '../../../contract/pawn-requests';
import { PAWN_AWAITING_PICKUP } from '../../../contract/pawn';
import { branchNames } from '../../lib/branches';
import { decide, type Decider, type Decision } from '../../lib/decide';
import { nowIso } from '../../lib/dates';
import { conflict } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { shopProfile } from '../content/shop-profile';
import { staffDisplayName } from '../../lib/staff-name';
import { referenceOf } from '../../../contract/references';
import { dueDateRefusal, isOpenStatus, pawnBranchOf, paymentsOf, type PawnContractRow } from './contracts';
import { addMonths } from './law';
import { APP_PAY_TYPE, EXTENDED_STATUS, HANDED_OVER, PAWN_DECISIONS, REDEEMED_STATUS } from './lifecycle';
import { settlePickup } from '../../lib/pickup-close';
import type { PawnRequestRow } from './requests';
import { pawnSettings } from './settings';
import { extensionRoomSatang, interestRoomSatang, standing } from './standing';

// The staff's decisions on a member's pawn payment, each through decide() (state check, apply, audit, LINE
// message, one immediate transaction). An approval re-checks the law against the contract as it is now:
// the due date never past 3 years from the sale, the interest never above the ceiling; a request the
// contract no longer allows is refused (409) and staff reject it with the reason.

const { pawnRequests: requests, pawnContracts: contracts, pawnPayments: payments, staff } = schema;

/** Every decision on a member's pawn payment: the request by id, from the states its move allows, audited as `action`. */
function decidePawn(
  app: FastifyInstance,
  by: Decider,
  id: number,
  action: 'approve' | 'reject' | 'fulfil',
  move: { from: readonly PawnRequestRow['status'][] },
  apply: Decision<PawnRequestRow, string>['apply'],
) {
  return decide(app, {
    by,
    action,
    entity: 'pawn_request',
    load: (tx: Db) => tx.select().from(requests).where(eq(requests.id, id)).get(),
    // The payment is the contract's branch's to decide; a redeemed piece is handed over where it is collected.
    branchOf: (tx, r) => (action === 'fulfil' && r.branchId !== null ? r.branchId : pawnBranchOf(tx, r.jnId)),
    from: move.from,
    apply,
  });
}

/** What approving `r` does to the contract now, or the 409 that says why it may not. */
function approval(tx: Db, r: PawnRequestRow, c: PawnContractRow) {
  if (!isOpenStatus(c.jnStatus)) throw conflict('PAWN_CLOSED', `สัญญานี้ไม่ได้เปิดอยู่แล้ว (สถานะ ${c.jnStatus}) ให้ปฏิเสธรายการพร้อมเหตุผล`);
  const paid = paymentsOf(tx, [c.jnId]).get(c.jnId) ?? [];
  const s = standing(c, paid, pawnSettings(tx).monthRule, r.payDate);
  const room = (day: string) => interestRoomSatang(c, paid, day);
  const ceiling = () => conflict('PAWN_CEILING', 'ยอดดอกเบี้ยรวมจะเกินเพดานที่กฎหมายกำหนด (15% ต่อปี) ให้ปฏิเสธรายการพร้อมเหตุผล');
  if (r.kind === 'interest') {
    const dueDate = addMonths(c.dueDate, r.months ?? 0);
    const refused = dueDateRefusal(c.jnDate, dueDate);
    if (refused) throw conflict(refused.code, `${refused.message} ให้ปฏิเสธรายการพร้อมเหตุผล`);
    if (r.interestSatang > extensionRoomSatang(c, paid, c.dueDate, dueDate)) throw ceiling();
    return { dueDate, jnStatus: EXTENDED_STATUS, principalAfterSatang: s.principalSatang };
  }
  if (r.kind === 'principal' && r.principalSatang >= s.principalSatang) {
    throw conflict('PAWN_PRINCIPAL_CHANGED', 'เงินต้นคงเหลือเปลี่ยนไปแล้ว ยอดลดต้นไม่น้อยกว่าเงินต้นคงเหลือ ให้ปฏิเสธรายการพร้อมเหตุผล');
  }
  if (r.kind === 'redeem' && r.principalSatang !== Math.min(s.principalSatang, r.amountSatang)) {
    throw conflict('PAWN_PRINCIPAL_CHANGED', 'เงินต้นคงเหลือเปลี่ยนไปแล้ว ยอดไถ่ถอนไม่ตรงกับสัญญา ให้ปฏิเสธรายการพร้อมเหตุผล');
  }
  if (r.interestSatang > Math.max(0, room(r.payDate))) throw ceiling();
  return {
    dueDate: c.dueDate,
    jnStatus: r.kind === 'redeem' ? PAWN_AWAITING_PICKUP : c.jnStatus,
    principalAfterSatang: r.kind === 'redeem' ? 0 : s.principalSatang - r.principalSatang,
  };
}

/** Who received the money, as the member reads it on the e-receipt (the display name the owner set). */
function staffNameOf(tx: Db, staffId: number): string {
  const s = tx.select({ username: staff.username, displayName: staff.displayName }).from(staff).where(eq(staff.id, staffId)).get();
  return s ? staffDisplayName(s) : `พนักงาน #${staffId}`;
}

/** Approves a member's payment: records it, moves the due date (ต่อดอก) or the contract to pickup (ไถ่ถอน), issues the receipt. */
export function approveRequest(app: FastifyInstance, by: Decider, id: number) {
  const d = PAWN_DECISIONS.approve;
  return decidePawn(app, by, id, 'approve', d, (tx, r) => {
    const c = tx.select().from(contracts).where(eq(contracts.jnId, r.jnId)).get()!;
    const next = approval(tx, r, c);
    const payment = tx
      .insert(payments)
      .values({
        jnId: r.jnId,
        payDate: r.payDate,
        totalSatang: r.amountSatang,
        principalSatang: r.principalSatang,
        payType: APP_PAY_TYPE,
        proof: r.proof,
        requestId: r.id,
      })
      .returning()
      .get();
    const contract = tx
      .update(contracts)
      .set({ dueDate: next.dueDate, jnStatus: next.jnStatus })
      .where(eq(contracts.jnId, r.jnId))
      .returning()
      .get();
    const receipt: PawnReceipt = {
      number: referenceOf('pawnRequest', r.id),
      issuedAt: nowIso(),
      shopName: shopProfile(tx).name,
      staffName: staffNameOf(tx, by.id),
      jn_id: r.jnId,
      kind: r.kind,
      payDate: r.payDate,
      amount: satangToBaht(r.amountSatang),
      interest: satangToBaht(r.interestSatang),
      principal: satangToBaht(r.principalSatang),
      months: r.months,
      principalAfter: satangToBaht(next.principalAfterSatang),
      dueDate: r.kind === 'redeem' ? null : next.dueDate,
      branch: branchNames(tx)(r.branchId),
      pickupDate: r.pickupDate,
    };
    const after = tx
      .update(requests)
      .set({ status: d.to, decidedBy: by.id, decidedAt: nowIso(), newDueDate: r.kind === 'interest' ? next.dueDate : null, receipt })
      .where(eq(requests.id, r.id))
      .returning()
      .get();
    return {
      after: { request: after, payment, contract: { jnId: contract.jnId, dueDate: contract.dueDate, jnStatus: contract.jnStatus } },
      notify: {
        userId: r.userId,
        event: { kind: 'pawn-request', id: r.id, approved: true, jnId: r.jnId, requestKind: r.kind, amountSatang: r.amountSatang, receipt },
      },
      out: d.message,
    };
  });
}

/** Refuses a member's payment with the reason they read; its transfer is let go (the member may send it again, corrected). */
export function rejectRequest(app: FastifyInstance, by: Decider, id: number, note: string) {
  const d = PAWN_DECISIONS.reject;
  return decidePawn(app, by, id, 'reject', d, (tx, r) => {
    const after = tx
      .update(requests)
      .set({ status: d.to, note, decidedBy: by.id, decidedAt: nowIso() })
      .where(eq(requests.id, r.id))
      .returning()
      .get();
    app.slips.release(tx, 'pawn', r.id);
    return {
      after,
      notify: {
        userId: r.userId,
        event: { kind: 'pawn-request', id: r.id, approved: false, jnId: r.jnId, requestKind: r.kind, amountSatang: r.amountSatang, note },
      },
      out: d.message,
    };
  });
}

/**
 * A paid redemption's item handed over at the branch: the contract is redeemed. `also` runs in the same
 * transaction (the pickup day's own step, areas/pickups); a booked pickup closes with it from either screen.
 */
export function recordPickup(app: FastifyInstance, by: Decider, id: number, also?: (tx: Db) => void) {
  const d = PAWN_DECISIONS.pickedUp;
  return decidePawn(app, by, id, 'fulfil', d, (tx, r) => {
    if (!HANDED_OVER.includes(r.kind)) throw conflict('NOT_A_REDEMPTION', 'รายการนี้ไม่ใช่การไถ่ถอน ไม่มีสินค้าต้องส่งมอบ');
    also?.(tx);
    settlePickup(tx, 'pawn-redeem', r.id, by.id, 'handed_over');
    const after = tx
      .update(requests)
      .set({ status: d.to, pickedUpBy: by.id, pickedUpAt: nowIso() })
      .where(eq(requests.id, r.id))
      .returning()
      .get();
    const contract = tx.update(contracts).set({ jnStatus: REDEEMED_STATUS }).where(eq(contracts.jnId, r.jnId)).returning().get();
    return {
      after: { request: after, contract: { jnId: contract.jnId, jnStatus: contract.jnStatus } },
      notify: { userId: r.userId, event: { kind: 'pawn-pickup', id: r.id, jnId: r.jnId } },
      out: d.message,
    };
  });
}
