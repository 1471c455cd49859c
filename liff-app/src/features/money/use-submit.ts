import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, serverAnswered } from './request';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One money form's submissions. A tap while the last one is on its way is ignored; the Idempotency-Key
 * is kept until the server answers, so a retry after a dropped connection records at most once.
 * `send` gets the key and a progress callback for `api(call, input, { onUploadProgress })`; `progress`
 * (0–1) is set while an upload reports it, and `retryable` after a failure the server never answered,
 * when sending the same form again is safe and reuses the key. `request` names what is sent (the amount,
 * the slip file …): a changed request gets a new key, since the server refuses one key for two requests
 * (409 IDEMPOTENCY_KEY_REUSED, docs/decisions.md "Idempotency-Key").
 */
export function useSubmit() {
  const key = useRef<{ value: string; request: readonly unknown[] }>();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [retryable, setRetryable] = useState(false);
  const submit = useCallback(
    async <T>(
      send: (idempotencyKey: string, onProgress: (fraction: number) => void) => Promise<T>,
      request: readonly unknown[] = [],
    ): Promise<SubmitResult<T> | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      setRetryable(false);
      setProgress(undefined);
      if (!key.current || !sameRequest(key.current.request, request)) key.current = { value: newIdempotencyKey(), request };
      try {
        const value = await send(key.current.value, setProgress);
        key.current = undefined;
        return { ok: true, value };
      } catch (error) {
        if (serverAnswered(error)) key.current = undefined;
        else setRetryable(true);
        return { ok: false, error };
      } finally {
        inFlight.current = false;
        setBusy(false);
        setProgress(undefined);
      }
    },
    [],
  );
  return { busy, submit, progress, retryable };
}

const sameRequest = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
