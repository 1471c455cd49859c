import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { openParam } from './slip-match';

/**
 * A queue's open drawer, kept in the address (?open=<id>) so a duplicate-slip link on another page can open
 * it; other query parameters (filters) are kept. Returns the open id, a setter and a closer.
 */
export function useOpenDrawer() {
  const [search, setSearch] = useSearchParams();
  const openId = openParam(search);
  const setOpenId = useCallback(
    (id: number | null) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('open');
        else next.set('open', String(id));
        return next;
      }),
    [setSearch],
  );
  const close = useCallback(() => setOpenId(null), [setOpenId]);
  return { search, openId, setOpenId, close };
}
