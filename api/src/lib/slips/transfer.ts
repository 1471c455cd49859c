import { slipVerify } from 'promptparse/validate';

/**
 * A bank transfer as a slip's mini-QR names it, in the one form it is stored and compared in
 * (docs/decisions.md "One transfer pays once"): the same transfer is the same pair however a bank or a
 * forger writes it.
 */
export interface Transfer {
  /** The sending bank's Bank of Thailand code, three digits ('04', '004' and '0004' are all '004'). */
  bank: string;
  /** The bank's transaction reference, trimmed and upper-cased ('abc123' is 'ABC123'). */
  transRef: string;
}

/** A bank code in any number of leading zeros, as the three digits every Thai bank code is; null for anything else. */
export function canonicalBank(code: string): string | null {
  const digits = code.trim();
  if (!/^\d{1,4}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= 1 && n <= 999 ? String(n).padStart(3, '0') : null;
}

/** A transfer reference trimmed and upper-cased: letters and digits, 6 to 40 of them; null for anything else. */
export function canonicalTransRef(ref: string): string | null {
  const upper = ref.trim().toUpperCase();
  return /^[0-9A-Z]{6,40}$/.test(upper) ? upper : null;
}

/**
 * The transfer a QR's text names, when it is a slip's mini-QR the shop knows: the slip-verify tag (000001)
 * with a correct checksum (promptparse, strict), a bank code and a reference of the forms above. A URL, a
 * PromptPay QR, a bad checksum or an unknown form is not one.
 */
export function parseSlipPayload(text: string): Transfer | null {
  const data = slipVerify(text, false);
  if (!data) return null;
  const bank = canonicalBank(data.sendingBank);
  const transRef = canonicalTransRef(data.transRef);
  return bank && transRef ? { bank, transRef } : null;
}

export const sameTransfer = (a: Transfer, b: Transfer) => a.bank === b.bank && a.transRef === b.transRef;
