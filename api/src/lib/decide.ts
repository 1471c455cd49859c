import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { AuditAction, AuditEntity } from '../../contract/audit';
import type { LineEvent } from './line/messages';
import { audit } from './audit';
import { conflict, notFound } from './http-error';
import { immediate } from './tx';
import { requireWithinScope, type BranchScope } from './branch-scope';

/** The one "already decided" answer, whichever request it is (verification, savings, type 2). */
export const ALREADY_DECIDED = 'รายการนี้ถูกพิจารณาไปแล้ว';
/** The one "no such request" answer. */
export const REQUEST_NOT_FOUND = 'ไม่พบรายการ';
/** verificationStatus of a suspended member (docs/product.md "Verification status"). */
const SUSPENDED = 99;
export const MEMBER_SUSPENDED_MESSAGE = 'สมาชิกนี้ถูกระงับการใช้งานอยู่ คำขอจะรอไว้จนกว่าจะยกเลิกการระงับ (ปฏิเสธคำขอได้)';

/**
 * A suspended member's requests are held: nothing is approved, completed, paid out or handed over for
 * them until staff reinstate the member. Refusing stays open, since it gives the member nothing and ends
 * what the request holds (a withdrawal's balance). Inside the caller's transaction.
 */
export function refuseWhileSuspended(tx: Db, userId: number): void {
  const row = tx.select({ status: schema.users.verificationStatus }).from(schema.users).where(eq(schema.users.id, userId)).get();
  if (row?.status === SUSPENDED) throw conflict('MEMBER_SUSPENDED', MEMBER_SUSPENDED_MESSAGE);
}

/** Who decides: the staff member and the branches they work at (null: every branch, the owner). */
export interface Decider {
  id: number;
  branchIds: BranchScope;
}

export interface Decision<R extends { id: number; status: string }, Out> {
  by: Decider;
  /**
   * The branch that keeps the request (docs/access.md "Branches"): a staff member of another branch gets 403
   * OTHER_BRANCH before anything is read out or changed. 'shop' for what no branch keeps (a member's identity).
   */
  branchOf: ((tx: Db, r: R) => number | null) | 'shop';
  /** What the audit row names: `approve`, `reject`, `complete` … on `saving_transaction`, `down_request` … */
  action: AuditAction;
  entity: AuditEntity;
  /** Reads the request inside the transaction; undefined when there is none (404). */
  load: (tx: Db) => R | undefined;
  /** The states this decision may be taken from: the area's transition table (default: pending only). */
  from?: readonly R['status'][];
  /** The member whose request it is (default: the row's `userId`): held while that member is suspended. */
  memberId?: (r: R) => number;
  /**
   * Applies the decision. `after` is what the audit row keeps (the changed row, or rows); `notify`, the
   * LINE message queued for the member in the same transaction; `out`, what the route answers.
   */
  apply: (tx: Db, before: R) => { after: unknown; notify?: { userId: number; event: LineEvent }; out: Out };
}

/**
 * Decides a pending request, the one way every area does it: in one immediate transaction, load the
 * request, refuse it when another branch keeps it (403 OTHER_BRANCH), refuse it unless its state allows the decision (409 ALREADY_DECIDED) and, but for a rejection,
 * unless its member is in good standing (409 MEMBER_SUSPENDED), apply the change, write the audit row and
 * queue the LINE message. A failure anywhere rolls all of it back.
 */
export function decide<R extends { id: number; status: string }, Out>(app: FastifyInstance, d: Decision<R, Out>): Promise<Out> {
  return immediate(app.db, (tx) => {
    const before = d.load(tx);
    if (!before) throw notFound(REQUEST_NOT_FOUND);
    if (d.branchOf !== 'shop') requireWithinScope(d.by.branchIds, d.branchOf(tx, before));
    const from: readonly string[] = d.from ?? ['pending'];
    if (!from.includes(before.status)) throw conflict('ALREADY_DECIDED', ALREADY_DECIDED);
    if (d.action !== 'reject') {
      const userId = d.memberId ? d.memberId(before) : (before as { userId?: unknown }).userId;
      if (typeof userId !== 'number') throw new Error(`decide(${d.entity}): no member to check; give memberId`);
      refuseWhileSuspended(tx, userId);
    }
    const { after, notify, out } = d.apply(tx, before);
    audit(tx, d.by.id, d.action, d.entity, before.id, before, after);
    if (notify) app.line.notify(tx, notify.userId, notify.event);
    return out;
  });
}
