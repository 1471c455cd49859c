import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { FulfilmentStep } from '@goldshop/db/schema';
import { savingCalls as calls } from '../../../contract/saving';
import { audit } from '../../lib/audit';
import { branchNames } from '../../lib/branches';
import { requireWithinScope } from '../../lib/branch-scope';
import { refuseWhileSuspended, type Decider } from '../../lib/decide';
import { readMultipart, requireFiles } from '../../lib/multipart';
import { settlePickup } from '../../lib/pickup-close';
import { immediate } from '../../lib/tx';
import { savingBranchOf } from './branch-of';
import { loadTransaction } from './decisions';
import type { SavingTransaction } from './ledger';
import { requireStep } from './lifecycle';

// After approval a withdrawal travels to the member step by step (lifecycle FULFILMENT_FLOW): goods
// prepared, then shipped or picked up at the chosen branch; cash transferred with the shop's slip as proof.

const { savingTransactions: txs } = schema;

/** Moves an approved withdrawal one step towards the member, audited; `set` adds what the step stores. */
function takeStep(
  app: FastifyInstance,
  by: Decider,
  id: number,
  step: FulfilmentStep,
  action: 'fulfil' | 'payout',
  set: (tx: Db) => Partial<SavingTransaction>,
  also?: (tx: Db) => void,
) {
  return immediate(app.db, (tx) => {
    const before = loadTransaction(tx, id);
    requireWithinScope(by.branchIds, savingBranchOf(tx, before.userId));
    requireStep(before, step, branchNames(tx)(before.receiveBranchId));
    refuseWhileSuspended(tx, before.userId);
    also?.(tx);
    const after = tx
      .update(txs)
      .set({ fulfilment: step, ...set(tx) })
      .where(eq(txs.id, before.id))
      .returning()
      .get();
    audit(tx, by.id, action, 'saving_transaction', before.id, before, after);
  });
}

/**
 * Goods: prepared, then shipped for a delivery or picked_up at the chosen branch. `also` runs in the same
 * transaction (a booked pickup marked handed over with it, areas/pickups).
 */
export function fulfilGoods(
  app: FastifyInstance,
  by: Decider,
  id: number,
  step: FulfilmentStep,
  note: string | undefined,
  also?: (tx: Db) => void,
) {
  const text = note?.trim();
  return takeStep(
    app,
    by,
    id,
    step,
    'fulfil',
    () => (text ? { note: text } : {}),
    (tx) => {
      also?.(tx);
      // Picked up from the fulfilment queue or the pickup day alike: a booked pickup closes with it.
      if (step === 'picked_up') settlePickup(tx, 'saving-goods', id, by.id, 'handed_over');
    },
  );
}

/** Cash: the shop transfers the money and uploads its transfer slip (kind 'proof') for the member. */
export async function payOut(app: FastifyInstance, req: FastifyRequest, id: number) {
  const { fields, files } = await readMultipart(req, calls.payout.upload.fields, calls.payout.upload.files);
  requireFiles(files, calls.payout.upload.files);
  const image = await app.images.prepare(files.proof!, 'proof');
  const note = fields.note?.trim();
  await takeStep(app, req.staff!, id, 'transferred', 'payout', (tx) => ({
    payoutProof: app.images.store(tx, image, 'proof'),
    ...(note ? { note } : {}),
  }));
}
