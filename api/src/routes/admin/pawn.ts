import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toPawnContract } from '../../lib/pawn-contract';
import { Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { withErrors } from '../../../contract/common';
import {
  AdminPawnContract,
  AdminPawnPayment,
  DueSoonQuery,
  JnId,
  Paged,
  PawnContractCreateBody,
  PawnContractUpdateBody,
  PawnContractsQuery,
  PawnPaymentFields,
} from '../../../contract/admin';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { bahtTextToSatang, satangToBaht } from '../../lib/money';
import { acceptUploads, readMultipart } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { addDays, bangkokToday, requireDate } from '../../lib/dates';
import { contains, paging } from '../../lib/queries';
import { formBahtToSatang } from '../../lib/money';
import { signedUrl } from '../../lib/private-images';

const { pawnContracts: contracts, pawnPayments: payments, customers } = schema;
const JnParam = Type.Object({ jn_id: JnId });

const paidSatang = sql<number>`coalesce((select sum(${payments.totalSatang}) from ${payments} where ${payments.jnId} = ${contracts.jnId}), 0)`;

/** Contracts with their customer's name and what has been paid, ready for AdminPawnContract. */
export function contractRows(db: Db) {
  return db
    .select({ c: contracts, customerName: customers.name, paid: paidSatang })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId));
}
export function toAdminContract({ c, customerName, paid }: { c: typeof contracts.$inferSelect; customerName: string; paid: number }) {
  return {
    ...toPawnContract(c),
    customerId: c.customerId,
    customerName,
    paid: satangToBaht(Number(paid)),
    createdAt: c.createdAt,
  };
}

/** Contracts due from `from` to `days` later (inclusive), soonest first. */
export function dueSoon(db: Db, days: number, from = bangkokToday()) {
  return contractRows(db)
    .where(and(gte(contracts.dueDate, from), lte(contracts.dueDate, addDays(from, days))))
    .orderBy(asc(contracts.dueDate), asc(contracts.jnId))
    .all()
    .map(toAdminContract);
}

function contractValues(b: typeof PawnContractUpdateBody.static, tx: Db) {
  const customer = tx.select({ id: customers.id }).from(customers).where(eq(customers.id, b.customerId)).get();
  if (!customer) throw badRequest('NO_CUSTOMER', 'ไม่พบข้อมูลลูกค้า');
  const v = {
    customerId: b.customerId,
    jnDate: requireDate(b.jn_date, 'jn_date'),
    netTotalSatang: formBahtToSatang(b.Net_Total, 'Net_Total'),
    rateInSatang: formBahtToSatang(b.Rate_In, 'Rate_In'),
    feeSatang: formBahtToSatang(b.fee, 'fee'),
    jnStatus: b.jn_Status.trim(),
    dueDate: requireDate(b.due_date, 'due_date'),
  };
  if (v.netTotalSatang <= 0) throw badRequest('BAD_AMOUNT', 'ยอดขายฝากต้องมากกว่า 0');
  return v;
}

