import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, serverAnswered } from './request';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One money form's submissions. A tap while the last one is on its way is ignored; the Idempotency-Key
 * is kept until the server answers, so a retry after a dropped connection records at most once.
 */
export function useSubmit() {
  const key = useRef<string>();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<SubmitResult<T> | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    key.current ??= newIdempotencyKey();
    try {
      const value = await send(key.current);
      key.current = undefined;
      return { ok: true, value };
    } catch (error) {
      if (serverAnswered(error)) key.current = undefined;
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}
