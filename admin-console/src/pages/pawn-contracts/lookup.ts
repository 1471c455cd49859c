import { PAWN_TOTAL_PATTERN } from '@goldshop/api/contract';

/** How staff name the customer of a pawn contract: a 13-digit national ID, or the shop's customer number. */
export type CustomerLookup = { by: 'card'; card: string } | { by: 'id'; id: number } | null;

export function parseCustomerLookup(input: string): CustomerLookup {
  const text = input.replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(text)) return { by: 'card', card: text };
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) return { by: 'id', id: Number(text) };
  return null;
}

/** Money typed by staff ("1,500.50") as the payment form sends it: the contract's pattern for Total. */
export const MONEY_TEXT = new RegExp(PAWN_TOTAL_PATTERN);