/**
 * Pawn (ขายฝาก) contracts kept by staff, for a customer; the member sees those of their customer record
 * on /repurchase. Payments are recorded by staff (or imported); they carry no ledger, only a record.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);
  app.get(
    '/pawn/contracts',
    { schema: { querystring: PawnContractsQuery, response: withErrors({ 200: Paged(AdminPawnContract) }) } },
    async (req) => {
      const conds: SQL[] = [];
      const q = req.query.q?.trim();
      if (q) conds.push(sql`(${contains(contracts.jnId, q)} or ${contains(customers.name, q)})`);
      if (req.query.customerId) conds.push(eq(contracts.customerId, req.query.customerId));
      const where = conds.length ? and(...conds) : undefined;
      const { limit, offset } = paging(req.query);
      const total = app.db.select({ n: count() }).from(contracts).innerJoin(customers, eq(customers.id, contracts.customerId)).where(where).get()!.n;
      const rows = contractRows(app.db).where(where).orderBy(desc(contracts.jnDate), desc(contracts.jnId)).limit(limit).offset(offset).all();
      return { data: rows.map(toAdminContract), total };
    },
  );

  app.post(
    '/pawn/contracts',
    { schema: { body: PawnContractCreateBody, response: withErrors({ 200: AdminPawnContract }) } },
    async (req) => {
      const jnId = req.body.jn_id;
      immediate(app.db, (tx) => {
        const values = contractValues(req.body, tx);
        if (tx.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, jnId)).get()) {
          throw conflict('DUPLICATE_JN_ID', `มีสัญญาเลขที่ ${jnId} อยู่แล้ว`);
        }
        const row = tx.insert(contracts).values({ jnId, ...values }).returning().get();
        audit(tx, req.staff!.id, 'create', 'pawn_contract', jnId, null, row);
      });
      return toAdminContract(contractRows(app.db).where(eq(contracts.jnId, jnId)).get()!);
    },
  );

  app.put(
    '/pawn/contracts/:jn_id',
    { schema: { params: JnParam, body: PawnContractUpdateBody, response: withErrors({ 200: AdminPawnContract }) } },
    async (req) => {
      const jnId = req.params.jn_id;
      immediate(app.db, (tx) => {
        const before = tx.select().from(contracts).where(eq(contracts.jnId, jnId)).get();
        if (!before) throw notFound('ไม่พบสัญญาขายฝาก');
        const after = tx.update(contracts).set(contractValues(req.body, tx)).where(eq(contracts.jnId, jnId)).returning().get();
        audit(tx, req.staff!.id, 'update', 'pawn_contract', jnId, before, after);
      });
      return toAdminContract(contractRows(app.db).where(eq(contracts.jnId, jnId)).get()!);
    },
  );

  app.get(
    '/pawn/contracts/:jn_id/payments',
    { schema: { params: JnParam, response: withErrors({ 200: Type.Array(AdminPawnPayment) }) } },
    async (req) => {
      const jnId = req.params.jn_id;
      if (!app.db.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, jnId)).get()) throw notFound('ไม่พบสัญญาขายฝาก');
      return app.db
        .select()
        .from(payments)
        .where(eq(payments.jnId, jnId))
        .orderBy(desc(payments.payDate), desc(payments.id))
        .all()
        .map((p) => ({
          id: p.id,
          jn_id: p.jnId,
          pay_date: p.payDate,
          Total: satangToBaht(p.totalSatang),
          pay_type: p.payType,
          external_ref: p.externalRef,
          proof: signedUrl(app, p.proof),
          createdAt: p.createdAt,
        }));
    },
  );

  app.post(
    '/pawn/contracts/:jn_id/payments',
    { schema: { params: JnParam, response: withErrors({ 200: AdminPawnPayment }) } },
    async (req) => {
      const jnId = req.params.jn_id;
      const { fields, files } = await readMultipart(req, PawnPaymentFields, ['proof']);
      const payDate = requireDate(fields.pay_date, 'pay_date');
      let total: number;
      try {
        total = bahtTextToSatang(fields.Total);
      } catch {
        throw badRequest('BAD_AMOUNT', 'จำนวนเงินไม่ถูกต้อง: Total');
      }
      if (total <= 0) throw badRequest('BAD_AMOUNT', 'จำนวนเงินต้องมากกว่า 0');
      const image = files.proof ? await app.images.prepare(files.proof, 'proof') : undefined;
      const row = immediate(app.db, (tx) => {
        if (!tx.select({ id: contracts.jnId }).from(contracts).where(eq(contracts.jnId, jnId)).get()) throw notFound('ไม่พบสัญญาขายฝาก');
        const ref = fields.external_ref?.trim() || null;
        if (ref && tx.select({ id: payments.id }).from(payments).where(and(eq(payments.jnId, jnId), eq(payments.externalRef, ref))).get()) {
          throw conflict('DUPLICATE_REF', `มีรายการชำระเลขอ้างอิง ${ref} แล้ว`);
        }
        const inserted = tx
          .insert(payments)
          .values({
            jnId,
            payDate,
            totalSatang: total,
            payType: fields.pay_type.trim(),
            externalRef: ref,
            proof: image ? app.images.store(tx, image, 'proof') : null,
          })
          .returning()
          .get();
        audit(tx, req.staff!.id, 'create', 'pawn_payment', inserted.id, null, inserted);
        return inserted;
      });
      return {
        id: row.id,
        jn_id: row.jnId,
        pay_date: row.payDate,
        Total: satangToBaht(row.totalSatang),
        pay_type: row.payType,
        external_ref: row.externalRef,
        proof: signedUrl(app, row.proof),
        createdAt: row.createdAt,
      };
    },
  );

  app.get(
    '/pawn/due-soon',
    { schema: { querystring: DueSoonQuery, response: withErrors({ 200: Type.Array(AdminPawnContract) }) } },
    async (req) => dueSoon(app.db, req.query.days ?? 7),
  );
};
export default routes;
