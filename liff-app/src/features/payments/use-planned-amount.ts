import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { bahtText } from '../../lib/baht-text';
import type { PayValues } from './use-pay-form';

/** A plain amount in baht as the address or a field carries it: up to 9 digits, up to 2 decimals. */
export const PLAIN_AMOUNT = /^(?:0|[1-9][0-9]{0,8})(?:\.[0-9]{1,2})?$/;

/**
 * The monthly plan's reminder links to the deposit with its amount, `?amount=1500` (docs/decisions.md "Monthly
 * savings plan"): the amount is filled in once, so the QR shows for exactly it; `words` fills the amount in
 * Thai words too (the baht deposit asks for them). Anything but a plain amount in the address is ignored.
 */
export function usePlannedAmount(set: (patch: Partial<PayValues>) => void, words = false): void {
  const planned = new URLSearchParams(useSearch()).get('amount');
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!planned || filled.current === planned || !PLAIN_AMOUNT.test(planned) || Number(planned) <= 0) return;
    filled.current = planned;
    set(words ? { amount: planned, amountString: bahtText(planned) } : { amount: planned });
  }, [planned, set, words]);
}
