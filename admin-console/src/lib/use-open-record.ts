import { useCallback, useEffect, useState } from 'react';
import type { QueueDrawerProps } from './use-queue';

/**
 * The record a queue's drawer shows: `undefined` while it loads, `null` when there is none. `known` (the
 * table's row, when the drawer was opened from it and the row is the whole record) shows at once; a link
 * names only the id, so it is fetched. A failed fetch closes the drawer with `closeOnFailure` (the request
 * helper showed why), else reads as none. `decided` is what a decision in the drawer calls: the page
 * reloads, and the drawer reads the record again to show its new state.
 */
export function useOpenRecord<T extends { id: number }>(
  { id, onClose, onChanged }: QueueDrawerProps<unknown>,
  fetch: (id: number) => Promise<T | null>,
  { known, closeOnFailure = false }: { known?: T; closeOnFailure?: boolean } = {},
) {
  const [record, setRecord] = useState<T | null | undefined>(undefined);
  const load = useCallback(async () => {
    if (id === null) return;
    try {
      setRecord(await fetch(id));
    } catch {
      if (closeOnFailure) onClose();
      else setRecord(null);
    }
  }, [id, fetch, closeOnFailure, onClose]);
  useEffect(() => {
    if (id === null) return;
    if (known?.id === id) setRecord(known);
    else {
      setRecord(undefined);
      void load();
    }
  }, [id, known, load]);
  const decided = () => {
    onChanged();
    void load();
  };
  return { record, decided };
}
