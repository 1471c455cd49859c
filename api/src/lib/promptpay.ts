import { eq } from 'drizzle-orm';
import { anyId } from 'promptparse/generate';
import { schema, type Db } from '@goldshop/db';
import type { PromptpayType } from '@goldshop/db/enums';
import { promptpayDigits } from '../../contract/promptpay-id';

// The Thai QR Payment payload (EMVCo merchant-presented, PromptPay tag 29), made by promptparse: it follows
// the same layout as the reference generators (dtinth/promptpay-qr), so bank apps read it as they read every
// shop's QR. Tag 01 is 12 (one-time) with an amount, 11 (reusable) without one.

const PROXY = { mobile: 'MSISDN', national_id: 'NATID', ewallet: 'EWALLETID' } as const satisfies Record<PromptpayType, string>;

/**
 * The payload for `amountSatang` (none: a QR the payer types the amount into). The amount is written with
 * two decimals from integer satang: satang / 100 is the double nearest the exact baht value, so toFixed(2)
 * inside promptparse gives the exact figure for every amount the shop takes.
 */
export function promptpayPayload(type: PromptpayType, id: string, amountSatang?: number): string {
  if (amountSatang !== undefined && (!Number.isSafeInteger(amountSatang) || amountSatang <= 0))
    throw new Error(`bad amount ${amountSatang}`);
  return anyId({ type: PROXY[type], target: promptpayDigits(id), amount: amountSatang === undefined ? undefined : amountSatang / 100 });
}

/** The shop's PromptPay receiver (the owner sets it: areas/payments). */
export interface Receiver {
  type: PromptpayType;
  id: string;
  name: string;
}

/** The receiver members pay by Thai QR; undefined while the owner has set none. */
export function receiverOf(db: Db): Receiver | undefined {
  const settings = schema.shopSettings;
  const row = db
    .select({ type: settings.promptpayType, id: settings.promptpayId, name: settings.promptpayName })
    .from(settings)
    .where(eq(settings.id, 1))
    .get();
  return row?.type && row.id && row.name ? { type: row.type, id: row.id, name: row.name } : undefined;
}
