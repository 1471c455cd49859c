import { ApiError } from '@goldshop/api/contract';

/**
 * An Idempotency-Key for one form submission (contract IDEMPOTENCY_HEADER): the same key records once,
 * so a double tap or a retry after a dropped connection cannot pay twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older in-app browsers without randomUUID: 16 random bytes as hex.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server's Thai reason when it answered; undefined when the request never got an answer. */
export function serverReason(err: unknown): string | undefined {
  return err instanceof ApiError ? err.message : undefined;
}

/**
 * True when the server answered and decided (a 4xx): the key was used up and a new submission needs a new
 * one. No answer (a dropped connection) or a 5xx (busy, or a proxy's error) may or may not have recorded it:
 * the retry reuses the key, and the server answers a recorded one again instead of recording it twice.
 */
export const serverAnswered = (err: unknown) => err instanceof ApiError && err.status < 500;

/** Appends form fields that have a value; files under their field name. */
export function formData(fields: Record<string, string | File | undefined | null>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || v === '') continue;
    fd.append(k, v);
  }
  return fd;
}
