import { useCallback, useRef, useState } from 'react';
import type { ActionType } from '@ant-design/pro-components';
import { refreshPendingCounts } from '../services/pending-counts';
import { useOpenDrawer } from './use-open-drawer';

/** What a queue hands its row's drawer: which row is open (and the table's copy of it), the close, and the reload after a decision. */
export interface QueueDrawerProps<T> {
  id: number | null;
  known?: T;
  onClose: () => void;
  onChanged: () => void;
}

/** A queue page's state, shared by its table, its columns' buttons and its drawer (QueueTable). */
export interface Queue<T> {
  /** The table's handle (QueueTable sets it). */
  action: React.MutableRefObject<ActionType | undefined>;
  /** The rows of the page on screen, as the last request answered them. */
  rows: React.MutableRefObject<T[]>;
  /** The id of the row whose drawer is open, or null. */
  openId: number | null;
  /** The open row as the table has it (a link to a row on another page finds none, and the drawer fetches it). */
  known: T | undefined;
  open(id: number): void;
  close(): void;
  /**
   * After a decision: the rows again, and the menu badges at once rather than at the next 60 s poll
   * (docs/decisions.md "Decisions in reach on a 1280 px screen"); `version` counts them for figures above the table.
   */
  reload(): void;
  version: number;
  /** The page's address query (a filter a link from elsewhere sets, ?downId=). */
  search: URLSearchParams;
  /** The open row's drawer's props: `<PaymentDrawer {...q.drawer} />`. */
  drawer: QueueDrawerProps<T>;
}

/**
 * The state of one queue page. `linkable`: the open drawer is kept in the address (?open=<id>), so a
 * duplicate-slip warning on another page can link to it; otherwise it lives in the page.
 */
export function useQueue<T>({ linkable = false }: { linkable?: boolean } = {}): Queue<T> {
  const action = useRef<ActionType>();
  const rows = useRef<T[]>([]);
  const [version, setVersion] = useState(0);
  const address = useOpenDrawer();
  const [local, setLocal] = useState<number | null>(null);
  const openId = linkable ? address.openId : local;
  const setOpenId = linkable ? address.setOpenId : setLocal;
  const open = useCallback((id: number) => setOpenId(id), [setOpenId]);
  const close = useCallback(() => setOpenId(null), [setOpenId]);
  const reload = useCallback(() => {
    action.current?.reload();
    setVersion((v) => v + 1);
    void refreshPendingCounts();
  }, []);
  const known = openId === null ? undefined : rows.current.find((r) => (r as { id?: unknown }).id === openId);
  const drawer = { id: openId, known, onClose: close, onChanged: reload };
  return { action, rows, openId, known, open, close, reload, version, search: address.search, drawer };
}
