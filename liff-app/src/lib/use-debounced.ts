import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stayed the same for `ms`: typing asks the server once per pause,
 * not once per key on mobile data. The first value is taken at once (a link or back opens without a wait).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
