import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { AdminGoldTransaction, GoldTransactionsQuery } from '../../../contract/gold-account';
import { inBranches, type BranchScope } from '../../lib/branch-scope';
import { signedUrl } from '../../lib/private-images';
import { memberName, queuePage } from '../../lib/queries';
import { promptpayPayoutQr } from '../saving/payout';
import { requestView } from './account';

const { goldTransactions: txs, goldAccounts: accounts, users, customers } = schema;

const joined = (db: Db) =>
  db
    .select({ t: txs, branchId: accounts.branchId, username: memberName, customerName: customers.name })
    .from(txs)
    .innerJoin(accounts, eq(accounts.id, txs.accountId))
    .innerJoin(users, eq(users.id, txs.userId))
    .leftJoin(customers, eq(customers.id, users.customerId));

type Joined = { t: typeof txs.$inferSelect; branchId: number; username: string | null; customerName: string | null };

type Images = Parameters<typeof signedUrl>[0];

const toAdmin = (images: Images, r: Joined): AdminGoldTransaction => ({
  ...requestView(r.t),
  userId: r.t.userId,
  branchId: r.branchId,
  username: r.username,
  customerName: r.customerName,
  proof: signedUrl(images, r.t.proof),
  bank: r.t.bank,
  accountName: r.t.accountName,
  accountNumber: r.t.accountNumber,
  // A pending sale to a PromptPay id: the QR staff scan to pay it (as a savings cash withdrawal's); a refused
  // ornament's: the QR returning its ค่ากำเหน็จ.
  payoutPromptpay:
    (r.t.kind === 'sell' && r.t.status === 'pending') || (r.t.kind === 'ornament' && r.t.status === 'rejected')
      ? promptpayPayoutQr(r.t)
      : null,
  decidedAt: r.t.decidedAt,
});

/** One request as staff read it. */
export const adminRow = (images: Images, db: Db, id: number): AdminGoldTransaction =>
  toAdmin(images, joined(db).where(eq(txs.id, id)).get()!);

/** Gold requests a page at a time (pending oldest first), limited to the staff member's branches. */
export function transactionsPage(images: Images, db: Db, scope: BranchScope, q: GoldTransactionsQuery) {
  const where = and(
    q.status ? eq(txs.status, q.status) : undefined,
    q.kind ? eq(txs.kind, q.kind) : undefined,
    // The total counts the requests table alone, so the branch is read through the account.
    inBranches(sql`(select ${accounts.branchId} from ${accounts} where ${accounts.id} = ${txs.accountId})`, scope, q.branch_id),
  );
  const { rows, total } = queuePage(
    db,
    {
      table: txs,
      id: txs.id,
      where,
      rows: joined(db).$dynamic(),
    },
    q,
  );
  return { data: rows.map((r) => toAdmin(images, r)), total };
}
