import { SIGNIN_BUSY } from './busy';

// Both apps' failed calls, defined once beside the client they build on (createClient in endpoint.ts). No
// TypeBox here: the member app's bundle takes this file as it is (liff-app/scripts/size.mjs refuses TypeBox).

/**
 * A failed call: the HTTP status (0 when the network failed and no server answered), the server's Thai
 * `message` and stable `code`, and the seconds a 503's Retry-After asks the client to wait.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** An answer's body as JSON; undefined when it is empty or not JSON (a proxy's HTML error page). */
export function answerBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The error of an answer that is not 2xx, from its body (answerBody) and Retry-After header: the server's
 * `{ message, code }`, else `fallback` for the message (a proxy's error page carries none).
 */
export function answerError(status: number, body: unknown, retryAfter: string | null | undefined, fallback: string): ApiError {
  const m = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; code?: unknown };
  const seconds = Number(retryAfter);
  return new ApiError(
    status,
    typeof m.message === 'string' ? m.message : fallback,
    typeof m.code === 'string' ? m.code : undefined,
    Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
  );
}

/** Seconds to wait before sending a sign-in the server shed under load again (for `retryWhenBusy` in busy.ts). */
export const busyRetryAfter = (err: unknown) => (err instanceof ApiError && err.code === SIGNIN_BUSY ? err.retryAfter : undefined);
