import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, and on every change. Read synchronously on the first render (not
 * after an effect), so a desktop never draws the phone layout first and then
 * jumps to the table (layout shift).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tables from 768 px (md, docs/product.md "Limits and page sizes"); phones get stacked cards. */
export const WIDE_QUERY = '(min-width: 768px)';
