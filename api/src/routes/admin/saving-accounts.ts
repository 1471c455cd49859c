import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { IdParam, Message, withErrors, EmptyBody } from '../../../contract/common';
import { AdminSavingAccount, Paged, SavingAccountsQuery, TotalOwedAnswer } from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';
import { balanceOf } from '../../services/ledger';
import { nowIso } from '../../lib/dates';
import { paging, queueOrder } from '../../lib/queries';

const { savingAccounts: accounts, users, customers, savingLedger } = schema;

/** Savings type 1 account requests: 'รออนุมัติ' → 'มีผลบังคับ' or 'ไม่อนุมัติ' (SPEC §4, staff side). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/saving/accounts',
    { schema: { querystring: SavingAccountsQuery, response: withErrors({ 200: Paged(AdminSavingAccount) }) } },
    async (req) => {
      const where: SQL | undefined = req.query.status ? eq(accounts.status, req.query.status) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(accounts).where(where).get()!.n;
      const rows = app.db
        .select({ account: accounts, username: users.username, customerName: customers.name })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(where)
        .orderBy(queueOrder(accounts.id, req.query.status === 'รออนุมัติ'))
        .limit(limit)
        .offset(offset)
        .all();
      return {
        data: rows.map((r) => ({
          id: r.account.id,
          userId: r.account.userId,
          username: r.username,
          customerName: r.customerName,
          status: r.account.status,
          balance: satangToBaht(balanceOf(app.db, r.account.userId)),
          createdAt: r.account.createdAt,
          decidedAt: r.account.decidedAt,
        })),
        total,
      };
    },
  );

  const decide = (to: 'มีผลบังคับ' | 'ไม่อนุมัติ', action: string, message: string) =>
    app.post('/saving/accounts/:id/' + action, { schema: { params: IdParam, body: EmptyBody, response: withErrors({ 200: Message }) } }, async (req) => {
      immediate(app.db, (tx) => {
        const before = tx.select().from(accounts).where(eq(accounts.id, req.params.id)).get();
        if (!before) throw notFound('ไม่พบคำขอเปิดบัญชีออมทอง');
        if (before.status !== 'รออนุมัติ') throw conflict('ALREADY_DECIDED', 'คำขอนี้ถูกพิจารณาไปแล้ว');
        const after = tx
          .update(accounts)
          .set({ status: to, decidedBy: req.staff!.id, decidedAt: nowIso() })
          .where(eq(accounts.id, before.id))
          .returning()
          .get();
        audit(tx, req.staff!.id, action, 'saving_account', before.id, before, after);
        app.line.notify(tx, before.userId, { kind: 'saving-account', id: before.id, approved: to === 'มีผลบังคับ' });
      });
      return { message };
    });
  decide('มีผลบังคับ', 'approve', 'อนุมัติบัญชีออมทองแล้ว');
  decide('ไม่อนุมัติ', 'reject', 'ไม่อนุมัติบัญชีออมทองแล้ว');

  // What the shop owes its members: every ledger row, deposits plus and withdrawals minus.
  app.get('/saving/total', { schema: { response: withErrors({ 200: TotalOwedAnswer }) } }, async () => ({
    total: satangToBaht(totalOwedSatang(app.db)),
  }));
};
export default routes;

export function totalOwedSatang(db: Db): number {
  const row = db.select({ sum: sql<number>`coalesce(sum(${savingLedger.amountSatang}), 0)` }).from(savingLedger).get();
  return Number(row?.sum ?? 0);
}
