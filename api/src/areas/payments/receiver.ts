import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import { maskPromptpayId, promptpayDigits, promptpayIdError } from '../../../contract/promptpay-id';
import type { ReceiverSettings } from '../../../contract/payments';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/http-error';
import { receiverOf, type Receiver } from '../../lib/promptpay';
import { immediate } from '../../lib/tx';

// Setting the shop's PromptPay receiver: the owner's decision (docs/decisions.md "Payments").

const { shopSettings: settings } = schema;

export const settingsAnswer = (r: Receiver | undefined) => ({ receiver: r ? { ...r, masked: maskPromptpayId(r.type, r.id) } : null });

/** Sets (or with `null` clears) the receiver, audited with what it was. */
export function saveReceiver(db: Db, staffId: number, input: ReceiverSettings | null): Receiver | undefined {
  let next: Receiver | null = null;
  if (input) {
    const error = promptpayIdError(input.type, input.id);
    if (error) throw badRequest('BAD_PROMPTPAY_ID', error);
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name) throw badRequest('NAME_REQUIRED', 'กรุณากรอกชื่อบัญชีพร้อมเพย์');
    next = { type: input.type, id: promptpayDigits(input.id), name };
  }
  return immediate(db, (tx) => {
    const before = receiverOf(tx) ?? null;
    tx.update(settings)
      .set({ promptpayType: next?.type ?? null, promptpayId: next?.id ?? null, promptpayName: next?.name ?? null })
      .where(eq(settings.id, 1))
      .run();
    audit(tx, staffId, next ? 'update' : 'delete', 'promptpay_receiver', 1, before, next);
    return next ?? undefined;
  });
}
