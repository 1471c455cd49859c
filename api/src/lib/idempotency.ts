import { conflict } from './http-error';

/** The same Idempotency-Key with a different request: a client bug, answered 409 rather than replayed. */
export const keyReused = () => conflict('IDEMPOTENCY_KEY_REUSED', 'รหัสคำขอ (Idempotency-Key) นี้ถูกใช้กับรายการอื่นแล้ว');

/**
 * The one rule for a repeated Idempotency-Key (docs/decisions.md "Idempotency-Key"): the row recorded under it
 * is answered again when the request is the same one (a retry after a lost answer), and anything else sent
 * under it, another amount or another slip included, is refused with 409 and changes nothing. Undefined when
 * the key is new.
 */
export function replayOf<Row>(prev: Row | undefined, sameRequest: (prev: Row) => boolean): Row | undefined {
  if (prev === undefined) return undefined;
  if (!sameRequest(prev)) throw keyReused();
  return prev;
}
