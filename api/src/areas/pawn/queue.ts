import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { AdminPawnRequestsQuery, PawnQuote } from '../../../contract/pawn-requests';
import { satangToBaht } from '../../lib/money';
import { decider, memberName, queuePage } from '../../lib/queries';
import { flaggedSlip } from '../../lib/slips/readings';
import { inBranches, type BranchScope } from '../../lib/branch-scope';
import { paymentsOf } from './contracts';
import { addMonths } from './law';
import type { PawnRequestRow } from './requests';
import { standing } from './standing';
import { pawnSettings } from './settings';

// The staff's queue of members' pawn payments: a page at a time (pending oldest first), each with its
// contract as it is now and the due date an approval would give.

const { pawnRequests: requests, pawnContracts: contracts, users, customers } = schema;

/** The branch keeping the contract a request pays, as a column to filter on. */
const contractBranch = sql`(select ${contracts.branchId} from ${contracts} where ${contracts.jnId} = ${requests.jnId})`;
/** Where a redeemed piece waits: the branch the member collects at, else the contract's. */
const pickupBranch = sql`coalesce(${requests.branchId}, ${contractBranch})`;

export function requestsPage(db: Db, scope: BranchScope, q: AdminPawnRequestsQuery) {
  const conds: SQL[] = [];
  // A branch sees the payments to its contracts, and the redeemed pieces members collect from it.
  const scoped = or(inBranches(contractBranch, scope, q.branch_id), inBranches(pickupBranch, scope, q.branch_id));
  if (scoped) conds.push(scoped);
  if (q.status) conds.push(eq(requests.status, q.status));
  if (q.kind) conds.push(eq(requests.kind, q.kind));
  if (q.jn_id) conds.push(eq(requests.jnId, q.jn_id));
  if (q.slip === 'flagged') conds.push(flaggedSlip('pawn', requests.id, requests.proof, requests.createdAt));
  const { rows, total } = queuePage(
    db,
    {
      table: requests,
      id: requests.id,
      where: conds.length ? and(...conds) : undefined,
      rows: db
        .select({ request: requests, contract: contracts, username: memberName, customerName: customers.name, decidedBy: decider.username })
        .from(requests)
        .innerJoin(users, eq(users.id, requests.userId))
        .innerJoin(contracts, eq(contracts.jnId, requests.jnId))
        .innerJoin(customers, eq(customers.id, contracts.customerId))
        .leftJoin(decider, eq(decider.id, requests.decidedBy))
        .$dynamic(),
    },
    q,
  );
  const paid = paymentsOf(
    db,
    rows.map((r) => r.contract.jnId),
  );
  const settings = pawnSettings(db);
  return {
    rows: rows.map((r) => ({
      ...r,
      principalNow: satangToBaht(
        standing(r.contract, paid.get(r.contract.jnId) ?? [], settings.monthRule, r.request.payDate).principalSatang,
      ),
      resultingDueDate: resultingDueDate(r.request, r.contract.dueDate),
      quote: r.request.quote as PawnQuote,
    })),
    total,
  };
}

/** The due date after a ต่อดอก: the one the approval set, or for a waiting one the one it would set now. */
function resultingDueDate(r: PawnRequestRow, dueNow: string): string | null {
  if (r.kind !== 'interest') return null;
  if (r.status === 'pending') return addMonths(dueNow, r.months ?? 0);
  return r.newDueDate;
}

/** What waits for staff: members' payments to check, and paid redemptions whose item is not handed over yet. */
export function pendingPawnCounts(db: Db, scope: BranchScope, only?: number) {
  return {
    pawnRequests: db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.status, 'pending'), inBranches(contractBranch, scope, only)))
      .get()!.n,
    pawnPickups: db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.status, 'approved'), inArray(requests.kind, ['redeem']), inBranches(pickupBranch, scope, only)))
      .get()!.n,
  };
}
