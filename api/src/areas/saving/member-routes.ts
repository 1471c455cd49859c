import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { REQUEST_STATUS_TEXT, SAVING_STATUS_TEXT } from '../../../contract/lifecycles';
import { savingCalls as calls } from '../../../contract/saving';
import { conflict, forbidden } from '../../lib/http-error';
import { OK_MESSAGE, parseAmount, refuseRepeatedSlip, requireMinimum } from '../../lib/money-input';
import { satangToBaht } from '../../lib/money';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { serve } from '../../lib/serve';
import { immediate } from '../../lib/tx';
import { recheckMember } from '../../plugins/auth';
import { available, balanceOf, historyWithRunningBalance, isWithdrawal, pendingDepositsOf, pendingWithdrawalsOf } from './ledger';
import { ACCOUNT_ASK_AGAIN_FROM, requireActiveAccount, withdrawalOpen } from './lifecycle';
import { recommendations } from './recommendations';
import { savingReplay } from './replay';
import { parseWithdrawForm } from './withdraw-form';
import { pausedError } from '../gold-price/price-rules';

const { savingAccounts: accounts, savingTransactions: txs } = schema;

/** Savings type 1, the member's side (Savings, docs/product.md "The calls"): verified members only, each seeing only their own rows. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.recommendations, async (req) =>
    recommendations(
      app.db,
      req.member!.id,
      app.goldPrice.inUse(),
      (hash) => app.images.field(req, hash),
      Boolean(app.priceRules.get().pausedAt),
    ),
  );

  serve(app, calls.savStatus, async (req) => {
    const acc = app.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.userId, req.member!.id)).get();
    return acc ? [{ sav_status: SAVING_STATUS_TEXT[acc.status], statusCode: acc.status }] : [];
  });

  // One account row per member: a refused member's row goes back to pending and staff decide afresh.
  serve(app, calls.requestApproval, async (req) => {
    const userId = req.member!.id;
    const changed = await immediate(app.db, (tx) => {
      recheckMember(tx, req.member!);
      return tx
        .insert(accounts)
        .values({ userId })
        .onConflictDoUpdate({
          target: accounts.userId,
          set: { status: 'pending', decidedBy: null, decidedAt: null, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
          setWhere: eq(accounts.status, ACCOUNT_ASK_AGAIN_FROM),
        })
        .run().changes;
    });
    if (changed === 0) throw conflict('ALREADY_REQUESTED', 'คุณได้ยื่นคำขอเปิดบัญชีออมทองไว้แล้ว');
    return { message: 'ยื่นคำขออนุมัติสำเร็จ' };
  });

  serve(app, calls.history, async (req) =>
    historyWithRunningBalance(app.db, req.member!.id).map(({ transaction: t, netBalanceSatang }) => ({
      sav_id: t.id,
      sav_TimeDate: t.createdAt,
      sav_Type: isWithdrawal(t.kind) ? 'ถอน' : 'ฝาก',
      sav_amount: satangToBaht(t.amountSatang),
      detail_status: REQUEST_STATUS_TEXT[t.status],
      kind: t.kind,
      statusCode: t.status,
      sav_note: t.note,
      // Never the member's ID card images: the deposit slip, or the shop's proof of a paid withdrawal.
      proof: app.images.field(req, t.proof ?? t.payoutProof),
      sav_NetBalance: satangToBaht(netBalanceSatang),
    })),
  );

  serve(app, calls.balance, async (req) => {
    const id = req.member!.id;
    return {
      balance: satangToBaht(balanceOf(app.db, id)),
      available: satangToBaht(available(app.db, id)),
      pendingWithdrawals: satangToBaht(pendingWithdrawalsOf(app.db, id)),
      pendingDeposits: satangToBaht(pendingDepositsOf(app.db, id)),
    };
  });

  // A deposit: the member transferred money and sends the slip; staff approve it into the ledger.
  serve(app, calls.createSaving, async (req, reply) => {
    const userId = req.member!.id;
    const key = req.headers['idempotency-key'];
    const { fields, files } = await readMultipart(req, calls.createSaving.upload.fields, calls.createSaving.upload.files);
    const amountSatang = parseAmount(fields.amount);
    requireFiles(files, ['proof']);
    const slip = await app.images.prepare(files.proof!, 'slip');
    const read = await app.slips.read(slip);

    const out = await immediate(app.db, (tx) => {
      recheckMember(tx, req.member!);
      const replay = savingReplay(tx, userId, key, 'deposit', amountSatang);
      if (replay) return { ...replay, replayed: true };
      requireActiveAccount(tx, userId);
      requireMinimum(tx, 'deposit', amountSatang);
      refuseRepeatedSlip(tx, userId, slip.hash);
      const proof = app.images.store(tx, slip, 'slip');
      const row = tx
        .insert(txs)
        .values({
          userId,
          kind: 'deposit',
          amountSatang,
          amountString: fields.amountString?.trim() ?? '',
          proof,
          idempotencyKey: key ?? null,
        })
        .returning({ id: txs.id })
        .get();
      app.slips.claim(tx, { kind: 'deposit', paymentId: row.id, userId, image: proof, read });
      return { message: OK_MESSAGE, id: row.id, replayed: false };
    });
    if (out.replayed) reply.header('Idempotent-Replayed', 'true');
    else app.slips.afterCommit();
    return { message: out.message, id: out.id };
  });

  // Goods or cash. The check of the available amount and the insert that holds it happen in one
  // BEGIN IMMEDIATE transaction, so parallel requests are serialised and can never overdraw.
  serve(app, calls.withdraw, async (req, reply) => {
    const userId = req.member!.id;
    const key = req.headers['idempotency-key'];
    const idFiles = calls.withdraw.upload.files;
    const { fields, files } = await readMultipart(req, calls.withdraw.upload.fields, idFiles);
    const form = parseWithdrawForm(fields);
    // Goods are weighed against today's price: none while the owner pauses prices (cash is not priced).
    if (form.kind === 'withdraw_goods' && app.priceRules.get().pausedAt) throw pausedError();
    requireFiles(files, idFiles);
    const front = await app.images.prepare(files.idCardImage!, 'id_card');
    const back = await app.images.prepare(files.idCardImageBack!, 'id_card');

    const out = await immediate(app.db, (tx) => {
      recheckMember(tx, req.member!);
      const replay = savingReplay(tx, userId, key, form.kind, form.amountSatang);
      if (replay) return { ...replay, replayed: true };
      if (!withdrawalOpen(tx, form.kind)) throw forbidden('WITHDRAW_CLOSED', 'ยังไม่เปิดให้บริการ');
      requireActiveAccount(tx, userId);
      if (form.amountSatang > available(tx, userId)) {
        throw conflict('INSUFFICIENT_BALANCE', 'ยอดเงินคงเหลือที่ถอนได้ไม่เพียงพอ');
      }
      const row = tx
        .insert(txs)
        .values({
          ...form,
          userId,
          idCardImage: app.images.store(tx, front, 'id_card'),
          idCardImageBack: app.images.store(tx, back, 'id_card'),
          idempotencyKey: key ?? null,
        })
        .returning({ id: txs.id })
        .get();
      return { message: OK_MESSAGE, id: row.id, replayed: false };
    });
    if (out.replayed) reply.header('Idempotent-Replayed', 'true');
    return { message: out.message, id: out.id };
  });
};
export default routes;
