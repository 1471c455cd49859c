import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { maskPromptpayId, promptpayDigits, promptpayIdError } from '../../../contract/promptpay-id';
import type { ReceiverSettings } from '../../../contract/payments';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/http-error';
import { alertOwner, lastDigits } from '../../lib/owner-alerts';
import { receiverOf, type Receiver } from '../../lib/promptpay';
import { immediate } from '../../lib/tx';

// Setting the shop's PromptPay receiver: the owner's decision (docs/decisions.md "Payments").

const { shopSettings: settings } = schema;

export const settingsAnswer = (r: Receiver | undefined) => ({ receiver: r ? { ...r, masked: maskPromptpayId(r.type, r.id) } : null });

/**
 * Sets (or with `null` clears) the receiver, audited with what it was. Where members' money goes: every change
 * reaches the owner too, in the same transaction (docs/decisions.md "Who may do what").
 */
export function saveReceiver(app: FastifyInstance, staffId: number, input: ReceiverSettings | null): Promise<Receiver | undefined> {
  let next: Receiver | null = null;
  if (input) {
    const error = promptpayIdError(input.type, input.id);
    if (error) throw badRequest('BAD_PROMPTPAY_ID', error);
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name) throw badRequest('NAME_REQUIRED', 'กรุณากรอกชื่อบัญชีพร้อมเพย์');
    next = { type: input.type, id: promptpayDigits(input.id), name };
  }
  return immediate(app.db, (tx) => {
    const before = receiverOf(tx) ?? null;
    tx.update(settings)
      .set({ promptpayType: next?.type ?? null, promptpayId: next?.id ?? null, promptpayName: next?.name ?? null })
      .where(eq(settings.id, 1))
      .run();
    audit(tx, staffId, next ? 'update' : 'delete', 'promptpay_receiver', 1, before, next);
    const shown = (r: Receiver | null) => (r ? `${r.name} ${lastDigits(r.id)}` : 'ไม่รับพร้อมเพย์');
    alertOwner(app, tx, {
      kind: 'promptpay_receiver',
      staffId,
      details: { receiver: next ? lastDigits(next.id) : 'ปิดรับพร้อมเพย์', name: next?.name ?? null, before: shown(before) },
    });
    return next ?? undefined;
  });
}
