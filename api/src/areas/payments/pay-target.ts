import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { PayTarget } from '../../../contract/payments';
import { branchById, receivingOf, type Receiving } from '../../lib/branches';
import { badRequest, notFound } from '../../lib/http-error';
import { receiverOf } from '../../lib/promptpay';
import type { MemberAuth } from '../../plugins/auth';

// Where a member pays for something (docs/decisions.md "Branches are rows"): the branch that keeps the pawn
// contract, savings account or type 2 contract receives it, through its own receiver and account or the
// shop's. Only the member's own: another's is a 404, as everywhere.

/** The branch that keeps what `target` names, or null when it names nothing. */
function branchIdOf(db: Db, member: MemberAuth, t: PayTarget): number | null {
  if (t.jn_id !== undefined && t.account !== undefined) throw badRequest('BAD_TARGET', 'ระบุสัญญาขายฝาก หรือบัญชี อย่างใดอย่างหนึ่ง');
  if (t.down_id !== undefined && t.account !== 'down') throw badRequest('BAD_TARGET', 'down_id ใช้กับ account=down เท่านั้น');
  const { pawnContracts: pc, savingAccounts: sa, downRequests: dr, goldAccounts: ga } = schema;
  if (t.jn_id !== undefined) {
    const c =
      member.customerId === null
        ? undefined
        : db
            .select({ branchId: pc.branchId })
            .from(pc)
            .where(and(eq(pc.jnId, t.jn_id), eq(pc.customerId, member.customerId)))
            .get();
    if (!c) throw notFound('ไม่พบสัญญาขายฝากนี้');
    return c.branchId;
  }
  if (t.account === 'saving') {
    const a = db.select({ branchId: sa.branchId }).from(sa).where(eq(sa.userId, member.id)).get();
    if (!a) throw notFound('ยังไม่มีบัญชีออมทอง');
    return a.branchId;
  }
  if (t.account === 'gold') {
    const a = db.select({ branchId: ga.branchId }).from(ga).where(eq(ga.userId, member.id)).get();
    if (!a) throw notFound('ยังไม่มีบัญชีออมทองเป็นน้ำหนัก');
    return a.branchId;
  }
  if (t.account === 'down') {
    if (t.down_id === undefined) throw badRequest('DOWN_ID_REQUIRED', 'กรุณาระบุสัญญาออมทองประเภทที่ 2 (down_id)');
    const d = db
      .select({ branchId: dr.branchId })
      .from(dr)
      .where(and(eq(dr.id, t.down_id), eq(dr.userId, member.id)))
      .get();
    if (!d) throw notFound('ไม่พบคำขอออมทองประเภทที่ 2');
    return d.branchId;
  }
  if (t.branch_id !== undefined) return t.branch_id;
  return null;
}

/** The receiver and account a member pays `target` to: its branch's own, each falling back to the shop's. */
export function receivingFor(
  db: Db,
  member: MemberAuth,
  target: PayTarget,
): Receiving | { branch: null; promptpay: ReturnType<typeof receiverOf>; bankAccount: null } {
  const id = branchIdOf(db, member, target);
  const branch = id === null ? undefined : branchById(db, id);
  return branch ? receivingOf(db, branch) : { branch: null, promptpay: receiverOf(db), bankAccount: null };
}
