import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { savingCalls as calls } from '../../../contract/saving';
import { pickupBranchNamed } from '../../lib/branches';
import { forbidden, conflict } from '../../lib/http-error';
import { replayOf } from '../../lib/idempotency';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { immediate } from '../../lib/tx';
import { recheckMember } from '../../plugins/auth';
import { pausedError } from '../gold-price/price-rules';
import { available } from './ledger';
import { requireActiveAccount, withdrawalOpen } from './lifecycle';
import { parseWithdrawForm } from './withdraw-form';

const { savingTransactions: txs } = schema;

/**
 * Goods or cash out of savings type 1 (docs/product.md "Member app: savings type 1 (/saving)"), with the
 * member's ID card photos. The check of the available amount and the insert that holds it happen in one
 * BEGIN IMMEDIATE transaction, so parallel requests are serialised and can never overdraw. The same
 * Idempotency-Key answers the first request again (lib/idempotency.ts).
 */
export async function askWithdrawal(app: FastifyInstance, req: FastifyRequest): Promise<{ id: number; replayed: boolean }> {
  const member = req.member!;
  const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
  const idFiles = calls.withdraw.upload.files;
  const { fields, files } = await readMultipart(req, calls.withdraw.upload.fields, idFiles);
  const form = parseWithdrawForm(fields, (name) => pickupBranchNamed(app.db, name));
  // Goods are weighed against today's price: none while the owner pauses prices (cash is not priced).
  if (form.kind === 'withdraw_goods' && app.priceRules.get().pausedAt) throw pausedError();
  requireFiles(files, idFiles);
  const front = await app.images.prepare(files.idCardImage!, 'id_card');
  const back = await app.images.prepare(files.idCardImageBack!, 'id_card');

  return immediate(app.db, (tx) => {
    recheckMember(tx, member);
    const prev =
      key === null
        ? undefined
        : tx
            .select()
            .from(txs)
            .where(and(eq(txs.userId, member.id), eq(txs.idempotencyKey, key)))
            .get();
    const replay = replayOf(prev, (p) => p.kind === form.kind && p.amountSatang === form.amountSatang);
    if (replay) return { id: replay.id, replayed: true };
    if (!withdrawalOpen(tx, form.kind)) throw forbidden('WITHDRAW_CLOSED', 'ยังไม่เปิดให้บริการ');
    requireActiveAccount(tx, member.id);
    if (form.amountSatang > available(tx, member.id)) throw conflict('INSUFFICIENT_BALANCE', 'ยอดเงินคงเหลือที่ถอนได้ไม่เพียงพอ');
    const row = tx
      .insert(txs)
      .values({
        ...form,
        userId: member.id,
        idCardImage: app.images.store(tx, front, 'id_card'),
        idCardImageBack: app.images.store(tx, back, 'id_card'),
        idempotencyKey: key,
      })
      .returning({ id: txs.id })
      .get();
    return { id: row.id, replayed: false };
  });
}
