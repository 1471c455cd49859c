import { useSyncExternalStore, type ReactNode } from 'react';

export type ToastKind = 'success' | 'info' | 'error' | 'warning';

interface Item {
  id: number;
  kind: ToastKind;
  content: ReactNode;
}

let items: readonly Item[] = [];
let next = 1;
const listeners = new Set<() => void>();
const publish = (list: readonly Item[]) => {
  items = list;
  for (const l of listeners) l();
};

/** How long a toast stays, by kind: a refusal is read slowly, with its reason (docs/product.md "Limits and page sizes": success 1.5 s where asked). */
const SECONDS: Record<ToastKind, number> = { success: 3, info: 3, warning: 4, error: 6 };

/**
 * A short message at the top of the page (the toasts, docs/product.md "Messages"). Shown by the page's one Toaster, so a toast
 * outlives the form that raised it. `seconds` overrides how long it stays.
 */
export function toast(kind: ToastKind, content: ReactNode, seconds?: number) {
  const id = next++;
  publish([...items, { id, kind, content }]);
  window.setTimeout(() => publish(items.filter((t) => t.id !== id)), (seconds ?? SECONDS[kind]) * 1000);
}

/** Takes every toast down: a step done leaves none of the step's earlier refusals over the next screen. */
export function clearToasts() {
  publish([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Where toasts appear: always on the page (a live region must exist before its text changes to be read out), in
 * the sticky top under the navigation (components/layout/Layout.tsx), taking room of their own: a toast pushes the
 * page down, never lies over a heading, a figure or a bank's name.
 */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className="toasts" data-testid="toasts" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.content}
        </div>
      ))}
    </div>
  );
}
